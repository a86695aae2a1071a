import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import { WorkQueue } from '../../server/media/image-work';
import { MEDIA_WIDTHS } from '../../server/media/variant-request';
import { VariantStore } from '../../server/media/variant-store';
import { startTestServer, type TestServer } from './harness';
import { picture } from './test-images';

/**
 * `/media/<path>?w=<width>&f=avif|webp`: a stored JPEG or PNG in one of the offered widths, in AVIF, WebP or its
 * own format, made once and kept on disk; the path alone still answers the stored file.
 */

let server: TestServer;
const PHOTO = '/media/tests/variants/photo.jpg';
const DRAWING = '/media/tests/variants/drawing.png';
const ICON = '/media/tests/variants/icon.svg';
let photo: Uint8Array;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  photo = await picture(700, 500, 'jpeg');
  await server.deps.db.insert(media).values([
    { path: PHOTO, contentType: 'image/jpeg', data: photo },
    { path: DRAWING, contentType: 'image/png', data: await picture(400, 200, 'png') },
    {
      path: ICON,
      contentType: 'image/svg+xml',
      data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.directUrl}${path}`, { headers });

async function pictureOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

/** Where the store keeps a variant of the test photo. */
function keptFile(width: number, format: string): string {
  const source = createHash('sha256').update(photo).digest('hex');
  return join(server.deps.config.mediaCacheDir, source.slice(0, 2), `${source}-${width}.${format}`);
}

describe('a variant', () => {
  it('has the width asked for, in proportion', async () => {
    const response = await get(`${PHOTO}?w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await pictureOf(response)).toMatchObject({ format: 'jpeg', width: 320, height: 229 });
  });

  it('is never made larger than its source', async () => {
    const response = await get(`${PHOTO}?w=960&f=webp`);
    expect(await pictureOf(response)).toMatchObject({ format: 'webp', width: 700, height: 500 });
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
  ])('is in %s when asked, with its Content-Type', async (format, contentType, decodedAs) => {
    const response = await get(`${PHOTO}?w=480&f=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(await pictureOf(response)).toMatchObject({ format: decodedAs, width: 480 });
  });

  it('of a PNG stays a PNG without a format', async () => {
    const response = await get(`${DRAWING}?w=160`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(response)).toMatchObject({ format: 'png', width: 160, height: 80 });
  });

  it('with a format alone has the largest offered width at most', async () => {
    const response = await get(`${PHOTO}?f=webp`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await pictureOf(response)).toMatchObject({ width: 700 });
  });

  it('is cached a week, with an entity tag to revalidate by, and no Vary (the URL names the format)', async () => {
    const response = await get(`${PHOTO}?w=640&f=avif`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('vary')).toBeNull();
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}-640\.avif"$/);
    const again = await get(`${PHOTO}?w=640&f=avif`, { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await get(`${PHOTO}?w=640&f=webp`, { 'If-None-Match': etag ?? '' })).toHaveProperty('status', 200);
  });

  it('is kept on disk after the first request, and the next request is answered from there', async () => {
    const file = keptFile(1280, 'webp');
    expect(existsSync(file)).toBe(false);
    const first = await get(`${PHOTO}?w=1280&f=webp`);
    expect(first.status).toBe(200);
    expect(existsSync(file)).toBe(true);
    // Replaced on disk: what comes back now can only have been read from the file, not made again.
    await writeFile(file, 'kept bytes');
    expect(await (await get(`${PHOTO}?w=1280&f=webp`)).text()).toBe('kept bytes');
  });
});

describe('what is not a variant', () => {
  it('the path alone answers the stored file, byte for byte', async () => {
    const response = await get(PHOTO);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo);
  });

  it('an SVG is served as it is, whatever width or format is asked', async () => {
    const response = await get(`${ICON}?w=320&f=avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it.each([
    ['a width not offered', `?w=641`, `Ask for one of these widths: ${MEDIA_WIDTHS.join(', ')}.`],
    ['a width that is no number', `?w=big`, `Ask for one of these widths: ${MEDIA_WIDTHS.join(', ')}.`],
    [
      'a format not offered',
      `?w=320&f=gif`,
      'Ask for one of these formats: avif, webp; or for none, to keep the picture’s own.',
    ],
  ])('%s is refused with 400 and the choices', async (_, query, message) => {
    const response = await get(`${PHOTO}${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('a width not offered is refused in Arabic to an Arabic caller', async () => {
    const response = await get(`${PHOTO}?w=641`, { 'Accept-Language': 'ar' });
    expect(await response.json()).toEqual({ message: `اطلب أحد هذه العروض: ${MEDIA_WIDTHS.join(', ')}.` });
  });

  it('a variant of a removed file is a 404, though it is still on disk', async () => {
    const path = '/media/tests/variants/removed.jpg';
    await server.deps.db
      .insert(media)
      .values({ path, contentType: 'image/jpeg', data: await picture(200, 100, 'jpeg') });
    expect((await get(`${path}?w=160`)).status).toBe(200);
    await server.deps.db.delete(media).where(eq(media.path, path));
    expect((await get(`${path}?w=160`)).status).toBe(404);
  });

  it('a variant of a file that does not exist is a 404', async () => {
    expect((await get('/media/tests/variants/nothing.jpg?w=320')).status).toBe(404);
  });
});

describe('the variant store', () => {
  it('makes a variant once when it is asked for twice at the same time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storefront-variants-'));
    try {
      const store = new VariantStore(dir);
      const variant = { source: createHash('sha256').update(photo).digest('hex'), width: 96, format: 'webp' as const };
      let reads = 0;
      const readSource = async () => {
        reads += 1;
        return photo;
      };
      const [first, second] = await Promise.all([store.get(variant, readSource), store.get(variant, readSource)]);
      expect(reads).toBe(1);
      expect(second).toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the image work queue', () => {
  it('runs no more tasks at once than its limit, and all of them in the end', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;
    const task = async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => queue.run(() => task(n))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
