/**
 * The price filter's bounds travel in the default currency (the contract's and the URL's), while the
 * shopper reads and types them in the currency they chose. These convert between the two.
 */

/** Amount in the shown currency for 1 of the default currency; anything unusable counts as 1. */
function usableRate(rate: number | undefined): number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** A bound as the shopper reads it in the shown currency, without a symbol: `20`, `18.4`. */
export function boundToShown(amountInDefault: number | null, rate?: number): string {
  if (amountInDefault === null) return '';
  const cents = Math.round(amountInDefault * usableRate(rate) * 100);
  return String(cents / 100);
}

/** Digits with at most two decimals; a comma is read as the decimal point, as many shoppers type it. */
const PRICE_TEXT = /^\d{1,9}([.,]\d{0,2})?$/;

export type ParsedBound = { ok: true; value: number | null } | { ok: false };

/**
 * What the shopper typed, in the default currency: null for an empty box. The lowest bound rounds down and
 * the highest up, so a product priced exactly at a typed bound stays in the range after conversion.
 */
export function shownToBound(text: string, end: 'min' | 'max', rate?: number): ParsedBound {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!PRICE_TEXT.test(trimmed)) return { ok: false };
  const inDefault = Number(trimmed.replace(',', '.')) / usableRate(rate);
  // toPrecision drops binary noise (0.1 * 3) before the cents are rounded one way or the other.
  const cents = Number((inDefault * 100).toPrecision(12));
  const rounded = end === 'min' ? Math.floor(cents) : Math.ceil(cents);
  return { ok: true, value: rounded / 100 };
}
