import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { otpCodes, users } from '../db/schema';
import type { ServerDeps } from '../deps';
import { HttpError } from '../http/http-error';
import { matchesTarget, type Target, targetAddress, targetKey } from './identity';
import { deliver } from './outbox';
import { enforce, RULES, rateLimiter } from './rate-limit';
import { hashSecret, newOtpCode } from './secrets';

export type CodePurpose = 'verify' | 'reset';

const CODE_LIFE_MS = 10 * 60_000;
/** The wrong try that voids a code. */
const MAX_ATTEMPTS = 5;
export const INVALID_CODE = 'The code is invalid or has expired.';

const invalidCode = () => new HttpError(422, INVALID_CODE, { otp: [INVALID_CODE] });

/**
 * A new code for the account, sent to the target; it voids the account's earlier codes, so only the latest works.
 * Rate limits are the caller's: they must apply whether or not an account matched.
 */
export async function sendCode(
  deps: ServerDeps,
  options: { userId: number; target: Target; purpose: CodePurpose; appName: string },
): Promise<void> {
  const { userId, target, purpose, appName } = options;
  const code = newOtpCode();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ voidedAt: now })
      .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)));
    await tx.insert(otpCodes).values({
      identifier: targetKey(target),
      userId,
      purpose,
      codeHash: hashSecret(code),
      expiresAt: new Date(now.getTime() + CODE_LIFE_MS),
      createdAt: now,
    });
  });
  const what = purpose === 'reset' ? 'password reset code' : 'verification code';
  await deliver(deps, {
    to: targetAddress(target),
    kind: `${purpose}-code`,
    code,
    text: `Your ${appName} ${what} is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  });
}

/** The limits on sending, counted for every request (known account or not) so they reveal nothing. */
export function limitSending(deps: ServerDeps, target: Target, client: string): void {
  const limiter = rateLimiter(deps);
  const key = targetKey(target);
  const checks: Parameters<typeof enforce>[1] = [
    [RULES.codeResend, key],
    [RULES.codesPerIdentifier, key],
    [RULES.codesPerClient, client],
  ];
  enforce(limiter, checks);
  for (const [rule, id] of checks) limiter.hit(rule, id);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Uses up the latest live code sent to the target's account. A wrong code counts a try and the fifth wrong try
 * voids it; expired, used and voided codes all fail alike. Wrong tries over all codes of a target are capped (429).
 */
export async function redeemCode(
  deps: ServerDeps,
  target: Target,
  otp: string,
): Promise<{ userId: number; purpose: CodePurpose }> {
  const limiter = rateLimiter(deps);
  const key = targetKey(target);
  enforce(limiter, [[RULES.failedCodesPerIdentifier, key]]);
  try {
    return await redeem(deps, target, otp);
  } catch (error) {
    if (error instanceof HttpError) limiter.hit(RULES.failedCodesPerIdentifier, key);
    throw error;
  }
}

async function redeem(deps: ServerDeps, target: Target, otp: string) {
  const now = deps.now();
  const [code] = await deps.db
    .select({
      id: otpCodes.id,
      userId: otpCodes.userId,
      purpose: otpCodes.purpose,
      codeHash: otpCodes.codeHash,
      expiresAt: otpCodes.expiresAt,
    })
    .from(otpCodes)
    .innerJoin(users, eq(users.id, otpCodes.userId))
    .where(and(matchesTarget(target), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!code?.userId || code.expiresAt <= now) throw invalidCode();

  if (!sameHash(hashSecret(otp), code.codeHash)) {
    await deps.db
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} + 1`,
        voidedAt: sql`case when ${otpCodes.attempts} + 1 >= ${MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz end`,
      })
      .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.voidedAt)));
    throw invalidCode();
  }
  // Conditional, so two requests with the right code cannot both use it.
  const [used] = await deps.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw invalidCode();
  return { userId: code.userId, purpose: code.purpose };
}
