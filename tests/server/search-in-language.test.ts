import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTranslations, products } from '../../server/db/schema';
import { ARABIC_PRODUCTS } from '../../server/db/seed/content-ar';
import type { Answer } from '../../src/api/types';
import { startTestServer, type TestServer } from './harness';

/**
 * A shopper types in the language the shop is shown in: the listing's search and the search box find products and
 * shops by their names in the caller's language (content_translations), besides the shop's own names.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const HONEY = ARABIC_PRODUCTS['Organic Honey 500 g']?.name ?? '';
/** One word of the Arabic name, and a part of a word: each finds it. */
const HONEY_WORD = HONEY.split(' ')[0] ?? '';

async function get<T>(path: string, language: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'Accept-Language': language, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const listing = (search: string, language: string) =>
  get<Answer<'listProducts'>['data']>(`/products?per_page=100&search=${encodeURIComponent(search)}`, language);

/** The listed products whose name in `language` holds `text`: what a search must find. */
async function namedThere(text: string, language: string): Promise<number[]> {
  const rows = await server.deps.db
    .select({ id: contentTranslations.subjectId, name: contentTranslations.value, active: products.isActive })
    .from(contentTranslations)
    .innerJoin(products, eq(products.id, contentTranslations.subjectId))
    .where(
      and(
        eq(contentTranslations.subject, 'product'),
        eq(contentTranslations.locale, language),
        eq(contentTranslations.field, 'name'),
      ),
    );
  return rows
    .filter((row) => row.active && row.name.includes(text))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

describe('searching in the caller language', () => {
  it('finds products by their Arabic name, a word of it or a part, with the total and filters of what it found', async () => {
    expect(HONEY_WORD).toMatch(/^[\u0600-\u06FF]+$/);
    for (const text of [HONEY, HONEY_WORD, HONEY_WORD.slice(1)]) {
      const want = await namedThere(text, 'ar');
      expect(want.length, `the seed names a product with "${text}" in Arabic`).toBeGreaterThan(0);
      const found = await listing(text, 'ar');
      expect(found.products.map((product) => product.id).sort((a, b) => a - b)).toEqual(want);
      expect(found.total).toBe(want.length);
      expect(found.products.map((product) => product.name)).toContain(HONEY);
      const brands = new Set(found.products.flatMap((product) => (product.brand ? [product.brand] : [])));
      expect(new Set(found.filters.brands.map((brand) => brand.name))).toEqual(brands);
    }
  });

  it('keeps finding by the English words in Arabic, and finds nothing by Arabic in English', async () => {
    const inArabic = await listing('honey', 'ar');
    expect(inArabic.products.map((product) => product.name)).toContain(HONEY);
    expect((await listing(HONEY_WORD, 'en')).total).toBe(0);
  });

  it('suggests a product by its Arabic name in the search box', async () => {
    const suggestions = await get<Answer<'getSearchSuggestions'>['data']>(
      `/search-suggestions?search=${encodeURIComponent(HONEY_WORD)}`,
      'ar',
    );
    expect(suggestions.products.map((product) => product.name)).toContain(HONEY);
  });
});
