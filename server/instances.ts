import type { Db } from './db/client';
import { type Notifications, openNotifications } from './db/notifications';
import type { TokenCache } from './http/token-cache';
import { shareTokenForgets } from './http/token-cache-fanout';
import type { Realtime } from './realtime';

/**
 * Makes this instance one of several on the PostgreSQL at `url` (PGlite is one process and needs none of it): its
 * token forgets and its realtime events reach the others. Close what it answers when the server stops.
 */
export async function joinInstances(
  url: string,
  db: Db,
  tokens: TokenCache,
  realtime: Realtime,
): Promise<Notifications> {
  const notifications = await openNotifications(url, db);
  await shareTokenForgets(tokens, notifications);
  await realtime.shareThrough(notifications);
  return notifications;
}
