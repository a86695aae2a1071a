/**
 * Rasterises the seed's photo drawings (photo-scene.ts) with sharp: the drawing at the size asked, fine grain
 * over it so it reads as a photo, encoded as JPEG (or PNG). Full-size renders are slow, so each result is kept
 * on disk, named by a hash of the drawing and everything that shapes the bytes, in a directory
 * outside the database's (see docs/decisions/seed-photos.md); and at most two run at a time.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

export interface RenderRequest {
  svg: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}

/** Bumped when the pipeline below changes what it makes from the same drawing. */
const PIPELINE = 'grain-v2';
const CONCURRENCY = 2;

/** SEED_PHOTO_CACHE_DIR, else node_modules/.cache/storefront-seed-photos under the working directory. */
export function photoCacheDir(): string {
  const own = process.env.SEED_PHOTO_CACHE_DIR;
  return resolve(own || join(process.cwd(), 'node_modules', '.cache', 'storefront-seed-photos'));
}

/** Grey grain around 128 from a fixed PRNG, so the same drawing always makes the same bytes. */
const grains = new Map<string, Buffer>();
function grain(width: number, height: number, amount: number): Buffer {
  const key = `${width}x${height}x${amount}`;
  let buffer = grains.get(key);
  if (!buffer) {
    buffer = Buffer.alloc(width * height);
    let state = 0x9e3779b9;
    for (let i = 0; i < buffer.length; i++) {
      // xorshift32; the sum of two draws leans the grain towards the middle, as film grain does.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const a = state & 255;
      const b = (state >>> 8) & 255;
      buffer[i] = 128 + Math.round((a + b - 255) * amount);
    }
    grains.set(key, buffer);
  }
  return buffer;
}

/**
 * Grain and JPEG quality by size: a photo under 4 megapixels gets a little more of both, so every original
 * keeps the weight of a camera's (over 300 KB) without the squares growing past a megabyte.
 */
function settings(request: RenderRequest): { grain: number; quality: number } {
  return request.width * request.height >= 3_500_000 ? { grain: 0.1, quality: 86 } : { grain: 0.13, quality: 92 };
}

async function draw(request: RenderRequest): Promise<Buffer> {
  const { width, height } = request;
  const { grain: amount, quality } = settings(request);
  const grey = await sharp(grain(width, height, amount), { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
  const image = sharp(Buffer.from(request.svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: grey, blend: 'overlay' }])
    .flatten({ background: '#ffffff' });
  return request.format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality }).toBuffer();
}

function keyOf(request: RenderRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([PIPELINE, sharp.versions.vips, request.width, request.height, request.format, settings(request)]),
    )
    .update(request.svg)
    .digest('hex');
}

async function cached(request: RenderRequest, dir: string): Promise<Buffer> {
  const file = join(dir, `${keyOf(request)}.${request.format === 'png' ? 'png' : 'jpg'}`);
  try {
    return await readFile(file);
  } catch {
    const bytes = await draw(request);
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a seed running at the same time never reads half a file.
    const aside = `${file}.${randomUUID()}`;
    await writeFile(aside, bytes);
    await rename(aside, file);
    return bytes;
  }
}

/** Renders every request, two at a time, in order; the results in the requests' order. */
export async function renderAll(requests: RenderRequest[], dir = photoCacheDir()): Promise<Buffer[]> {
  const results: Buffer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      results[index] = await cached(requests[index] as RenderRequest, dir);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, requests.length) }, worker));
  return results;
}
