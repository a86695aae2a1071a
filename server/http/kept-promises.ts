interface Kept<T> {
  promise: Promise<T>;
  keptAt: number;
  /** Known once the promise has settled with a value that is kept. */
  value?: T;
}

/**
 * Promises of answers kept in memory for a while, by key: whoever asks while one is fresh shares it, even before
 * it settles, so an answer asked for by many at once is worked out once. A failure is never kept, nor a value
 * `keep` refuses; the oldest entry goes first when `most` are kept.
 */
export class KeptPromises<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly most: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  /** The kept promise for `key` while it is fresh at `now`, or the one `work` gives. */
  get(key: string, now: Date, work: () => Promise<T>): Promise<T> {
    const at = now.getTime();
    const found = this.kept.get(key);
    // A clock set back does not make an old promise look new.
    if (found && at >= found.keptAt && at - found.keptAt < this.ttlMs) return found.promise;
    this.kept.delete(key);
    if (this.kept.size >= this.most) this.kept.delete(this.kept.keys().next().value as string);
    const entry: Kept<T> = { promise: work(), keptAt: at };
    this.kept.set(key, entry);
    const forget = () => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    };
    entry.promise.then((value) => {
      if (this.keep(value)) entry.value = value;
      else forget();
    }, forget);
    return entry.promise;
  }

  /** Forgets every entry (those still under way too: they go to their own callers only). */
  clear(): void {
    this.kept.clear();
  }

  /** Forgets the entries whose value `matches`, and those not settled yet, whose value cannot be known. */
  forgetWhere(matches: (value: T) => boolean): void {
    for (const [key, entry] of this.kept) {
      if (entry.value === undefined || matches(entry.value)) this.kept.delete(key);
    }
  }
}
