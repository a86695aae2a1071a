import { desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { devOutbox } from '../db/schema';
import type { AppEnv } from '../http/env';

/** Enough for any flow a person or a test follows; older entries are not shown. */
const OUTBOX_SIZE = 200;

/** Mounted with APP_ENV=local only (root-routes.ts): GET /dev/outbox, the codes and mails that would have been sent, newest first. */
export function devOutboxRoutes(app: Hono<AppEnv>): void {
  app.get('/dev/outbox', async (c) => {
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(devOutbox)
      .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
      .limit(OUTBOX_SIZE);
    return c.json(
      rows.map((row) => ({
        to: row.to,
        kind: row.kind,
        code: row.code,
        text: row.text,
        time: row.createdAt.toISOString(),
      })),
    );
  });
}
