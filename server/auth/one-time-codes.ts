import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, notLike, type SQL, sql } from 'drizzle-orm';
import { otpCodes } from '../db/schema';
import type { ServerDeps } from '../deps';
import { HttpError } from '../http/http-error';
import { say } from '../i18n/say';
import { findAccount, type Target, targetAddress, targetKey } from './identity';
import { deliver } from './outbox';
import { count, enforce, limitKey, RULES, rateLimiter } from './rate-limit';
import { hashSecret, newOtpCode } from './secrets';

export type CodePurpose = 'verify' | 'reset';

const CODE_LIFE_MS = 10 * 60_000;
/** The wrong try that voids a code. */
const MAX_ATTEMPTS = 5;

/** Compared against when no code was found, so a miss does the same hashing work as a wrong code. */
const NO_CODE_HASH = hashSecret('no code');

const invalidCode = () => {
  const message = say('auth.codeInvalid');
  return new HttpError(422, message, { otp: [message] });
};

/**
 * A new code for the account, sent to the target; it voids the account's earlier codes, so only the latest works.
 * Without an account (`userId` null) the same work is done on a code that is born void, and the message says that
 * nothing was sent, so the answer's time does not tell whether an account matched. Rate limits are the caller's.
 */
export async function sendCode(
  deps: ServerDeps,
  options: { userId: number | null; target: Target; purpose: CodePurpose; appName: string },
): Promise<void> {
  const { userId, target, purpose, appName } = options;
  const code = newOtpCode();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ voidedAt: now })
      .where(and(eq(otpCodes.userId, userId ?? 0), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)));
    await tx.insert(otpCodes).values({
      identifier: targetKey(target),
      userId,
      purpose,
      codeHash: hashSecret(code),
      expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
      voidedAt: userId === null ? now : null,
      createdAt: now,
    });
  });
  await deliver(
    deps,
    userId === null
      ? { to: targetAddress(target), kind: 'no-account', code: null, text: say('auth.noAccountText') }
      : {
          to: targetAddress(target),
          kind: `${purpose}-code`,
          code,
          text: say(purpose === 'reset' ? 'auth.resetCodeText' : 'auth.verifyCodeText', { app: appName, code }),
        },
  );
}

/** The limits on sending, counted for every request (known account or not) so they reveal nothing. */
export async function limitSending(deps: ServerDeps, key: string, client: string): Promise<void> {
  const limiter = rateLimiter(deps);
  const checks: Parameters<typeof enforce>[1] = [
    [RULES.codeResend, key],
    [RULES.codesPerAccount, key],
    [RULES.codesPerClient, client],
  ];
  await enforce(limiter, checks);
  await count(limiter, checks);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Uses up the latest live code sent to the account through the channel of the target (a code e-mailed is
 * redeemed with the e-mail, one sent by SMS with the phone). A wrong code counts a try and the fifth wrong try
 * voids it; unknown accounts, expired, used and voided codes all fail alike, after the same work. Wrong tries
 * over all codes of an account are capped (429).
 */
export async function redeemCode(
  deps: ServerDeps,
  target: Target,
  otp: string,
): Promise<{ userId: number; purpose: CodePurpose }> {
  const account = await findAccount(deps, target);
  const limiter = rateLimiter(deps);
  const key = limitKey(account, target);
  await enforce(limiter, [[RULES.failedCodesPerAccount, key]]);
  try {
    return await redeem(deps, account?.id ?? 0, target, otp);
  } catch (error) {
    if (error instanceof HttpError) await limiter.hit(RULES.failedCodesPerAccount, key);
    throw error;
  }
}

/** The channel a code went out on: its identifier is the e-mail address, or a phone number (no `@`). */
function sentThrough(target: Target): SQL {
  return target.kind === 'email' ? eq(otpCodes.identifier, target.email) : notLike(otpCodes.identifier, '%@%');
}

async function redeem(deps: ServerDeps, userId: number, target: Target, otp: string) {
  const now = deps.now();
  const [code] = await deps.db
    .select({ id: otpCodes.id, purpose: otpCodes.purpose, codeHash: otpCodes.codeHash, expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), sentThrough(target), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  const right = sameHash(hashSecret(otp), code?.codeHash ?? NO_CODE_HASH);
  if (!code || code.expiresAt <= now || !right) {
    // The same statement whether or not a code was found.
    await deps.db
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} + 1`,
        voidedAt: sql`case when ${otpCodes.attempts} + 1 >= ${MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz end`,
      })
      .where(and(eq(otpCodes.id, code?.id ?? 0), isNull(otpCodes.voidedAt)));
    throw invalidCode();
  }
  // Conditional, so two requests with the right code cannot both use it.
  const [used] = await deps.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw invalidCode();
  return { userId, purpose: code.purpose };
}
