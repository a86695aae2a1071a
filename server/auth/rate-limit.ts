import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { AppEnv, UserRow } from '../http/env';
import { HttpError } from '../http/http-error';
import { say } from '../i18n/say';
import { type Target, targetKey } from './identity';

/** At most `limit` events per `windowMs` for one key (an account, a client address, or both). */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The longest window of any rule: older events count for nothing and are deleted. */
const LONGEST_WINDOW_MS = HOUR;
/** How often one server deletes what has left every window. */
const SWEEP_EVERY_MS = MINUTE;

export const RULES = {
  /**
   * Wrong passwords for one account from one client address: a stranger elsewhere cannot lock its owner out,
   * and a guesser is slowed per address as well (failedLoginPerClient).
   */
  failedLoginPerAccountAndClient: { name: 'login-account-client', limit: 10, windowMs: MINUTE },
  failedLoginPerClient: { name: 'login-client', limit: 20, windowMs: MINUTE },
  /** Wrong current passwords on the change-password form, which only the holder of a session can send. */
  failedPasswordPerAccount: { name: 'password-account', limit: 10, windowMs: MINUTE },
  registrationPerClient: { name: 'registration-client', limit: 50, windowMs: HOUR },
  /** The storefront's resend countdown: one code per account a minute, whichever of its addresses it goes to. */
  codeResend: { name: 'code-resend', limit: 1, windowMs: MINUTE },
  codesPerAccount: { name: 'codes-account', limit: 10, windowMs: HOUR },
  codesPerClient: { name: 'codes-client', limit: 30, windowMs: HOUR },
  /** Wrong codes over every code sent to one account: two codes' worth of tries (5 each) per 10 minutes. */
  failedCodesPerAccount: { name: 'codes-failed', limit: 10, windowMs: 10 * MINUTE },
  /** Seller applications (sellers/applications.ts): every try from one client address, each a password to hash. */
  sellerApplicationsPerClient: { name: 'seller-client', limit: 20, windowMs: HOUR },
  /** Confirmation mails to one address: a stranger cannot fill someone's mailbox with them. */
  sellerApplicationsPerEmail: { name: 'seller-email', limit: 5, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

/**
 * Who a limit counts: the account a target names, so its e-mail and every form of its phone share one count;
 * for a target that names no account, the target itself. Anything else typed counts as itself.
 */
export function limitKey(account: Pick<UserRow, 'id'> | undefined, target: Target | null, typed = ''): string {
  if (account) return `account:${account.id}`;
  return target ? `target:${targetKey(target)}` : `typed:${typed.trim().toLowerCase()}`;
}

/** A fixed-size stand-in for a key: what is stored never grows with what a client typed. */
function keyHash(rule: RateRule, key: string): string {
  return createHash('sha256').update(`${rule.name}\u0000${key}`).digest('base64url');
}

/**
 * Sliding-window counters in the database (tables/limits.ts), read through the server's clock so tests can move
 * time: every instance on one database counts together, and a process keeps nothing per key.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Seconds until `key` may act again under `rule`; 0 when it may act now. */
  async retryAfter(rule: RateRule, key: string): Promise<number> {
    const now = this.now().getTime();
    const recent = await this.db
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.rule, rule.name),
          eq(rateLimitHits.keyHash, keyHash(rule, key)),
          gt(rateLimitHits.at, new Date(now - rule.windowMs)),
        ),
      )
      .orderBy(desc(rateLimitHits.at))
      .limit(rule.limit);
    const oldest = recent[rule.limit - 1];
    if (!oldest) return 0;
    return Math.max(1, Math.ceil((oldest.at.getTime() + rule.windowMs - now) / 1000));
  }

  async hit(rule: RateRule, key: string): Promise<void> {
    const at = this.now();
    await this.db.insert(rateLimitHits).values({ rule: rule.name, keyHash: keyHash(rule, key), at });
    if (at.getTime() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = at.getTime();
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(at.getTime() - LONGEST_WINDOW_MS)));
    }
  }
}

const limiters = new WeakMap<ServerDeps, RateLimiter>();

export function rateLimiter(deps: ServerDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiter(deps.db, deps.now);
    limiters.set(deps, limiter);
  }
  return limiter;
}

export function tooManyAttempts(seconds: number): HttpError {
  return new HttpError(429, say('request.tooManyAttempts', { seconds }), undefined, {
    'Retry-After': String(seconds),
  });
}

type Check = [RateRule, string];

/** Throws 429 when any of the (rule, key) pairs is used up, with the longest wait. */
export async function enforce(limiter: RateLimiter, checks: Check[]): Promise<void> {
  const waits = await Promise.all(checks.map(([rule, key]) => limiter.retryAfter(rule, key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts one event under each (rule, key) pair. */
export async function count(limiter: RateLimiter, checks: Check[]): Promise<void> {
  for (const [rule, key] of checks) await limiter.hit(rule, key);
}

/**
 * The client's address: the connection's peer, or with TRUST_PROXY_HOPS (server/config.ts) the address that
 * many proxies back in X-Forwarded-For, which each trusted proxy appends to. Entries further left were written by
 * the client itself, so they are never read.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const hops = c.get('deps').config.trustProxyHops;
  if (hops === 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...chain, peer].at(-1 - hops) ?? chain[0] ?? peer;
}
