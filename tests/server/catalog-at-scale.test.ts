import { isDeepStrictEqual } from 'node:util';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCatalogUpkeep } from '../../server/catalog/catalog-upkeep';
import { offerPrices, unitPrice } from '../../server/catalog/pricing';
import { listProducts } from '../../server/catalog/product-listing';
import {
  brands,
  categories,
  colors,
  flashSaleProducts,
  flashSales,
  productColors,
  productSizes,
  products,
  reviews,
  scheduledJobs,
  shops,
  sizes,
  subCategories,
} from '../../server/db/schema';
import { DEMO_CUSTOMER, SHOPS } from '../../server/db/seed/facts';
import type { ServerDeps } from '../../server/deps';
import { createJobRunner } from '../../server/jobs/job-runner';
import type { Query, Schema } from '../../src/api/types';
import { startTestServer, type TestServer } from './harness';
import { demoOrderOf } from './review-orders';

/**
 * The product listing reads summaries kept beside the catalog (product_groups, search_words, the stored price paid;
 * server/catalog/catalog-upkeep.ts) instead of the products themselves. Here every answer is checked against what
 * the raw rows say it must be, worked out in the test from plain selects.
 */

type Filters = Schema<'ProductFilters'>;
type ProductQuery = Query<'listProducts'>;

const HOUR_MS = 3_600_000;

let server: TestServer;

/** A product as the oracle sees it: its names, where it belongs, and its price paid at the oracle's moment. */
interface ProductFacts {
  id: number;
  name: string;
  brandName: string;
  shopName: string;
  shopId: number;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number | null;
  price: number;
  discountPrice: number;
  paid: number;
  deal: number;
  colorIds: Set<number>;
  sizeIds: Set<number>;
}

interface CatalogFacts {
  /** The listed (active) products. */
  listed: ProductFacts[];
  /** Every product, listed or not, by id. */
  all: Map<number, ProductFacts & { isActive: boolean; storedPaid: number; storedDeal: number }>;
  brands: { id: number; name: string }[];
  colors: { id: number; name: string; color_code: string | null }[];
  sizes: { id: number; name: string }[];
  shops: { id: number; name: string }[];
  categoryIds: number[];
  subCategories: { id: number; categoryId: number }[];
  /** Reviews of each shop's products, listed or not. */
  reviewsByShop: Map<number, number>;
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** What the rows say at `at`: prices through offerPrices (pricing.ts) with the flash sales running then. */
async function readCatalog(at: Date): Promise<CatalogFacts> {
  const db = server.deps.db;
  const [productRows, brandRows, shopRows, colorRows, sizeRows, colorLinks, sizeLinks, saleRows, saleLinks] =
    await Promise.all([
      db.select().from(products),
      db.select().from(brands),
      db.select().from(shops),
      db.select().from(colors),
      db.select().from(sizes),
      db.select().from(productColors),
      db.select().from(productSizes),
      db.select().from(flashSales),
      db.select().from(flashSaleProducts),
    ]);
  const [categoryRows, subRows, reviewRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories),
    db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories),
    db.select({ productId: reviews.productId }).from(reviews),
  ]);

  const running = new Map<number, number>();
  for (const link of saleLinks) {
    const sale = saleRows.find((row) => row.id === link.flashSaleId);
    if (!sale || sale.startDate > at || sale.endDate <= at) continue;
    running.set(link.productId, Math.max(running.get(link.productId) ?? 0, sale.discount));
  }
  const brandName = new Map(brandRows.map((row) => [row.id, row.name]));
  const shopName = new Map(shopRows.map((row) => [row.id, row.name]));
  const all: CatalogFacts['all'] = new Map();
  for (const row of productRows) {
    const offer = offerPrices(row, running.get(row.id));
    all.set(row.id, {
      id: row.id,
      name: row.name,
      brandName: row.brandId === null ? '' : (brandName.get(row.brandId) ?? ''),
      shopName: shopName.get(row.shopId) ?? '',
      shopId: row.shopId,
      categoryId: row.categoryId,
      subCategoryId: row.subCategoryId,
      brandId: row.brandId,
      price: row.price,
      discountPrice: row.discountPrice,
      paid: unitPrice(offer),
      deal: offer.discountPercentage,
      colorIds: new Set(colorLinks.filter((link) => link.productId === row.id).map((link) => link.colorId)),
      sizeIds: new Set(sizeLinks.filter((link) => link.productId === row.id).map((link) => link.sizeId)),
      isActive: row.isActive,
      storedPaid: row.paidPrice,
      storedDeal: row.dealPercentage,
    });
  }
  const reviewsByShop = new Map<number, number>();
  for (const review of reviewRows) {
    const shopId = all.get(review.productId)?.shopId;
    if (shopId !== undefined) reviewsByShop.set(shopId, (reviewsByShop.get(shopId) ?? 0) + 1);
  }
  return {
    listed: [...all.values()].filter((product) => product.isActive),
    all,
    brands: brandRows.map((row) => ({ id: row.id, name: row.name })),
    colors: colorRows.map((row) => ({ id: row.id, name: row.name, color_code: row.colorCode })),
    sizes: sizeRows.map((row) => ({ id: row.id, name: row.name })),
    shops: shopRows.map((row) => ({ id: row.id, name: row.name })),
    categoryIds: categoryRows.map((row) => row.id),
    subCategories: subRows,
    reviewsByShop,
  };
}

/** The filter panel over `matched`: brands and colours by name, sizes by id, the range of the price paid. */
function filtersOf(catalog: CatalogFacts, matched: ProductFacts[]): Filters {
  const has = (pick: (product: ProductFacts) => boolean) => matched.some(pick);
  const prices = matched.map((product) => product.paid);
  return {
    sizes: catalog.sizes.filter((size) => has((p) => p.sizeIds.has(size.id))).sort((a, b) => a.id - b.id),
    colors: catalog.colors.filter((color) => has((p) => p.colorIds.has(color.id))).sort(byName),
    brands: catalog.brands.filter((brand) => has((p) => p.brandId === brand.id)).sort(byName),
    min_price: prices.length > 0 ? Math.min(...prices) : 0,
    max_price: prices.length > 0 ? Math.max(...prices) : 0,
  };
}

/** The listed products whose name, brand name or shop name holds `text`, whatever the case. */
function foundBy(catalog: CatalogFacts, text: string): ProductFacts[] {
  const needle = text.trim().toLowerCase();
  return catalog.listed.filter((product) =>
    [product.name, product.brandName, product.shopName].some((name) => name.toLowerCase().includes(needle)),
  );
}

interface Listing {
  total: number;
  ids: number[];
  filters: Filters;
}

const sortedIds = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

/** GET /products with every match on one page: its total, its ids in id order and its filters. */
async function listing(query: ProductQuery): Promise<Listing> {
  const { data } = await server.api().catalog.listProducts({ per_page: 100, ...query });
  // Every match fits on the one page, so the page's ids are all the matches.
  expect(data.total).toBeLessThan(100);
  expect(data.products).toHaveLength(data.total);
  return { total: data.total, ids: sortedIds(data.products), filters: data.filters };
}

/** What `listing` must answer: `matched` counted and listed, and the panel of `scope` (before brand and the rest). */
function expected(catalog: CatalogFacts, matched: ProductFacts[], scope: ProductFacts[] = matched): Listing {
  return { total: matched.length, ids: sortedIds(matched), filters: filtersOf(catalog, scope) };
}

interface Mismatch {
  query: ProductQuery;
  got: Listing;
  want: Listing;
}

/** Requests in flight at once: the server answers one at a time, the contract proxy's hop overlaps. */
const REQUESTS_AT_ONCE = 4;

/** Asks each query and keeps those whose answer differs from the oracle's, so one failure names them all. */
async function mismatches(checks: { query: ProductQuery; want: Listing }[]): Promise<Mismatch[]> {
  const answers: (Mismatch | null)[] = [];
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const index = next++;
      const { query, want } = checks[index] as (typeof checks)[number];
      const got = await listing(query);
      answers[index] = isDeepStrictEqual(got, want) ? null : { query, got, want };
    }
  };
  await Promise.all(Array.from({ length: REQUESTS_AT_ONCE }, worker));
  return answers.filter((answer): answer is Mismatch => answer !== null);
}

/** The words of a name: its runs of letters and digits, lower-cased. */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A product hidden from shoppers, with a price, colour and size no listed product of its shop has. */
const HIDDEN_PRODUCT = { name: 'Zephyr Hidden Lamp', price: 0.5, color: 'Yellow', size: 'King' };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  const [template] = await db.select().from(products).where(eq(products.shopId, SHOPS.voltElectronics.id)).limit(1);
  const [yellow] = await db.select().from(colors).where(eq(colors.name, HIDDEN_PRODUCT.color));
  const [king] = await db.select().from(sizes).where(eq(sizes.name, HIDDEN_PRODUCT.size));
  if (!template || !yellow || !king) throw new Error('the seed lacks what the hidden product is made from');
  const [hidden] = await db
    .insert(products)
    .values({
      shopId: SHOPS.voltElectronics.id,
      categoryId: template.categoryId,
      subCategoryId: template.subCategoryId,
      brandId: template.brandId,
      name: HIDDEN_PRODUCT.name,
      slug: 'zephyr-hidden-lamp',
      sku: 'TEST-ZEPHYR-HIDDEN',
      thumbnail: template.thumbnail,
      price: HIDDEN_PRODUCT.price,
      isActive: false,
    })
    .returning();
  if (!hidden) throw new Error('no product inserted');
  await db.insert(productColors).values({ productId: hidden.id, colorId: yellow.id });
  await db.insert(productSizes).values({ productId: hidden.id, sizeId: king.id });
  // Listed products whose names join digits, points and letters: a search inside such a run ("5mm") must find them.
  await db.insert(products).values(
    ['Jack Adapter 3.5mm', 'Water Bottle 1.5L'].map((name, i) => ({
      shopId: SHOPS.voltElectronics.id,
      categoryId: template.categoryId,
      subCategoryId: template.subCategoryId,
      brandId: template.brandId,
      name,
      slug: `test-decimal-name-${i}`,
      sku: `TEST-DECIMAL-${i}`,
      thumbnail: template.thumbnail,
      price: 12 + i,
    })),
  );
  // Its review still counts among the shop's reviews, as the shop's rating does.
  await db.insert(reviews).values({ productId: hidden.id, userId: DEMO_CUSTOMER.id, rating: 2, description: 'Dim.' });
  // Written outside the API: the catalog's summaries are brought up to date as after any such write.
  await refreshCatalogUpkeep(db, server.deps.now());
  server.deps.catalog.clear();
});
afterAll(async () => {
  await server?.stop();
});

describe('the oracle', () => {
  it('sees a catalogue that fits on one page, and the hidden product apart from it', async () => {
    const catalog = await readCatalog(server.deps.now());
    expect(catalog.listed.length).toBeGreaterThan(50);
    expect(catalog.listed.length).toBeLessThan(100);
    expect(catalog.listed.some((product) => product.name === HIDDEN_PRODUCT.name)).toBe(false);
    expect([...catalog.all.values()].some((product) => product.name === HIDDEN_PRODUCT.name)).toBe(true);
  });

  it('agrees with the stored price paid and percentage off of every product', async () => {
    const catalog = await readCatalog(server.deps.now());
    const stored = [...catalog.all.values()].map(({ id, storedPaid, storedDeal }) => ({ id, storedPaid, storedDeal }));
    const computed = [...catalog.all.values()].map(({ id, paid, deal }) => ({
      id,
      storedPaid: paid,
      storedDeal: deal,
    }));
    expect(stored).toEqual(computed);
    // The running flash sale lowers some prices: the stored copy is not merely the discount price.
    expect(catalog.listed.some((product) => product.deal > 0)).toBe(true);
  });
});

describe('search', () => {
  it('finds exactly the listed products whose name, brand or shop holds the text', async () => {
    const catalog = await readCatalog(server.deps.now());
    const names = [
      ...catalog.listed.map((product) => product.name),
      ...catalog.brands.map((brand) => brand.name),
      ...catalog.shops.map((shop) => shop.name),
    ];
    const words = [...new Set(names.flatMap(wordsOf))].sort();
    const longWords = words.filter((word) => word.length >= 6);
    const texts = new Set<string>([
      ...words,
      // Pieces from inside words, and words in capitals or mixed case.
      ...longWords.filter((_, i) => i % 6 === 0).map((word) => word.slice(2, 5)),
      ...longWords.filter((_, i) => i % 9 === 0).map((word) => word.toUpperCase()),
      'hEADphONES',
      'Lam',
      // A letter or two: in more words than the word lookup takes (product-search.ts MOST_WORDS), or in many.
      'e',
      'o',
      'x',
      '4',
      'er',
      // Names whole, several words, punctuation.
      'Light-Up',
      '(4 pack)',
      'usb-c',
      'USB-C Fast',
      '1 kg',
      '2 x 10 kg',
      "Kids' ",
      ' wireless noise',
      'Green Leaf Grocers',
      'glow lab',
      'T-Shirt',
      'Set of 3',
      // Inside a run of digits, points and letters.
      '5mm',
      '5l',
      '.5',
      '3.5MM',
      // Texts that find nothing: absent words, punctuation the names lack, the hidden product's own words.
      'zzqx',
      'usb c',
      'light up',
      'Café',
      '50%',
      'o_k',
      'zephyr',
      'Hidden Lamp',
    ]);
    // Each text is one request: the check stays a few hundred requests long.
    expect(texts.size).toBeLessThan(400);
    expect(words.length).toBeGreaterThan(150);

    const checks = [...texts].map((text) => ({
      query: { search: text },
      want: expected(catalog, foundBy(catalog, text)),
    }));
    // The oracle is not vacuous: most texts find something, a few find nothing, and the panel is filled.
    expect(checks.filter((check) => check.want.total > 0).length).toBeGreaterThan(texts.size - 20);
    expect(checks.find((check) => check.query.search === 'e')?.want.total).toBeGreaterThan(50);
    expect(checks.find((check) => check.query.search === 'zephyr')?.want.total).toBe(0);
    expect(await mismatches(checks)).toEqual([]);
  });
});

describe('scopes', () => {
  it('every shop, category and sub-category counts and offers what its listed products hold', async () => {
    const catalog = await readCatalog(server.deps.now());
    const checks = [
      ...catalog.shops.map((shop) => ({
        query: { shop_id: shop.id },
        want: expected(
          catalog,
          catalog.listed.filter((p) => p.shopId === shop.id),
        ),
      })),
      ...catalog.categoryIds.map((id) => ({
        query: { category_id: id },
        want: expected(
          catalog,
          catalog.listed.filter((p) => p.categoryId === id),
        ),
      })),
      ...catalog.subCategories.map((sub) => ({
        query: { sub_category_id: sub.id },
        want: expected(
          catalog,
          catalog.listed.filter((p) => p.subCategoryId === sub.id),
        ),
      })),
    ];
    expect(checks.filter((check) => check.want.total > 0).length).toBeGreaterThan(30);
    expect(await mismatches(checks)).toEqual([]);
  });

  it('a shop within a category, and a brand, narrow the total while the panel stays the scope’s', async () => {
    const catalog = await readCatalog(server.deps.now());
    // A shop selling in more than one category, so that the category narrows it.
    const shop = catalog.shops.find(
      (candidate) => new Set(catalog.listed.filter((p) => p.shopId === candidate.id).map((p) => p.categoryId)).size > 1,
    );
    const categoryId = catalog.listed.find((p) => p.shopId === shop?.id)?.categoryId;
    if (!shop || categoryId === undefined) throw new Error('no shop sells in two categories');
    const inShopCategory = catalog.listed.filter((p) => p.shopId === shop.id && p.categoryId === categoryId);

    // A category selling more than one brand, and its brand with the most products.
    const brandsIn = (id: number) => new Set(catalog.listed.filter((p) => p.categoryId === id).map((p) => p.brandId));
    const brandedCategory = catalog.categoryIds.find((id) => brandsIn(id).size > 1);
    if (brandedCategory === undefined) throw new Error('no category sells two brands');
    const inCategory = catalog.listed.filter((p) => p.categoryId === brandedCategory);
    const brandId = inCategory[0]?.brandId;
    if (!brandId) throw new Error('the category’s first product has no brand');

    const checks = [
      { query: { shop_id: shop.id, category_id: categoryId }, want: expected(catalog, inShopCategory) },
      ...catalog.brands.map((brand) => ({
        query: { brand_id: brand.id },
        want: expected(
          catalog,
          catalog.listed.filter((p) => p.brandId === brand.id),
          catalog.listed,
        ),
      })),
      {
        query: { category_id: brandedCategory, brand_id: brandId },
        want: expected(
          catalog,
          inCategory.filter((p) => p.brandId === brandId),
          inCategory,
        ),
      },
      {
        query: { search: 'organic', brand_id: brandId },
        want: expected(
          catalog,
          foundBy(catalog, 'organic').filter((p) => p.brandId === brandId),
          foundBy(catalog, 'organic'),
        ),
      },
    ];
    expect(inShopCategory.length).toBeLessThan(catalog.listed.filter((p) => p.shopId === shop.id).length);
    expect(await mismatches(checks)).toEqual([]);
  });

  it('shop cards count the listed products and every review of the shop’s products', async () => {
    const catalog = await readCatalog(server.deps.now());
    const { data } = await server.api().catalog.listShops({ per_page: 100 });
    const got = data.shops.map((card) => ({ id: card.id, products: card.total_products, reviews: card.total_reviews }));
    const want = catalog.shops.map((shop) => ({
      id: shop.id,
      products: catalog.listed.filter((p) => p.shopId === shop.id).length,
      reviews: catalog.reviewsByShop.get(shop.id) ?? 0,
    }));
    expect(got.sort((a, b) => a.id - b.id)).toEqual(want.sort((a, b) => a.id - b.id));
    // The hidden product's shop counts its review, not the product.
    const volt = SHOPS.voltElectronics.id;
    const voltProducts = [...catalog.all.values()].filter((p) => p.shopId === volt);
    expect(want.find((row) => row.id === volt)?.products).toBe(voltProducts.length - 1);
  });

  it('a shop’s categories are those holding a listed product of it, with those sub-categories only', async () => {
    const catalog = await readCatalog(server.deps.now());
    for (const shop of catalog.shops) {
      const { data } = await server.api().catalog.listShopCategories({ shop_id: shop.id });
      const ofShop = catalog.listed.filter((p) => p.shopId === shop.id);
      const got = data.categories.map((category) => ({
        id: category.id,
        subs: category.sub_categories.map((sub) => sub.id),
      }));
      const want = catalog.categoryIds
        .filter((id) => ofShop.some((p) => p.categoryId === id))
        .map((id) => ({
          id,
          subs: catalog.subCategories
            .filter((sub) => sub.categoryId === id && ofShop.some((p) => p.subCategoryId === sub.id))
            .map((sub) => sub.id)
            .sort((a, b) => a - b),
        }));
      expect(
        got.sort((a, b) => a.id - b.id),
        shop.name,
      ).toEqual(want);
    }
  });
});

describe('reviews', () => {
  it('a review raises its shop card’s review count at once', async () => {
    const shopId = SHOPS.strideFootwear.id;
    const cardOf = async () => {
      const { data } = await server.api().catalog.listShops({ per_page: 100 });
      const card = data.shops.find((shop) => shop.id === shopId);
      if (!card) throw new Error('the shop has no card');
      return card;
    };
    const catalog = await readCatalog(server.deps.now());
    const product = catalog.listed.find((p) => p.shopId === shopId);
    if (!product) throw new Error('the shop lists no product');
    const before = await cardOf();
    expect(before.total_reviews).toBe(catalog.reviewsByShop.get(shopId) ?? 0);

    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const orderId = await demoOrderOf(server.deps.db, [product.id]);
    await server
      .api(token)
      .catalog.createProductReview({ product_id: product.id, order_id: orderId, rating: 4, description: 'Comfy.' });

    const after = await cardOf();
    expect(after.total_reviews).toBe(before.total_reviews + 1);
    expect(after.total_reviews).toBe((await readCatalog(server.deps.now())).reviewsByShop.get(shopId));
  });
});

describe('flash sale prices over time', () => {
  /** The pending catalog upkeep that runs first. */
  async function nextUpkeep(): Promise<Date | undefined> {
    const jobs = await server.deps.db
      .select({ runAt: scheduledJobs.runAt })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'catalog-upkeep'));
    return jobs.map((job) => job.runAt).sort((a, b) => a.getTime() - b.getTime())[0];
  }

  /** The ids of every listed product, cheapest first (ties: newer first), as the oracle prices them. */
  const cheapestFirst = (catalog: CatalogFacts) =>
    [...catalog.listed].sort((a, b) => a.paid - b.paid || b.id - a.id).map((product) => product.id);

  /** The cheapest-first listing as the server works it out with its clock at `at`. */
  async function listingAt(at: Date, query: ProductQuery = {}) {
    const deps: ServerDeps = { ...server.deps, now: () => at };
    return listProducts(deps, { per_page: 100, sort_type: 'price_low_to_high', ...query }, null);
  }

  /** The stored copy of the price of every product equals the oracle's at `at`. */
  async function expectStoredPricesAt(at: Date) {
    const catalog = await readCatalog(at);
    const stored = [...catalog.all.values()].map(({ id, storedPaid, storedDeal }) => ({
      id,
      paid: storedPaid,
      deal: storedDeal,
    }));
    expect(stored).toEqual([...catalog.all.values()].map(({ id, paid, deal }) => ({ id, paid, deal })));
    return catalog;
  }

  it('the stored price follows a sale at its start and its end, through the scheduled upkeep', async () => {
    const db = server.deps.db;
    const now = server.deps.now();
    const start = new Date(now.getTime() + HOUR_MS);
    const end = new Date(now.getTime() + 2 * HOUR_MS);
    const discount = 90;
    const catalog = await readCatalog(now);

    // The product the sale makes the cheapest of all, though it is not the cheapest today.
    const onSale = new Set(
      (await db.select({ id: flashSaleProducts.productId }).from(flashSaleProducts)).map((row) => row.id),
    );
    const cheapestToday = Math.min(...catalog.listed.map((p) => p.paid));
    const salePaid = (p: ProductFacts) => unitPrice(offerPrices(p, discount));
    const [product] = catalog.listed
      .filter((p) => !onSale.has(p.id) && p.paid > cheapestToday)
      .sort((a, b) => salePaid(a) - salePaid(b));
    if (!product) throw new Error('no product to put on sale');
    const regular = product.paid;
    const reduced = salePaid(product);
    expect(reduced).toBeLessThan(cheapestToday);

    const [sale] = await db
      .insert(flashSales)
      .values({
        name: 'Test hour sale',
        thumbnail: '/media/flash-sales/1.jpg',
        discount,
        startDate: start,
        endDate: end,
      })
      .returning();
    if (!sale) throw new Error('no sale inserted');
    try {
      await db.insert(flashSaleProducts).values({ flashSaleId: sale.id, productId: product.id });
      await refreshCatalogUpkeep(db, now);
      server.deps.catalog.clear();

      // Before the start: the upkeep waits for it, and the listing prices the product as today.
      expect(await nextUpkeep()).toEqual(start);
      await expectStoredPricesAt(now);
      const today = await server.api().catalog.listProducts({ per_page: 100, sort_type: 'price_low_to_high' });
      expect(today.data.products.map((card) => card.id)).toEqual(cheapestFirst(catalog));
      expect(today.data.products[0]?.id).not.toBe(product.id);
      expect((await listing({ min_price: regular, max_price: regular })).ids).toContain(product.id);
      expect((await listing({ max_price: reduced })).ids).not.toContain(product.id);

      // Just after the start: the upkeep stores the sale price and waits for the end.
      const started = new Date(start.getTime() + 1000);
      expect(await createJobRunner({ ...server.deps, now: () => started }).runDue(started)).toBeGreaterThan(0);
      server.deps.catalog.clear();
      const duringSale = await expectStoredPricesAt(started);
      expect(duringSale.all.get(product.id)?.storedPaid).toBe(reduced);
      expect(duringSale.all.get(product.id)?.storedDeal).toBe(discount);
      expect(await nextUpkeep()).toEqual(end);
      const sorted = await listingAt(started);
      expect(sorted.products.map((card) => card.id)).toEqual(cheapestFirst(duringSale));
      expect(sorted.products[0]).toMatchObject({ id: product.id, discount_price: reduced });
      expect(sorted.filters.min_price).toBe(reduced);
      expect((await listingAt(started, { max_price: reduced })).products.map((card) => card.id)).toEqual([product.id]);
      expect(
        (await listingAt(started, { min_price: regular, max_price: regular })).products.map((card) => card.id),
      ).not.toContain(product.id);

      // Just after the end: the regular price is back.
      const ended = new Date(end.getTime() + 1000);
      expect(await createJobRunner({ ...server.deps, now: () => ended }).runDue(ended)).toBeGreaterThan(0);
      server.deps.catalog.clear();
      const afterSale = await expectStoredPricesAt(ended);
      expect(afterSale.all.get(product.id)?.storedPaid).toBe(regular);
      const back = await listingAt(ended);
      expect(back.products.map((card) => card.id)).toEqual(cheapestFirst(afterSale));
      expect(back.products[0]?.id).not.toBe(product.id);
      expect((await nextUpkeep())?.getTime()).toBeGreaterThan(ended.getTime());
    } finally {
      await db.delete(flashSales).where(eq(flashSales.id, sale.id));
      await db.delete(scheduledJobs).where(and(eq(scheduledJobs.kind, 'catalog-upkeep'), gt(scheduledJobs.runAt, now)));
      await refreshCatalogUpkeep(db, server.deps.now());
      server.deps.catalog.clear();
    }
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
