import { eq } from 'drizzle-orm';
import type { JsonBody } from '../../src/api/types';
import { users } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { UserRow } from '../http/env';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';
import { revokeTokens } from './access-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { enforce, RULES, rateLimiter } from './rate-limit';

/** The confirmation rule `/reset-password` and `/change-password` share. */
export function checkConfirmation(password: string, confirmation: string): void {
  if (password !== confirmation) throw fieldError('password_confirmation', say('auth.passwordMismatch'));
}

/**
 * A new password for a signed-in customer who knows the current one. Wrong guesses count like failed logins
 * (a stolen token must not become a way to find the password). Every other session of the account ends.
 */
export async function changePassword(
  deps: ServerDeps,
  customer: UserRow,
  form: JsonBody<'changePassword'>,
  keepTokenHash: string,
): Promise<void> {
  const limiter = rateLimiter(deps);
  const key = `account:${customer.id}`;
  await enforce(limiter, [[RULES.failedPasswordPerAccount, key]]);
  if (!(await verifyPassword(form.current_password, customer.passwordHash))) {
    await limiter.hit(RULES.failedPasswordPerAccount, key);
    throw fieldError('current_password', say('auth.passwordIncorrect'));
  }
  checkConfirmation(form.password, form.password_confirmation);
  if (form.password === form.current_password) {
    throw fieldError('password', say('auth.passwordUnchanged'));
  }
  const passwordHash = await hashPassword(form.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, customer.id));
    await revokeTokens(tx, deps.now(), customer.id, keepTokenHash);
  });
}
