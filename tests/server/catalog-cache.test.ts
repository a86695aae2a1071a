import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerKey, CATALOG_ANSWER_TTL_MS, CatalogCache } from '../../server/catalog/catalog-cache';
import { DEMO_CUSTOMER, DEMO_ORDERS, OTHER_CUSTOMER, PRODUCTS } from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 12) + ms);

describe('CatalogCache', () => {
  it('works an answer out once for everyone who asks while it is fresh, and again once it is not', async () => {
    const cache = new CatalogCache();
    let worked = 0;
    const work = async () => {
      worked += 1;
      return { round: worked };
    };
    const [a, b] = await Promise.all([cache.answer('k', at(0), work), cache.answer('k', at(10), work)]);
    expect(a).toEqual({ round: 1 });
    expect(b).toBe(a);
    expect(await cache.answer('k', at(CATALOG_ANSWER_TTL_MS - 1), work)).toBe(a);
    expect(await cache.answer('k', at(CATALOG_ANSWER_TTL_MS), work)).toEqual({ round: 2 });
    // A clock set back does not make an old answer look new.
    expect(await cache.answer('k', at(-1), work)).toEqual({ round: 3 });
  });

  it('keeps no failure: the next call works it out again', async () => {
    const cache = new CatalogCache();
    await expect(cache.answer('k', at(0), () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await cache.answer('k', at(1), async () => 'found')).toBe('found');
  });

  it('forgets everything after a write that may change the catalog, and nothing after one that cannot', async () => {
    const cache = new CatalogCache();
    let worked = 0;
    const work = async () => ++worked;
    await cache.answer('k', at(0), work);
    cache.afterWrite('addToCart');
    cache.afterWrite('toggleFavorite');
    cache.afterWrite('recordRecentlyViewed');
    expect(await cache.answer('k', at(1), work)).toBe(1);
    cache.afterWrite('placeOrder');
    expect(await cache.answer('k', at(2), work)).toBe(2);
    cache.afterWrite('createProductReview');
    expect(await cache.answer('k', at(3), work)).toBe(3);
  });

  it('makes one key of the same parameters in any order, leaving out those not given', () => {
    expect(answerKey('listProducts', { page: 1, sort_type: 'newest', search: undefined })).toBe(
      answerKey('listProducts', { sort_type: 'newest', page: 1 }),
    );
    expect(answerKey('listProducts', { page: 1 })).not.toBe(answerKey('listProducts', { page: 2 }));
    expect(answerKey('listProducts', { page: 1 })).not.toBe(answerKey('getHome', { page: 1 }));
  });
});

describe('the catalog answers, kept', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('show each customer their own favourites, and a visitor none, from the same kept answer', async () => {
    // The other customer keeps the apples in their wishlist (seed); the demo customer does not.
    const demo = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const other = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
    const product = PRODUCTS.plain.id;
    const liked = async (token: string | null) =>
      (await server.api(token).catalog.getProductDetails({ product_id: product })).data.product.is_favorite;
    const listed = async (token: string | null) =>
      (await server.api(token).catalog.listProducts({ search: 'Honeycrisp' })).data.products.find(
        (card) => card.id === product,
      )?.is_favorite;

    expect([await liked(other), await liked(demo), await liked(null)]).toEqual([true, false, false]);
    expect([await listed(other), await listed(demo), await listed(null)]).toEqual([true, false, false]);

    await server.api(demo).favorites.toggleFavorite({ product_id: product });
    expect([await liked(demo), await listed(demo), await liked(null)]).toEqual([true, true, false]);
    await server.api(demo).favorites.toggleFavorite({ product_id: product });
    expect([await liked(demo), await listed(demo)]).toEqual([false, false]);
  });

  it('keeps them through requests that change nothing: an unknown path, a refused write', async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const cleared = vi.spyOn(server.deps.catalog, 'clear');
    const send = (path: string, body: unknown) =>
      fetch(`${server.directUrl}/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await send('/no-such-call', {})).status).toBe(404);
    expect((await send('/orders/cancel', { order_id: 987_654 })).status).toBeGreaterThanOrEqual(400);
    expect((await send('/product-review', {})).status).toBe(422);
    expect(cleared).not.toHaveBeenCalled();
    // A write that goes through and may change the catalog still clears them.
    const cancelled = await send('/orders/cancel', { order_id: DEMO_ORDERS.pending.id });
    expect(cancelled.status).toBe(200);
    expect(cleared).toHaveBeenCalled();
    cleared.mockRestore();
  });
});
