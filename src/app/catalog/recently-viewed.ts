import { useMemo, useSyncExternalStore } from 'react';
import type { Schema } from '../../api/types';

type ProductCard = Schema<'ProductCard'>;

/** The browser's list of the products last opened, newest first (kept by this browser, for visitors and customers). */
const KEY = 'recentlyViewed';
const KEPT = 12;
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
function readCards(): ProductCard[] {
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

/** Puts a product first in the list (once), keeping the last twelve; a browser that keeps nothing loses nothing. */
export function rememberViewed(card: ProductCard): void {
  const cards = [{ ...card, is_favorite: false }, ...readCards().filter((kept) => kept.id !== card.id)].slice(0, KEPT);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(cards));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab of the shop opened a product.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The products this browser opened last, newest first, without `exceptId` (the page's own). */
export function useRecentlyViewed(exceptId: number | null = null, count = 5): ProductCard[] {
  const cards = useSyncExternalStore(subscribe, readCards, () => [] as ProductCard[]);
  return useMemo(() => cards.filter((card) => card.id !== exceptId).slice(0, count), [cards, exceptId, count]);
}
