import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { hashSecret } from '../auth/secrets';
import { accessTokens, users } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { AppEnv, UserRow } from './env';
import type { TokenHolder } from './token-cache';

const TOKEN_TOUCH_INTERVAL_MS = 5 * 60_000;

/** The customer behind `Authorization: Bearer <token>`, or null when there is none or it is not valid. */
export async function customerFromToken(c: Context<AppEnv>): Promise<{ sent: boolean; user: UserRow | null }> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { sent: false, user: null };
  const deps = c.get('deps');
  const tokenHash = hashSecret(match[1]);
  const holder = await deps.tokens.lookup(tokenHash, deps.now(), () => findToken(deps, tokenHash));
  return { sent: true, user: holder?.user ?? null };
}

/** The live token with this hash and its customer; marks the token used. */
async function findToken({ db, now }: ServerDeps, tokenHash: string): Promise<TokenHolder | null> {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  // A write on every call would be most of a call's cost; a few minutes' precision is all `last_used_at` needs.
  const current = now();
  if (!row.lastUsedAt || current.getTime() - row.lastUsedAt.getTime() > TOKEN_TOUCH_INTERVAL_MS) {
    await db.update(accessTokens).set({ lastUsedAt: current }).where(eq(accessTokens.id, row.tokenId));
  }
  return { user: row.user };
}
