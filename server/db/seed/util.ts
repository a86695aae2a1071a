/** Small deterministic helpers the seed files share: a seeded PRNG, slugs, money rounding and relative times. */

/** A seeded PRNG (mulberry32) whose stream is fixed by a name, so each domain keeps its own sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in a deterministic order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function seededRandom(name: string): Random {
  let state = hashString(name);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
    return out;
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/** Rounds an amount to cents (half away from zero), avoiding binary noise such as 0.1 + 0.2. */
export function round2(amount: number): number {
  return Math.round((amount + Number.EPSILON * Math.sign(amount)) * 100) / 100;
}

/** The price a line is charged at: discount_price when above 0, otherwise price. */
export function priceUsed(item: { price: number; discountPrice?: number | null }): number {
  return item.discountPrice && item.discountPrice > 0 ? item.discountPrice : item.price;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Offset {
  days?: number;
  hours?: number;
  minutes?: number;
}

function offsetMs({ days = 0, hours = 0, minutes = 0 }: Offset): number {
  return days * DAY + hours * HOUR + minutes * MINUTE;
}

/** A moment before `now`. */
export function ago(now: Date, offset: Offset): Date {
  return new Date(now.getTime() - offsetMs(offset));
}

/** A moment after `now`. */
export function later(now: Date, offset: Offset): Date {
  return new Date(now.getTime() + offsetMs(offset));
}

/** The UTC calendar day of a moment, as `YYYY-MM-DD`. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Escapes text for HTML and SVG (element content and attribute values). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
