import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_FAVORITE_PRODUCT_IDS, OTHER_CUSTOMER, PRODUCTS } from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  otherToken = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
});
afterAll(async () => {
  await server?.stop();
});

const favorites = (token?: string) => server.api(token).favorites;

describe('toggling a favourite', () => {
  it('adds the product, then removes it on a second toggle, and answers the wishlist’s size', async () => {
    const productId = PRODUCTS.withSizePrices.id;
    const before = (await favorites(otherToken).listFavorites()).data.products.length;

    const added = await favorites(otherToken).toggleFavorite({ product_id: productId });
    expect(added.data).toEqual({ is_favorite: true, total_favorites: before + 1 });
    const listed = (await favorites(otherToken).listFavorites()).data.products;
    expect(listed[0]).toMatchObject({ id: productId, is_favorite: true });

    const removed = await favorites(otherToken).toggleFavorite({ product_id: productId });
    expect(removed.data).toEqual({ is_favorite: false, total_favorites: before });
    const after = (await favorites(otherToken).listFavorites()).data.products;
    expect(after.map((card) => card.id)).not.toContain(productId);
  });

  it('answers 404 for an unknown product', async () => {
    await expect(favorites(otherToken).toggleFavorite({ product_id: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it('needs a signed-in customer', async () => {
    await expect(favorites().toggleFavorite({ product_id: PRODUCTS.plain.id })).rejects.toMatchObject({ status: 401 });
    await expect(favorites().listFavorites()).rejects.toMatchObject({ status: 401 });
  });
});

describe('the wishlist', () => {
  it('lists the customer’s favourites as product cards, most recently added first', async () => {
    const { data } = await favorites(demoToken).listFavorites();
    // The seed adds them in this order, a few days apart.
    expect(data.products.map((card) => card.id)).toEqual([...DEMO_FAVORITE_PRODUCT_IDS].reverse());
    expect(data.products.every((card) => card.is_favorite)).toBe(true);
  });

  it('shows the prices the listing shows, flash sale included', async () => {
    const productId = PRODUCTS.discounted.id;
    await favorites(otherToken).toggleFavorite({ product_id: productId });
    try {
      const wished = (await favorites(otherToken).listFavorites()).data.products.find((card) => card.id === productId);
      const listing = await server.api().catalog.listProducts({ search: 'Wireless Earbuds Pro' });
      const listed = listing.data.products.find((card) => card.id === productId);
      expect(wished).toMatchObject({ price: listed?.price, discount_price: listed?.discount_price });
    } finally {
      await favorites(otherToken).toggleFavorite({ product_id: productId });
    }
  });
});

describe('is_favorite', () => {
  it('is true only for the signed-in customer’s own favourites', async () => {
    const flagged = async (token?: string) => {
      const { data } = await server.api(token).catalog.listProducts({ per_page: 100 });
      return data.products.filter((card) => card.is_favorite).map((card) => card.id);
    };
    const mine = await flagged(demoToken);
    const others = await flagged(otherToken);
    expect(mine.sort()).toEqual([...DEMO_FAVORITE_PRODUCT_IDS].sort());
    expect(others.some((id) => (DEMO_FAVORITE_PRODUCT_IDS as readonly number[]).includes(id))).toBe(false);
    expect(await flagged()).toEqual([]);
  });

  it('is shown on the product page for the owner only', async () => {
    const productId = PRODUCTS.withColorsAndSizes.id;
    const details = async (token?: string) =>
      (await server.api(token).catalog.getProductDetails({ product_id: productId })).data.product.is_favorite;
    expect(await details(demoToken)).toBe(true);
    expect(await details(otherToken)).toBe(false);
    expect(await details()).toBe(false);
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
