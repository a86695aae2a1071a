import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_BANNER_TITLES, ARABIC_PRODUCTS, ARABIC_SHOPS } from '../../server/db/seed/content-ar';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

/** The shop's own content (products, shops, banners) in the caller's language, the default where none is given. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function data<T>(path: string, language: string, token?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type Card = { id: number; name: string; shop: { id: number; name: string } };
type Details = { product: Card & { short_description: string; description: string } };

const arabicName = (english: string) => ARABIC_PRODUCTS[english]?.name;
const arabicShop = (english: string) => ARABIC_SHOPS[english]?.name ?? english;

describe('the shop content in Arabic', () => {
  it('gives a product page its Arabic name, short description and description, and English to others', async () => {
    const english = await data<Details>('/product-details?product_id=1', 'en');
    const arabic = await data<Details>('/product-details?product_id=1', 'ar');
    const wanted = ARABIC_PRODUCTS[english.product.name];
    expect(wanted).toBeDefined();
    expect(arabic.product.name).toBe(wanted?.name);
    expect(arabic.product.short_description).toBe(wanted?.short);
    expect(arabic.product.description).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.product.shop.name).toBe(arabicShop(english.product.shop.name));
    // The kept answer is one language's: English again after Arabic.
    expect((await data<Details>('/product-details?product_id=1', 'en')).product.name).toBe(english.product.name);
    expect((await data<Details>('/product-details?product_id=1', 'fr')).product.name).toBe(english.product.name);
  });

  it('names the cards of a listing in Arabic where the shop gives it, in English where it does not', async () => {
    const english = await data<{ products: Card[] }>('/products?per_page=50', 'en');
    const arabic = await data<{ products: Card[] }>('/products?per_page=50', 'ar');
    expect(arabic.products.map((card) => card.id)).toEqual(english.products.map((card) => card.id));
    arabic.products.forEach((card, index) => {
      const own = english.products[index] as Card;
      expect(card.name).toBe(arabicName(own.name) ?? own.name);
      expect(card.shop.name).toBe(arabicShop(own.shop.name));
    });
  });

  it("names the home page's categories, shops and pictures in Arabic", async () => {
    type Pictures = { title: string; image: string }[];
    type Home = { banners: Pictures; ads: Pictures; categories: { name: string }[]; shops: { name: string }[] };
    const english = await data<Home>('/home', 'en');
    const arabic = await data<Home>('/home', 'ar');
    expect(arabic.categories.map((c) => c.name)).toContain('البقالة');
    expect(arabic.shops.map((s) => s.name)).toEqual(english.shops.map((s) => arabicShop(s.name)));
    // The pictures carry no words (server/db/seed/photo-set.ts): every title is live text, in Arabic here.
    for (const kind of ['banners', 'ads'] as const) {
      expect(english[kind].length, kind).toBeGreaterThan(0);
      expect(arabic[kind].map((b) => b.title)).toEqual(english[kind].map((b) => ARABIC_BANNER_TITLES[b.title]));
      expect(arabic[kind].map((b) => b.image)).toEqual(english[kind].map((b) => b.image));
    }
  });

  it("gives the cart's lines and shops their Arabic names", async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    type Cart = { cart_items: { shop_name: string; products: { name: string }[] }[] };
    const english = await data<Cart>('/carts', 'en', token);
    const arabic = await data<Cart>('/carts', 'ar', token);
    expect(english.cart_items.length).toBeGreaterThan(0);
    arabic.cart_items.forEach((group, index) => {
      const own = english.cart_items[index];
      expect(group.shop_name).toBe(arabicShop(own?.shop_name ?? ''));
      expect(group.products.map((p) => p.name)).toEqual(own?.products.map((p) => arabicName(p.name) ?? p.name));
    });
  });

  it('breaks no contract', () => {
    expect(server.violations).toEqual([]);
  });
});
