import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Schema } from '../../src/api/types';
import { accessTokens } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { AppEnv, UserRow } from '../http/env';
import { presentUser } from './present-user';
import { hashSecret, newToken } from './secrets';

type Db = ServerDeps['db'];
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new bearer token for the account and the answer login, registration and social login share. */
export async function signIn(deps: ServerDeps, user: UserRow): Promise<Schema<'AuthSession'>> {
  const token = newToken();
  await deps.db.insert(accessTokens).values({ userId: user.id, tokenHash: hashSecret(token), createdAt: deps.now() });
  return { access: { token, token_type: 'Bearer' }, user: presentUser(user) };
}

/** The hash of the bearer token the request carries (the request already passed the token check). */
export function requestTokenHash(c: Context<AppEnv>): string {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  return hashSecret(token);
}

/** Revokes the account's live tokens, except the one with `keepHash` (the session changing its password). */
export async function revokeTokens(db: Executor, at: Date, userId: number, keepHash?: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepHash ? ne(accessTokens.tokenHash, keepHash) : undefined,
      ),
    );
}
