import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import { translatorFor } from '../content/localized-text';
import { contentTexts, namedInCurrentLanguage, textOf } from '../content/shop-content';
import type { Db } from '../db/client';
import { categories, products, shops, translations } from '../db/schema';
import type { ServerDeps } from '../deps';
import { answerKey } from './catalog-cache';
import { categoryOrder } from './categories';
import { listedAnd } from './product-cards';
import { matchSearch } from './product-search';
import { sortOrder } from './product-sorting';
import { containsPattern } from './search-pattern';
import { vendorModeCondition } from './shops';

export type SearchSuggestions = Answer<'getSearchSuggestions'>['data'];

/** How many of each the search box lists at most (openapi.yaml, /search-suggestions). */
const SUGGESTED = { products: 5, categories: 3, shops: 3 } as const;

/** A text shorter than this, once trimmed, suggests nothing: the contract's minLength, spaces aside. */
const SHORTEST_TEXT = 2;

const NOTHING: SearchSuggestions = { products: [], categories: [], shops: [] };

/**
 * The listed products the listing's search finds for `text` (product-search.ts: the names' words index, or the
 * names' trigrams), most sold first along the listing's own popularity index, so only the first few are read.
 */
async function suggestedProducts(db: Db, text: string): Promise<SearchSuggestions['products']> {
  const search = await matchSearch(db, text);
  return db
    .select({ id: products.id, name: products.name, thumbnail: products.thumbnail })
    .from(products)
    .where(listedAnd(search.condition))
    .orderBy(...sortOrder('most_popular'))
    .limit(SUGGESTED.products);
}

/**
 * Categories whose name holds the text, in English or in the caller's language (the operator's translations,
 * keyed by the English name): a shopper types in the language the shop is shown in. Both tables are a few rows.
 */
async function suggestedCategories(db: Db, pattern: string, locale: string) {
  const translatedMatches = db
    .select({ key: translations.key })
    .from(translations)
    .where(and(eq(translations.locale, locale), ilike(translations.value, pattern)));
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      or(ilike(categories.name, pattern), locale === 'en' ? undefined : inArray(categories.name, translatedMatches)),
    )
    .orderBy(...categoryOrder)
    .limit(SUGGESTED.categories);
}

/**
 * Shops whose name holds the text, in the shop's own language or in the caller's (server/content/shop-content.ts),
 * best rated first, as /shops lists them. Shops, and their names in a language, are a few rows.
 */
async function suggestedShops(db: Db, pattern: string): Promise<SearchSuggestions['shops']> {
  const byName = or(ilike(shops.name, pattern), await namedInCurrentLanguage(db, 'shop', pattern, shops.id));
  return db
    .select({ id: shops.id, name: shops.name, logo: shops.logo })
    .from(shops)
    .where(and(await vendorModeCondition(db), byName))
    .orderBy(desc(shops.rating), asc(shops.id))
    .limit(SUGGESTED.shops);
}

/** GET /search-suggestions worked out: products, categories and shops whose names hold `text`. */
export async function searchSuggestions(db: Db, text: string, locale: string): Promise<SearchSuggestions> {
  const trimmed = text.trim();
  if ([...trimmed].length < SHORTEST_TEXT) return NOTHING;
  const pattern = containsPattern(trimmed);
  const [productRows, categoryRows, shopRows, translate] = await Promise.all([
    suggestedProducts(db, trimmed),
    suggestedCategories(db, pattern, locale),
    suggestedShops(db, pattern),
    translatorFor(db, locale),
  ]);
  // Named as the catalog names them in the caller's language: products and shops as their cards do, categories
  // as /categories does.
  const [productNames, shopNames] = await Promise.all([
    contentTexts(
      db,
      'product',
      productRows.map((row) => row.id),
      ['name'],
    ),
    contentTexts(
      db,
      'shop',
      shopRows.map((row) => row.id),
      ['name'],
    ),
  ]);
  return {
    products: productRows.map((row) => ({ ...row, name: textOf(productNames, row.id, 'name', row.name) })),
    categories: categoryRows.map((row) => ({ ...row, name: translate(row.name) })),
    shops: shopRows.map((row) => ({ ...row, name: textOf(shopNames, row.id, 'name', row.name) })),
  };
}

/**
 * The suggestions through the catalog cache (catalog-cache.ts): every keystroke of every shopper asks, and the
 * same first letters are asked again and again. The answer depends on the text and the language only.
 */
export function cachedSearchSuggestions(deps: ServerDeps, text: string, locale: string): Promise<SearchSuggestions> {
  const key = answerKey('getSearchSuggestions', { search: text.trim(), language: locale });
  return deps.catalog.answer(key, deps.now(), () => searchSuggestions(deps.db, text, locale));
}
