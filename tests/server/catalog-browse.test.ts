import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../server/db/schema';
import {
  CATEGORY_COUNT,
  DEMO_CUSTOMER,
  DEMO_FAVORITE_PRODUCT_IDS,
  FLASH_SALES,
  PRODUCT_COUNT,
  SHOP_COUNT,
  SHOPS,
} from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const catalog = (token?: string) => server.api(token).catalog;

/** Runs `check` with the marketplace in single-vendor mode, then restores the settings. */
async function inSingleVendorMode(check: () => Promise<void>) {
  const db = server.database.db;
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('no site settings');
  await db
    .update(siteSettings)
    .set({ master: { ...(row.master as object), multi_vendor: false } })
    .where(eq(siteSettings.id, 1));
  // Settings changed in the database, not through the API: the catalog's kept answers must not hide it.
  server.deps.catalog.clear();
  try {
    await check();
  } finally {
    await db.update(siteSettings).set({ master: row.master }).where(eq(siteSettings.id, 1));
    server.deps.catalog.clear();
  }
}

describe('home', () => {
  it('shows banners, ads, every category with its sub-categories, every shop and both flash sales', async () => {
    const { data } = await catalog().getHome();
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.ads.length).toBeGreaterThan(0);
    expect(data.categories).toHaveLength(CATEGORY_COUNT);
    expect(data.categories.every((category) => category.sub_categories.length > 0)).toBe(true);
    expect(data.shops).toHaveLength(SHOP_COUNT);
    expect(data.running_flash_sale).toMatchObject({
      id: FLASH_SALES.running.id,
      discount: FLASH_SALES.running.discount,
    });
    expect(data.incoming_flash_sale).toMatchObject({ id: FLASH_SALES.upcoming.id });
  });

  it('popular products are the best sellers, those in stock first', async () => {
    const { data } = await catalog().getHome();
    const popular = data.popular_products;
    expect(popular).toHaveLength(10);
    const rank = (card: (typeof popular)[number]) => [card.quantity > 0 ? 1 : 0, card.total_sold ?? 0] as const;
    for (let i = 1; i < popular.length; i++) {
      const [stockedBefore, soldBefore] = rank(popular[i - 1] as (typeof popular)[number]);
      const [stocked, sold] = rank(popular[i] as (typeof popular)[number]);
      expect(stockedBefore > stocked || (stockedBefore === stocked && soldBefore >= sold)).toBe(true);
    }
  });

  it('pages just_for_you alone, with the total of all active products', async () => {
    const first = await catalog().getHome({ page: 1, per_page: 4 });
    const second = await catalog().getHome({ page: 2, per_page: 4 });
    expect(first.data.just_for_you.total).toBe(PRODUCT_COUNT);
    expect(first.data.just_for_you.products).toHaveLength(4);
    const firstIds = first.data.just_for_you.products.map((card) => card.id);
    expect(second.data.just_for_you.products.some((card) => firstIds.includes(card.id))).toBe(false);
    expect(second.data.popular_products).toEqual(first.data.popular_products);
  });

  it('marks the signed-in customer’s favourites, and none for a visitor', async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const mine = await catalog(token).getHome({ per_page: 100 });
    const visitor = await catalog().getHome({ per_page: 100 });
    const liked = mine.data.just_for_you.products.filter((card) => card.is_favorite).map((card) => card.id);
    expect(liked.sort()).toEqual([...DEMO_FAVORITE_PRODUCT_IDS].sort());
    expect(visitor.data.just_for_you.products.some((card) => card.is_favorite)).toBe(false);
  });

  it('shows the one shop in single-vendor mode', async () => {
    await inSingleVendorMode(async () => {
      expect((await catalog().getHome()).data.shops).toHaveLength(1);
      expect((await catalog().listShops()).data.total).toBe(1);
    });
  });
});

describe('categories', () => {
  it('pages the categories in display order, each with its sub-categories', async () => {
    const all = await catalog().listCategories({ per_page: 100 });
    const page = await catalog().listCategories({ page: 2, per_page: 3 });
    expect(all.data.total).toBe(CATEGORY_COUNT);
    expect(page.data.total).toBe(CATEGORY_COUNT);
    expect(page.data.categories).toEqual(all.data.categories.slice(3, 6));
  });

  it('lists a category’s sub-categories, and 404 for an unknown category', async () => {
    const { data } = await catalog().listCategories({ per_page: 1 });
    const category = data.categories[0];
    if (!category) throw new Error('no category');
    const subs = await catalog().listSubCategories({ category_id: category.id });
    expect(subs.data.sub_categories).toEqual(category.sub_categories);
    await expect(catalog().listSubCategories({ category_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('shops', () => {
  it('lists the shops best rated first', async () => {
    const { data } = await catalog().listShops({ per_page: 100 });
    expect(data.total).toBe(SHOP_COUNT);
    const ratings = data.shops.map((shop) => shop.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('finds shops by part of their name, reading wildcards as plain text', async () => {
    const { data } = await catalog().listShops({ search: 'NORDIC' });
    expect(data.shops.map((shop) => shop.id)).toEqual([SHOPS.nordicHome.id]);
    expect((await catalog().listShops({ search: '%' })).data.total).toBe(0);
  });

  it('counts a shop’s active products and the reviews of its products', async () => {
    const { data } = await catalog().listShops({ search: SHOPS.voltElectronics.name });
    const card = data.shops[0];
    const products = await catalog().listProducts({ shop_id: SHOPS.voltElectronics.id });
    const reviews = await catalog().listReviews({ shop_id: SHOPS.voltElectronics.id });
    expect(card).toMatchObject({ total_products: products.data.total, total_reviews: reviews.data.total });
  });

  it('shows a shop’s page with the number of categories it sells in, and 404 for an unknown shop', async () => {
    const { data } = await catalog().getShop(SHOPS.nordicHome.id);
    const categories = await catalog().listShopCategories({ shop_id: SHOPS.nordicHome.id });
    expect(data.shop).toMatchObject({ id: SHOPS.nordicHome.id, name: SHOPS.nordicHome.name });
    expect(data.shop.total_categories).toBe(categories.data.categories.length);
    await expect(catalog().getShop(999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('lists only the categories and sub-categories holding the shop’s products', async () => {
    const { data } = await catalog().listShopCategories({ shop_id: SHOPS.urbanThread.id });
    expect(data.categories.length).toBeGreaterThan(0);
    for (const category of data.categories) {
      for (const sub of category.sub_categories) {
        const found = await catalog().listProducts({ shop_id: SHOPS.urbanThread.id, sub_category_id: sub.id });
        expect(found.data.total).toBeGreaterThan(0);
      }
    }
    await expect(catalog().listShopCategories({ shop_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it('lists a shop’s products best selling first, and 404 for an unknown shop', async () => {
    const { data } = await catalog().listShopPopularProducts({ shop_id: SHOPS.greenLeafGrocers.id, per_page: 100 });
    const all = await catalog().listProducts({ shop_id: SHOPS.greenLeafGrocers.id });
    expect(data.total).toBe(all.data.total);
    expect(data.products.every((card) => card.shop.id === SHOPS.greenLeafGrocers.id)).toBe(true);
    const sold = data.products.map((card) => card.total_sold ?? 0);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    await expect(catalog().listShopPopularProducts({ shop_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('flash sales', () => {
  it('shows the running sale and the next one, with their product counts', async () => {
    const { data } = await catalog().listFlashSales();
    expect(data.running_flash_sale).toMatchObject({
      id: FLASH_SALES.running.id,
      name: FLASH_SALES.running.name,
      total_products: FLASH_SALES.running.productCount,
    });
    expect(data.incoming_flash_sale).toMatchObject({
      id: FLASH_SALES.upcoming.id,
      total_products: FLASH_SALES.upcoming.productCount,
    });
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
