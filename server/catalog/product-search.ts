import { ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { namedInCurrentLanguage } from '../content/shop-content';
import type { Db } from '../db/client';
import { brands, products, searchWords, shops } from '../db/schema';
import { containsPattern } from './search-pattern';

/**
 * A search text without a space: it is in a name exactly when it is in one of the name's words (products.name_words
 * parts them at spaces only), so the names' words index and search_words serve it.
 */
const ONE_WORD = /^\S+$/u;
/** Words found for a search text at most; a text in more (a letter or two) looks through the names instead. */
const MOST_WORDS = 100;

export interface SearchMatch {
  /** Which listed products the text finds: by name, brand name or shop name, anywhere in it, whatever the case. */
  condition: SQL;
  /**
   * For a text without a space: the search_words rows of the names' words it is part of, and the brands and shops whose
   * names hold it. Their summaries together are the matching products' (catalog-upkeep.ts).
   */
  summaries?: { words: string[]; brandIds: number[]; shopIds: number[]; singleWordProducts?: number };
}

/** A tsquery that matches a document holding any of `words`, each quoted as a lexeme. */
function anyOfWords(words: string[]): string {
  return words.map((word) => `'${word.replace(/['\\]/g, (char) => char + char)}'`).join(' | ');
}

/**
 * How the listing finds the products a search text names. A text without a space is looked up among the names'
 * words (search_words, through trigrams: the words it is part of) and the products found through those words'
 * index; a text with spaces is looked for in the names through trigrams. The brands and shops whose names hold the
 * text are few, and looked up first. Names in the caller's language (content_translations) count as the shop's
 * own do.
 */
export async function matchSearch(db: Db, text: string): Promise<SearchMatch> {
  const pattern = containsPattern(text);
  const [brandRows, shopNamedThere, productNamedThere] = await Promise.all([
    db.select({ id: brands.id }).from(brands).where(ilike(brands.name, pattern)),
    namedInCurrentLanguage(db, 'shop', pattern, shops.id),
    namedInCurrentLanguage(db, 'product', pattern, products.id),
  ]);
  const shopRows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(or(ilike(shops.name, pattern), shopNamedThere));
  const brandIds = brandRows.map((row) => row.id);
  const shopIds = shopRows.map((row) => row.id);
  const byBrandOrShop = [
    brandIds.length > 0 ? inArray(products.brandId, brandIds) : undefined,
    shopIds.length > 0 ? inArray(products.shopId, shopIds) : undefined,
  ];

  // A product named with the text only in the caller's language is not among the shop's own words: such a search
  // looks through the names as any other text does.
  if (productNamedThere) {
    return { condition: or(ilike(products.name, pattern), productNamedThere, ...byBrandOrShop) as SQL };
  }
  if (ONE_WORD.test(text)) {
    const wordRows = await db
      .select({ word: searchWords.word, products: searchWords.products })
      .from(searchWords)
      .where(ilike(searchWords.word, pattern))
      .limit(MOST_WORDS + 1);
    if (wordRows.length <= MOST_WORDS) {
      const words = wordRows.map((row) => row.word);
      const byName = words.length > 0 ? sql`${products.nameWords} @@ ${anyOfWords(words)}::tsquery` : undefined;
      const only = wordRows.length === 1 && brandIds.length === 0 && shopIds.length === 0 ? wordRows[0] : undefined;
      return {
        condition: or(byName, ...byBrandOrShop) ?? sql`false`,
        summaries: { words, brandIds, shopIds, singleWordProducts: only?.products },
      };
    }
  }
  return { condition: or(ilike(products.name, pattern), ...byBrandOrShop) as SQL };
}
