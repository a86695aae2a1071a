import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { media } from '../db/schema';
import type { AppEnv } from '../http/env';

/** A drawn or uploaded SVG is a document that could carry script: it may only style itself. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Files under /media: the seed's images and customers' uploads, from the `media` table. */
export function mediaRoutes(app: Hono<AppEnv>): void {
  app.get('/media/*', async (c) => {
    const [file] = await c
      .get('deps')
      .db.select({ contentType: media.contentType, data: media.data })
      .from(media)
      .where(eq(media.path, c.req.path))
      .limit(1);
    if (!file) return c.notFound();
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.contentType.startsWith('image/svg+xml')) headers['Content-Security-Policy'] = SVG_POLICY;
    // The bytes come from the database driver, never from shared memory.
    return c.body(file.data as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
