import type { Context } from 'hono';
import type { ServerDeps } from '../deps';
import type { AppEnv, UserRow } from '../http/env';
import { HttpError } from '../http/http-error';
import { say } from '../i18n/say';
import { findAccount, readTarget } from './identity';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { clientAddress, count, enforce, limitKey, RULES, rateLimiter } from './rate-limit';

/**
 * The account behind an e-mail or phone and password. An unknown account and a wrong password get the same 422,
 * after the same scrypt work (against a decoy hash), so neither the answer nor its time tells them apart.
 * Failures are counted per account and client address (every form of an account's identifier is one account) and
 * per client address; past the limits every try is a 429 until the window moves.
 */
export async function checkCredentials(
  deps: ServerDeps,
  c: Context<AppEnv>,
  typed: string,
  password: string,
): Promise<UserRow> {
  const target = readTarget(typed);
  const user = target ? await findAccount(deps, target) : undefined;
  const client = clientAddress(c);
  const checks: Parameters<typeof enforce>[1] = [
    [RULES.failedLoginPerAccountAndClient, `${limitKey(user, target, typed)}|${client}`],
    [RULES.failedLoginPerClient, client],
  ];
  const limiter = rateLimiter(deps);
  await enforce(limiter, checks);

  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (user && matches) return user;

  await count(limiter, checks);
  const message = say('auth.wrongCredentials');
  throw new HttpError(422, message, { phone: [message] });
}
