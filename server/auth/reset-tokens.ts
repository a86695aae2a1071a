import { and, eq, gt, isNull } from 'drizzle-orm';
import { resetTokens, users } from '../db/schema';
import type { ServerDeps } from '../deps';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';
import { revokeTokens } from './access-tokens';
import { hashPassword } from './passwords';
import { hashSecret, newToken } from './secrets';

/** The contract's life for a reset token (`/verify-otp` and `/reset-password` both say 10 minutes). */
const RESET_TOKEN_LIFE_MS = 10 * 60_000;

export async function issueResetToken(deps: ServerDeps, userId: number): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.db.insert(resetTokens).values({
    userId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFE_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Sets the new password with a live reset token and uses the token up; every session of the account ends,
 * so whoever held the old password is signed out.
 */
export async function resetPassword(deps: ServerDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(resetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(resetTokens.tokenHash, hashSecret(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)),
      )
      .returning({ userId: resetTokens.userId });
    if (!used) throw fieldError('token', say('auth.resetTokenInvalid'));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await revokeTokens(tx, now, used.userId);
  });
}
