/**
 * At most `limit` events per key in any `windowMs`, counted in memory (one server process). Each app gets its own
 * limiter, so test servers never share counts.
 */
export class SlidingWindowLimit {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may act again, or 0 when it may act now. */
  retryAfterSeconds(key: string, now: Date): number {
    const recent = this.recent(key, now.getTime());
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] as number;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now.getTime()) / 1000));
  }

  record(key: string, now: Date): void {
    this.events.set(key, [...this.recent(key, now.getTime()), now.getTime()]);
  }

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((at) => at > nowMs - this.windowMs);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }
}
