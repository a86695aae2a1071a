import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCatalogUpkeep } from '../../server/catalog/catalog-upkeep';
import { brands, categories, contentTranslations, products, shops } from '../../server/db/schema';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

/**
 * GET /search-suggestions: what the header's search box lists as the shopper types. Each answer is checked
 * against what the rows say it must be, worked out here from plain selects.
 */
let server: TestServer;

/** Four categories and four shops named alike, so one text finds more of each than the box lists. */
const MANY = 'Zephyr';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  await db.insert(categories).values(
    [1, 2, 3, 4].map((n) => ({
      name: `${MANY} Collection ${n}`,
      slug: `zephyr-collection-${n}`,
      thumbnail: `/media/categories/zephyr-${n}.jpg`,
      position: 100 - n,
    })),
  );
  await db.insert(shops).values(
    [1, 2, 3, 4].map((n) => ({
      name: `${MANY} Traders ${n}`,
      slug: `zephyr-traders-${n}`,
      logo: `/media/shops/zephyr-${n}-logo.jpg`,
      banner: `/media/shops/zephyr-${n}-banner.jpg`,
      rating: n,
    })),
  );
});

afterAll(async () => {
  await server?.stop();
});

const suggest = (search: string) => server.api().catalog.getSearchSuggestions({ search });

/** The suggestions asked for in a language, through the contract's proxy. */
async function suggestIn(language: string, search: string) {
  const response = await fetch(`${server.url}/search-suggestions?search=${encodeURIComponent(search)}`, {
    headers: { 'Accept-Language': language, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { message: string; data: Awaited<ReturnType<typeof suggest>>['data'] };
}

/** A request the contract refuses, straight to the server (Prism's proxy would refuse it itself). */
async function refused(query: string, language = 'en') {
  const response = await fetch(`${server.directUrl}/api/search-suggestions${query}`, {
    headers: { 'Accept-Language': language, 'X-Requested-With': 'XMLHttpRequest' },
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors: object } };
}

/** The listed products whose name, brand or shop name holds `text`, most sold first: what the box must list. */
async function productOracle(text: string, limit = 5) {
  const rows = await server.deps.db
    .select({
      id: products.id,
      name: products.name,
      thumbnail: products.thumbnail,
      isActive: products.isActive,
      totalSold: products.totalSold,
      brand: brands.name,
      shop: shops.name,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(brands, eq(brands.id, products.brandId));
  const needle = text.toLowerCase();
  return rows
    .filter((row) => row.isActive)
    .filter((row) => [row.name, row.brand ?? '', row.shop].some((name) => name.toLowerCase().includes(needle)))
    .sort((a, b) => b.totalSold - a.totalSold || b.id - a.id)
    .slice(0, limit)
    .map(({ id, name, thumbnail }) => ({ id, name, thumbnail }));
}

describe('search suggestions', () => {
  it('suggests products by part of their name, most sold first, with their thumbnails', async () => {
    const { message, data } = await suggest('headpho');
    expect(message).toBe('Search suggestions');
    expect(data.products.map((product) => product.name).sort()).toEqual([
      'Studio Over-Ear Headphones',
      'Wireless Noise-Cancelling Headphones',
    ]);
    expect(data.products).toEqual(await productOracle('headpho'));
    expect(data.products[0]?.thumbnail).toMatch(/^\/media\/products\/\d+-1\.jpg$/);
    expect(data.categories).toEqual([]);
    expect(data.shops).toEqual([]);
  });

  it('finds the same whatever the case and the spaces around the text', async () => {
    const { data } = await suggest('  HEADPHO ');
    expect(data).toEqual((await suggest('headpho')).data);
  });

  it('suggests a category by its name, with the slug its page is found by', async () => {
    const { data } = await suggest('grocer');
    expect(data.categories).toEqual([{ id: expect.any(Number), name: 'Groceries', slug: 'groceries' }]);
    // The shop's name holds the text too, and so do its products (as /products?search= finds them).
    expect(data.shops.map((shop) => shop.name)).toEqual(['Green Leaf Grocers']);
    expect(data.products).toEqual(await productOracle('grocer'));
    expect(data.products).toHaveLength(5);
  });

  it('suggests a shop by its name, with its logo', async () => {
    const [volt] = await server.deps.db.select().from(shops).where(eq(shops.name, 'Volt Electronics'));
    const { data } = await suggest('volt elec');
    expect(data.shops).toEqual([{ id: volt?.id, name: 'Volt Electronics', logo: volt?.logo }]);
    expect(data.products).toEqual(await productOracle('volt elec'));
  });

  it('lists at most 5 products, 3 categories and 3 shops: the first in their order', async () => {
    const products = await suggest('le');
    expect(products.data.products).toHaveLength(5);
    expect(products.data.products).toEqual(await productOracle('le'));

    const { data } = await suggest(MANY.toLowerCase());
    // Categories in display order (position), shops best rated first.
    expect(data.categories.map((category) => category.name)).toEqual([
      `${MANY} Collection 4`,
      `${MANY} Collection 3`,
      `${MANY} Collection 2`,
    ]);
    expect(data.shops.map((shop) => shop.name)).toEqual([
      `${MANY} Traders 4`,
      `${MANY} Traders 3`,
      `${MANY} Traders 2`,
    ]);
  });

  it('suggests nothing for a word no name holds, nor for a text of spaces', async () => {
    expect((await suggest('qwxz')).data).toEqual({ products: [], categories: [], shops: [] });
    expect((await suggest('    ')).data).toEqual({ products: [], categories: [], shops: [] });
  });

  it('takes LIKE wildcards in the text as the characters they are', async () => {
    expect((await suggest('%%')).data).toEqual({ products: [], categories: [], shops: [] });
    expect((await suggest('__')).data).toEqual({ products: [], categories: [], shops: [] });
  });

  it('names categories in the caller language, and finds them by that name', async () => {
    const arabic = await suggestIn('ar', 'grocer');
    expect(arabic.message).toBe('اقتراحات البحث');
    expect(arabic.data.categories).toEqual([{ id: expect.any(Number), name: 'البقالة', slug: 'groceries' }]);

    const typedInArabic = await suggestIn('ar', 'البقال');
    expect(typedInArabic.data.categories.map((category) => category.slug)).toEqual(['groceries']);
    expect(typedInArabic.data.categories[0]?.name).toBe('البقالة');
    // Another language's words are not looked through.
    expect((await suggestIn('en', 'البقال')).data.categories).toEqual([]);
  });

  it('names products and shops in the caller language, as their cards do', async () => {
    const db = server.deps.db;
    const arabicNames = async (subject: 'product' | 'shop', ids: number[]) => {
      const rows = await db
        .select({ id: contentTranslations.subjectId, value: contentTranslations.value })
        .from(contentTranslations)
        .where(
          and(
            eq(contentTranslations.subject, subject),
            eq(contentTranslations.locale, 'ar'),
            eq(contentTranslations.field, 'name'),
            inArray(contentTranslations.subjectId, ids),
          ),
        );
      return new Map(rows.map((row) => [row.id, row.value]));
    };
    const english = (await suggestIn('en', 'grocer')).data;
    const arabic = (await suggestIn('ar', 'grocer')).data;
    expect(arabic.products.map((product) => product.id)).toEqual(english.products.map((product) => product.id));

    const productNames = await arabicNames(
      'product',
      english.products.map((product) => product.id),
    );
    expect(productNames.size, 'the seed names these products in Arabic').toBe(english.products.length);
    expect(arabic.products.map((product) => product.name)).toEqual(
      english.products.map((product) => productNames.get(product.id)),
    );
    const [grocers] = english.shops;
    const shopNames = await arabicNames('shop', [grocers?.id ?? 0]);
    expect(arabic.shops).toEqual([{ ...grocers, name: shopNames.get(grocers?.id ?? 0) }]);
    expect(arabic.shops[0]?.name).toBe('بقالة الورقة الخضراء');
  });

  it('finds a shop by its name in the caller language', async () => {
    const arabic = (await suggestIn('ar', 'الورقة الخض')).data;
    expect(arabic.shops.map((shop) => shop.name)).toEqual(['بقالة الورقة الخضراء']);
    expect((await suggestIn('en', 'الورقة الخض')).data.shops).toEqual([]);
  });

  it('suggests listed products only', async () => {
    const db = server.deps.db;
    const [boots] = await db.select().from(products).where(eq(products.name, 'Leather Chelsea Boots'));
    expect((await suggest('chelsea')).data.products.map((product) => product.id)).toEqual([boots?.id]);

    await db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, boots?.id ?? 0));
    await refreshCatalogUpkeep(db, server.deps.now());
    server.deps.catalog.clear();
    expect((await suggest('chelsea')).data.products).toEqual([]);
    expect((await suggest('leather')).data.products.map((product) => product.id)).not.toContain(boots?.id);

    await db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, boots?.id ?? 0));
    await refreshCatalogUpkeep(db, server.deps.now());
    server.deps.catalog.clear();
  });

  it('refuses a missing, one-letter or too long text with 422 on the search field', async () => {
    const missing = await refused('');
    expect(missing).toEqual({
      status: 422,
      body: { message: 'The search field is required.', errors: { search: ['The search field is required.'] } },
    });
    const short = await refused('?search=a');
    expect(short).toEqual({
      status: 422,
      body: {
        message: 'The search field must be at least 2 characters.',
        errors: { search: ['The search field must be at least 2 characters.'] },
      },
    });
    const long = await refused(`?search=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ search: ['The search field must not be greater than 100 characters.'] });
    const arabic = await refused('?search=a', 'ar');
    expect(arabic.body.errors).toEqual({ search: ['يجب ألا يقل حقل البحث عن 2 حرفًا.'] });
  });

  it('answers a visitor, and a customer who sends a token the same', async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const response = await fetch(`${server.url}/search-suggestions?search=lamp`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(200);
    const asCustomer = (await response.json()) as Awaited<ReturnType<typeof suggest>>;
    expect(asCustomer.data).toEqual((await suggest('lamp')).data);
    expect(asCustomer.data.products.length).toBeGreaterThan(0);
  });

  it('breaks no contract', () => {
    expect(server.violations).toEqual([]);
  });
});
