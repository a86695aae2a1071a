import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTranslations, products, recentlyViewed } from '../../server/db/schema';
import { DEMO_CUSTOMER, DEMO_FAVORITE_PRODUCT_IDS, OTHER_CUSTOMER, PRODUCTS } from '../../server/db/seed/facts';
import { failure, startTestServer, type TestServer } from './harness';

/** GET and POST /recently-viewed: the products a customer opened last, kept on the account. */
let server: TestServer;
let demoToken: string;
let otherToken: string;
/** Listed products of the seed, by id, more than the list keeps. */
let listed: number[];

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  otherToken = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
  const rows = await server.deps.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(20);
  listed = rows.map((row) => row.id);
});

afterAll(async () => {
  await server?.stop();
});

const recent = (token?: string | null) => server.api(token).recentlyViewed;
const ids = (answer: { data: { products: { id: number }[] } }) => answer.data.products.map((card) => card.id);
const listOf = async (token: string) => ids(await recent(token).listRecentlyViewed());
const open = (token: string, ...productIds: number[]) =>
  recent(token).recordRecentlyViewed({ product_ids: productIds });

/** A request the contract refuses, straight to the server (Prism's proxy would refuse it itself). */
async function refused(body: unknown) {
  const response = await fetch(`${server.directUrl}/api/recently-viewed`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${demoToken}`,
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]> } };
}

async function setListed(productId: number, isActive: boolean) {
  await server.deps.db.update(products).set({ isActive }).where(eq(products.id, productId));
}

describe('recently viewed products', () => {
  it('start empty, and record what was opened, newest first, answering the whole list', async () => {
    expect(await listOf(demoToken)).toEqual([]);
    const [a = 0, b = 0, c = 0] = listed;
    expect(ids(await open(demoToken, b))).toEqual([b]);
    expect(ids(await open(demoToken, a))).toEqual([a, b]);
    // Several at once (what a visitor's browser kept, handed over at sign-in) come first, in the order given.
    expect(ids(await open(demoToken, a, c))).toEqual([a, c, b]);
    expect(await listOf(demoToken)).toEqual([a, c, b]);
  });

  it('keep each product once: opening one again moves it to the front', async () => {
    const [a = 0, b = 0] = listed;
    await open(demoToken, a, b);
    expect((await listOf(demoToken)).slice(0, 2)).toEqual([a, b]);
    expect((await open(demoToken, b, b)).data.products.filter((card) => card.id === b)).toHaveLength(1);
    expect((await listOf(demoToken)).slice(0, 2)).toEqual([b, a]);
  });

  it('keep the twelve newest', async () => {
    const fourteen = listed.slice(0, 14);
    for (const id of fourteen) await open(demoToken, id);
    expect(await listOf(demoToken)).toEqual([...fourteen].reverse().slice(0, 12));
    await open(demoToken, ...fourteen.slice(0, 12));
    expect(await listOf(demoToken)).toEqual(fourteen.slice(0, 12));
    // No more is stored than is shown.
    const stored = await server.deps.db
      .select({ productId: recentlyViewed.productId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, DEMO_CUSTOMER.id));
    expect(stored.map((row) => row.productId).sort((x, y) => x - y)).toEqual(fourteen.slice(0, 12));
  });

  it('show cards as every listing does: current prices and the customer’s own favourites', async () => {
    const [favorite] = DEMO_FAVORITE_PRODUCT_IDS;
    const { data } = await open(demoToken, PRODUCTS.discounted.id, favorite);
    const [discounted, liked] = data.products;
    const listing = await server.api(demoToken).catalog.listProducts({ search: 'Wireless Earbuds Pro' });
    expect(discounted).toEqual(listing.data.products.find((card) => card.id === PRODUCTS.discounted.id));
    expect(liked).toMatchObject({ id: favorite, is_favorite: true });
    expect(discounted?.is_favorite).toBe(false);
  });

  it('leave out products that are not on sale, and ignore ids of those and of unknown products', async () => {
    const [a = 0, b = 0, hidden = 0] = listed.slice(15);
    await open(demoToken, b, hidden, a);
    await setListed(hidden, false);
    try {
      expect((await listOf(demoToken)).slice(0, 2)).toEqual([b, a]);
      expect(await listOf(demoToken)).not.toContain(hidden);
      const before = await listOf(demoToken);
      expect(ids(await open(demoToken, hidden, 999_999))).toEqual(before);
      expect(ids(await open(demoToken, 999_999, a))).toEqual([a, ...before.filter((id) => id !== a)]);
    } finally {
      await setListed(hidden, true);
    }
  });

  it('are each customer’s own', async () => {
    const mine = await listOf(demoToken);
    const [theirs = 0] = listed.slice(19);
    expect(await listOf(otherToken)).toEqual([]);
    expect(ids(await open(otherToken, theirs))).toEqual([theirs]);
    expect(await listOf(demoToken)).toEqual(mine);
    expect(await listOf(otherToken)).toEqual([theirs]);
  });

  it('name products and shops in the caller’s language', async () => {
    const response = await fetch(`${server.url}/recently-viewed`, {
      headers: {
        Authorization: `Bearer ${demoToken}`,
        'Accept-Language': 'ar',
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      message: string;
      data: { products: { id: number; name: string; shop: { id: number; name: string } }[] };
    };
    const cards = body.data.products;
    expect(cards.length).toBeGreaterThan(0);
    const arabic = await server.deps.db
      .select()
      .from(contentTranslations)
      .where(and(eq(contentTranslations.locale, 'ar'), eq(contentTranslations.field, 'name')));
    const named = (subject: string, id: number) =>
      arabic.find((row) => row.subject === subject && row.subjectId === id)?.value;
    expect(cards.map((card) => card.name)).toEqual(cards.map((card) => named('product', card.id)));
    expect(cards.map((card) => card.shop.name)).toEqual(cards.map((card) => named('shop', card.shop.id)));
    expect(body.message).toBe('المنتجات التي شاهدتها مؤخرًا');
  });

  it('need a signed-in customer', async () => {
    expect((await failure(recent().listRecentlyViewed())).status).toBe(401);
    expect((await failure(recent().recordRecentlyViewed({ product_ids: [listed[0] ?? 0] }))).status).toBe(401);
  });

  it('refuse no ids or more than twelve with 422 on product_ids, recording nothing', async () => {
    const before = await listOf(demoToken);
    for (const body of [{ product_ids: [] }, { product_ids: listed.slice(0, 13) }, {}]) {
      const answer = await refused(body);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['product_ids']);
    }
    expect(await listOf(demoToken)).toEqual(before);
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
