import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { hashSecret } from '../auth/secrets';
import { accessTokens, users } from '../db/schema';
import type { AppEnv, UserRow } from './env';

const TOKEN_TOUCH_INTERVAL_MS = 5 * 60_000;

/** The customer behind `Authorization: Bearer <token>`, or null when there is none or it is not valid. */
export async function customerFromToken(c: Context<AppEnv>): Promise<{ sent: boolean; user: UserRow | null }> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { sent: false, user: null };
  const { db, now } = c.get('deps');
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashSecret(match[1])), isNull(accessTokens.revokedAt)))
    .limit(1);
  if (!row) return { sent: true, user: null };
  // A write on every call would be most of a call's cost; a few minutes' precision is all `last_used_at` needs.
  const current = now();
  if (!row.lastUsedAt || current.getTime() - row.lastUsedAt.getTime() > TOKEN_TOUCH_INTERVAL_MS) {
    await db.update(accessTokens).set({ lastUsedAt: current }).where(eq(accessTokens.id, row.tokenId));
  }
  return { sent: true, user: row.user };
}
