import type { Schema } from '../../api/types';

export type ProductCard = Schema<'ProductCard'>;

/** The browser's list of the products a visitor opened last, newest first (a customer's is on the account). */
const KEY = 'recentlyViewed';
/** How many a list keeps, in the browser as on the account (openapi.yaml, recordRecentlyViewed). */
export const KEPT = 12;
const CHANGED = 'storefront:recently-viewed';

let cached: { raw: string | null; cards: ProductCard[] } = { raw: null, cards: [] };

function isCard(value: unknown): value is ProductCard {
  const card = value as Partial<ProductCard> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    Number.isSafeInteger(card.id) &&
    typeof card.name === 'string' &&
    typeof card.thumbnail === 'string' &&
    typeof card.price === 'number' &&
    typeof card.shop === 'object' &&
    card.shop !== null
  );
}

function storedRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** What is kept, read once per change (the same array until it changes, as useSyncExternalStore needs). */
export function browserCards(): ProductCard[] {
  const raw = storedRaw();
  if (raw === cached.raw) return cached.cards;
  let cards: ProductCard[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cards = Array.isArray(parsed) ? parsed.filter(isCard).slice(0, KEPT) : [];
  } catch {
    cards = [];
  }
  cached = { raw, cards };
  return cards;
}

/** `card` first, then the others without it, the last twelve. */
export function putFirst(cards: ProductCard[], card: ProductCard): ProductCard[] {
  return [card, ...cards.filter((kept) => kept.id !== card.id)].slice(0, KEPT);
}

function storeCards(cards: ProductCard[]): void {
  try {
    if (cards.length > 0) globalThis.localStorage?.setItem(KEY, JSON.stringify(cards));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Puts a product first in the browser's list; a browser that keeps nothing loses nothing. */
export function rememberInBrowser(card: ProductCard): void {
  // A wishlist heart is the shopper's when the list is shown, not when the product was opened.
  storeCards(putFirst(browserCards(), { ...card, is_favorite: false }));
}

/** Drops products from the browser's list (those handed over to the account). */
export function forgetInBrowser(ids: readonly number[]): void {
  const cards = browserCards();
  const left = cards.filter((card) => !ids.includes(card.id));
  if (left.length !== cards.length) storeCards(left);
}

export function subscribeToBrowser(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab of the shop opened a product.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
