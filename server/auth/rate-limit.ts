import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/http-error';

/** At most `limit` events per `windowMs` for one key (an identifier or a client address). */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MAX_KEYS = 10_000;

export const RULES = {
  failedLoginPerIdentifier: { name: 'login-identifier', limit: 10, windowMs: MINUTE },
  failedLoginPerClient: { name: 'login-client', limit: 20, windowMs: MINUTE },
  registrationPerClient: { name: 'registration-client', limit: 50, windowMs: HOUR },
  /** The storefront's resend countdown: one code per target a minute. */
  codeResend: { name: 'code-resend', limit: 1, windowMs: MINUTE },
  codesPerIdentifier: { name: 'codes-identifier', limit: 10, windowMs: HOUR },
  codesPerClient: { name: 'codes-client', limit: 30, windowMs: HOUR },
  /** Wrong codes over every code sent to one target: two codes' worth of tries (5 each) per 10 minutes. */
  failedCodesPerIdentifier: { name: 'codes-failed', limit: 10, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * Sliding-window counters in memory, read through the server's clock so tests can move time. Kept per server
 * (not per process) so two apps in one process never share counts.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { windowMs: number; times: number[] }>();

  constructor(private readonly now: () => Date) {}

  /** Seconds until `key` may act again under `rule`; 0 when it may act now. */
  retryAfter(rule: RateRule, key: string): number {
    const times = this.recent(rule, key);
    if (times.length < rule.limit) return 0;
    const freeAt = (times[times.length - rule.limit] as number) + rule.windowMs;
    return Math.max(1, Math.ceil((freeAt - this.now().getTime()) / 1000));
  }

  hit(rule: RateRule, key: string): void {
    const times = this.recent(rule, key);
    times.push(this.now().getTime());
    this.hits.set(`${rule.name}:${key}`, { windowMs: rule.windowMs, times });
    if (this.hits.size > MAX_KEYS) this.sweep();
  }

  private recent(rule: RateRule, key: string): number[] {
    const since = this.now().getTime() - rule.windowMs;
    return (this.hits.get(`${rule.name}:${key}`)?.times ?? []).filter((time) => time > since);
  }

  /** Forgets keys whose events have all left their window, so a flood of one-off identifiers cannot grow memory. */
  private sweep(): void {
    const now = this.now().getTime();
    for (const [id, entry] of this.hits) {
      if (entry.times.every((time) => time <= now - entry.windowMs)) this.hits.delete(id);
    }
  }
}

const limiters = new WeakMap<ServerDeps, RateLimiter>();

export function rateLimiter(deps: ServerDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiter(deps.now);
    limiters.set(deps, limiter);
  }
  return limiter;
}

export function tooManyAttempts(seconds: number): HttpError {
  return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, undefined, {
    'Retry-After': String(seconds),
  });
}

/** Throws 429 when any of the (rule, key) pairs is used up, with the longest wait. */
export function enforce(limiter: RateLimiter, checks: [RateRule, string][]): void {
  const wait = Math.max(0, ...checks.map(([rule, key]) => limiter.retryAfter(rule, key)));
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * The peer address of the connection. Forwarded headers are not trusted: anyone can send them, and the server
 * is not deployed behind a known proxy.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
