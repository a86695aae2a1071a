import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import type { AppEnv } from '../http/env';
import { readVariantRequest } from '../media/variant-request';
import { CONTENT_TYPES, type Variant, VariantStore, variantOf } from '../media/variant-store';

/** A drawn or uploaded SVG is a document that could carry script: it may only style itself. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * A week, then a revalidation by ETag. Not `immutable`: a path is not named by its content, and a new seed may put
 * other bytes under a seeded path (docs/decisions/image-variants.md).
 */
const CACHE_CONTROL = 'public, max-age=604800';

async function storedBytes(db: Db, path: string): Promise<Uint8Array | null> {
  const [file] = await db.select({ data: media.data }).from(media).where(eq(media.path, path)).limit(1);
  return file?.data ?? null;
}

/** Names the bytes answered: the source's content, and for a variant its size and format. */
function entityTag(source: string, variant: Variant | null): string {
  const content = source.slice(0, 32);
  return variant ? `"${content}-${variant.width}.${variant.format}"` : `"${content}"`;
}

/** Whether the client's copy is this one; a proxy may have weakened the tag (`W/`). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Files under /media: the seed's images and customers' uploads, from the `media` table. `?w=` (one of
 * MEDIA_WIDTHS) and `?f=avif|webp` ask for a JPEG or PNG made smaller or in another format, made once and kept
 * under the data directory (media/variant-store.ts).
 */
export function mediaRoutes(app: Hono<AppEnv>, config: Config): void {
  const variants = new VariantStore(config.mediaCacheDir);

  app.get('/media/*', async (c) => {
    const request = readVariantRequest(c.req.query('w'), c.req.query('f'));
    if (request && 'error' in request) return c.json({ message: request.error }, 400);
    const { db } = c.get('deps');
    const path = c.req.path;
    // The content's hash is worked out by the database: a revalidation or a kept variant needs no bytes sent.
    const [file] = await db
      .select({ contentType: media.contentType, source: sql<string>`encode(sha256(${media.data}), 'hex')` })
      .from(media)
      .where(eq(media.path, path))
      .limit(1);
    if (!file) return c.notFound();
    const variant = request && variantOf(file.contentType, file.source, request);
    const etag = entityTag(file.source, variant);
    const headers: Record<string, string> = {
      'Content-Type': variant ? CONTENT_TYPES[variant.format] : file.contentType,
      'Cache-Control': CACHE_CONTROL,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.contentType.startsWith('image/svg+xml')) headers['Content-Security-Policy'] = SVG_POLICY;
    if (isFresh(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    const bytes = variant ? await variants.get(variant, () => storedBytes(db, path)) : await storedBytes(db, path);
    if (!bytes) return c.notFound();
    // The bytes come from the database driver or a file, never from shared memory.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
