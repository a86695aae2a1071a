import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCatalogUpkeep } from '../../server/catalog/catalog-upkeep';
import { flashSales, products } from '../../server/db/schema';
import { FLASH_SALES, PRODUCTS, SHOPS } from '../../server/db/seed/facts';
import type { Query, Schema } from '../../src/api/types';
import { startTestServer, type TestServer } from './harness';

type Card = Schema<'ProductCard'>;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The price a shopper pays for the card's product. */
const paid = (card: Card) => (card.discount_price > 0 ? card.discount_price : card.price);

/** Every matching product on one page (the demo catalogue has under 100). */
async function everyProduct(query: Query<'listProducts'> = {}) {
  const { data } = await server.api().catalog.listProducts({ per_page: 100, ...query });
  expect(data.products).toHaveLength(data.total);
  return data;
}

let insertedProducts = 0;
/** A new product of Volt Electronics, in the category of the discounted earbuds. */
async function insertProduct(fields: Partial<typeof products.$inferInsert> & { name: string }) {
  insertedProducts += 1;
  const [earbuds] = await server.database.db.select().from(products).where(eq(products.id, PRODUCTS.discounted.id));
  if (!earbuds) throw new Error('the seed has no earbuds');
  const [row] = await server.database.db
    .insert(products)
    .values({
      shopId: SHOPS.voltElectronics.id,
      categoryId: earbuds.categoryId,
      slug: `test-product-${insertedProducts}`,
      sku: `TEST-${insertedProducts}`,
      thumbnail: earbuds.thumbnail,
      price: 10,
      createdAt: server.deps.now(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no product inserted');
  // Inserted in the database, not through the API: as after any write to the catalog, what it keeps for its
  // listings is brought up to date (catalog-upkeep.ts), and its kept answers must not hide the product.
  await refreshCatalogUpkeep(server.deps.db, server.deps.now());
  server.deps.catalog.clear();
  return row;
}

describe('search', () => {
  it('finds products by shop name, whatever the case', async () => {
    const bySearch = await everyProduct({ search: 'stride FOOTWEAR' });
    const byShop = await everyProduct({ shop_id: SHOPS.strideFootwear.id });
    expect(bySearch.total).toBeGreaterThan(0);
    expect(bySearch.products.map((card) => card.id).sort()).toEqual(byShop.products.map((card) => card.id).sort());
  });

  it('finds products by brand name', async () => {
    const { products: found } = await everyProduct({ search: 'voltwave' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.brand === 'Voltwave')).toBe(true);
  });

  it('finds products by part of their name', async () => {
    const { products: found } = await everyProduct({ search: 'HEADPHONES' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.name.toLowerCase().includes('headphones'))).toBe(true);
  });

  it('reads % and _ in the search text as plain characters, not wildcards', async () => {
    expect((await everyProduct({ search: '%' })).total).toBe(0);
    expect((await everyProduct({ search: 'o_k' })).total).toBe(0);
    const percent = await insertProduct({ name: 'Discount 50% Gift Card' });
    expect((await everyProduct({ search: '50%' })).products.map((card) => card.id)).toEqual([percent.id]);
  });

  it('lists only active products', async () => {
    const shown = await insertProduct({ name: 'Zephyr Visible Lamp' });
    const hidden = await insertProduct({ name: 'Zephyr Hidden Lamp', isActive: false });
    const { products: found } = await everyProduct({ search: 'zephyr' });
    expect(found.map((card) => card.id)).toEqual([shown.id]);
    await expect(server.api().catalog.getProductDetails({ product_id: hidden.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('filters', () => {
  it('brand, colour and size narrow the list while the filter choices stay those of the shop', async () => {
    const shop = await everyProduct({ shop_id: SHOPS.urbanThread.id });
    const color = shop.filters.colors.find((c) => c.name === 'Navy');
    const size = shop.filters.sizes.find((s) => s.name === 'XXL');
    const brand = shop.filters.brands.find((b) => b.name === 'Northline');
    if (!color || !size || !brand) throw new Error('Urban Thread sells no navy XXL Northline product');

    const narrowed = await everyProduct({
      shop_id: SHOPS.urbanThread.id,
      color_id: color.id,
      size_id: size.id,
      brand_id: brand.id,
    });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(shop.total);
    expect(narrowed.filters).toEqual(shop.filters);
    for (const card of narrowed.products) {
      const { data } = await server.api().catalog.getProductDetails({ product_id: card.id });
      expect(data.product.colors.map((c) => c.id)).toContain(color.id);
      expect(data.product.sizes.map((s) => s.id)).toContain(size.id);
      expect(data.product.brand?.id).toBe(brand.id);
    }
  });

  it('offers the lowest and highest price paid among the products in scope', async () => {
    const shop = await everyProduct({ shop_id: SHOPS.nordicHome.id });
    const prices = shop.products.map(paid);
    expect(shop.filters.min_price).toBe(Math.min(...prices));
    expect(shop.filters.max_price).toBe(Math.max(...prices));
  });

  it('min_price and max_price bound the price paid', async () => {
    const all = await everyProduct();
    const { products: found, total } = await everyProduct({ min_price: 40, max_price: 60 });
    const inRange = (card: Card) => paid(card) >= 40 && paid(card) <= 60;
    expect(total).toBeGreaterThan(0);
    expect(found.every(inRange)).toBe(true);
    expect(total).toBe(all.products.filter(inRange).length);
  });

  it('rating keeps products rated at least that many stars', async () => {
    const { products: found } = await everyProduct({ rating: 4 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.rating >= 4)).toBe(true);
  });

  it('answers 422 when min_price is above max_price', async () => {
    await expect(server.api().catalog.listProducts({ min_price: 50, max_price: 10 })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { max_price: expect.any(String) },
    });
  });
});

describe('sort_type', () => {
  /** Whether each neighbour pair is in order. */
  const ordered = <T>(items: T[], inOrder: (a: T, b: T) => boolean) =>
    items.every((item, i) => i === 0 || inOrder(items[i - 1] as T, item));

  it('newest lists the latest product first, and is the default', async () => {
    const fresh = await insertProduct({ name: 'Brand New Gadget' });
    expect((await everyProduct()).products[0]?.id).toBe(fresh.id);
    expect((await everyProduct({ sort_type: 'newest' })).products[0]?.id).toBe(fresh.id);
  });

  it('most_popular orders by units sold', async () => {
    const { products: found } = await everyProduct({ sort_type: 'most_popular' });
    expect(ordered(found, (a, b) => (a.total_sold ?? 0) >= (b.total_sold ?? 0))).toBe(true);
  });

  it('best_deal lists only discounted products, the biggest discount first', async () => {
    const all = await everyProduct();
    const { products: found } = await everyProduct({ sort_type: 'best_deal' });
    expect(found.length).toBe(all.products.filter((card) => card.discount_percentage > 0).length);
    expect(ordered(found, (a, b) => a.discount_percentage >= b.discount_percentage)).toBe(true);
  });

  it('price_low_to_high and price_high_to_low order by the price paid', async () => {
    const low = await everyProduct({ sort_type: 'price_low_to_high' });
    const high = await everyProduct({ sort_type: 'price_high_to_low' });
    expect(ordered(low.products, (a, b) => paid(a) <= paid(b))).toBe(true);
    expect(ordered(high.products, (a, b) => paid(a) >= paid(b))).toBe(true);
  });

  it('top_rated orders by rating, then by number of reviews', async () => {
    const { products: found } = await everyProduct({ sort_type: 'top_rated' });
    expect(
      ordered(found, (a, b) => a.rating > b.rating || (a.rating === b.rating && a.total_reviews >= b.total_reviews)),
    ).toBe(true);
  });
});

describe('pagination', () => {
  it('pages do not overlap, and total counts every match', async () => {
    const api = server.api().catalog;
    const all = await everyProduct({ sort_type: 'most_popular' });
    const first = await api.listProducts({ sort_type: 'most_popular', page: 1, per_page: 5 });
    const second = await api.listProducts({ sort_type: 'most_popular', page: 2, per_page: 5 });
    const beyond = await api.listProducts({ sort_type: 'most_popular', page: 1000, per_page: 5 });
    expect(first.data.total).toBe(all.total);
    expect([...first.data.products, ...second.data.products].map((card) => card.id)).toEqual(
      all.products.slice(0, 10).map((card) => card.id),
    );
    expect(beyond.data).toMatchObject({ total: all.total, products: [] });
  });
});

describe('product details', () => {
  it('answers 404 for an unknown product', async () => {
    await expect(server.api().catalog.getProductDetails({ product_id: 999_999 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('shows colours, sizes with their extra price, images and the product’s own sub-category', async () => {
    const { data } = await server.api().catalog.getProductDetails({ product_id: PRODUCTS.withColorsAndSizes.id });
    const { product } = data;
    expect(product.colors.map((c) => c.name)).toEqual(expect.arrayContaining(['Black', 'White', 'Navy', 'Olive']));
    expect(product.sizes.find((s) => s.name === 'XL')?.price).toBe(2);
    expect(product.thumbnails[0]?.url).toBe(product.thumbnail);
    expect(product.categories).toHaveLength(1);
    expect(product.categories[0]?.sub_categories).toHaveLength(1);
  });

  it('relates products of the same category, and the shop’s best sellers, never the product itself', async () => {
    const id = PRODUCTS.withSizePrices.id;
    const { data } = await server.api().catalog.getProductDetails({ product_id: id });
    const categoryId = data.product.categories[0]?.id;
    const sameCategory = await everyProduct({ category_id: categoryId });
    const related = data.related_products.map((card) => card.id);
    expect(related.length).toBeGreaterThan(0);
    expect(sameCategory.products.map((card) => card.id)).toEqual(expect.arrayContaining(related));
    expect(related).not.toContain(id);
    expect(
      data.popular_products.every((card) => card.shop.id === PRODUCTS.withSizePrices.shopId && card.id !== id),
    ).toBe(true);
  });

  it('sends the description through the HTML sanitiser', async () => {
    const product = await insertProduct({
      name: 'Unsafe Description Speaker',
      description: '<p onclick="steal()">Loud</p><script>alert(1)</script><a href="javascript:alert(1)">more</a>',
    });
    const { data } = await server.api().catalog.getProductDetails({ product_id: product.id });
    // A link without a safe target keeps its text, as the storefront's sanitiser does.
    expect(data.product.description).toBe('<p>Loud</p>more');
  });
});

describe('flash sale prices', () => {
  it('a product in the running sale shows the sale price in the listing, its details and the sale page alike', async () => {
    // 20 % off 59.99 is 47.99, below the product's own 49.99.
    const expected = { price: 59.99, discount_price: 47.99, discount_percentage: 20 };
    const listing = await everyProduct({ search: 'Wireless Earbuds Pro' });
    const details = await server.api().catalog.getProductDetails({ product_id: PRODUCTS.discounted.id });
    const sale = await server.api().catalog.getFlashSaleDetails(FLASH_SALES.running.id, { per_page: 100 });
    expect(listing.products.find((card) => card.id === PRODUCTS.discounted.id)).toMatchObject(expected);
    expect(details.data.product).toMatchObject(expected);
    expect(sale.data.products.find((card) => card.id === PRODUCTS.discounted.id)).toMatchObject(expected);
  });

  it('an incoming sale’s page shows the prices it will bring, while the product page keeps today’s', async () => {
    // Product 14 (199.00, discounted to 169.00) is in the upcoming 30 % sale: 139.30 then.
    const sale = await server.api().catalog.getFlashSaleDetails(FLASH_SALES.upcoming.id, { per_page: 100 });
    const details = await server.api().catalog.getProductDetails({ product_id: 14 });
    expect(sale.data.products.find((card) => card.id === 14)).toMatchObject({
      discount_price: 139.3,
      discount_percentage: 30,
    });
    expect(details.data.product).toMatchObject({ discount_price: 169, discount_percentage: 15 });
  });

  it('the sale page lists its products, narrowed by category on request', async () => {
    const { data } = await server.api().catalog.getFlashSaleDetails(FLASH_SALES.running.id, { per_page: 100 });
    expect(data.total_products).toBe(FLASH_SALES.running.productCount);
    expect(data.flash_sale.total_products).toBe(FLASH_SALES.running.productCount);
    const category = data.flash_sale.categories[0];
    if (!category) throw new Error('the running sale has no categories');
    const narrowed = await server
      .api()
      .catalog.getFlashSaleDetails(FLASH_SALES.running.id, { category_id: category.id });
    expect(narrowed.data.total_products).toBeGreaterThan(0);
    expect(narrowed.data.total_products).toBeLessThan(data.total_products);
  });

  it('answers 404 for a sale that has ended, and for an unknown sale', async () => {
    const now = server.deps.now().getTime();
    const [ended] = await server.database.db
      .insert(flashSales)
      .values({
        name: 'Last week’s sale',
        thumbnail: '/media/flash-sales/1.jpg',
        discount: 10,
        startDate: new Date(now - 7 * 86_400_000),
        endDate: new Date(now - 86_400_000),
      })
      .returning();
    if (!ended) throw new Error('no sale inserted');
    await expect(server.api().catalog.getFlashSaleDetails(ended.id)).rejects.toMatchObject({ status: 404 });
    await expect(server.api().catalog.getFlashSaleDetails(999_999)).rejects.toMatchObject({ status: 404 });
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
