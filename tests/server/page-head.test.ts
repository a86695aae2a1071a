import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, categories, legalPages, products, shops } from '../../server/db/schema';
import type { AppEnv } from '../../server/http/env';
import { ARABIC } from '../../server/i18n/messages-ar';
import { ENGLISH } from '../../server/i18n/messages-en';
import { crawlerRoutes, publicPaths } from '../../server/web/crawler-files';
import { PAGE_ROUTES } from '../../server/web/page-routes';
import { startTestServer, type TestServer } from './harness';
import { schemaOrgProblems } from './schema-org';

/**
 * The document the server sends for a page, read as a crawler or a chat app's link preview reads it (no script run):
 * its language, title, description, addresses, link card and schema.org data (server/web/page-heads.ts).
 */

const INDEX = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '<head><meta charset="UTF-8" /><meta name="description" content="Shop from many sellers in one place." />',
  '<title>Storefront</title></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-head-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startTestServer({ distDir: dist });
});

afterAll(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page at `path` as its HTML says it, with the shopper's stored language when given. */
async function pageAt(path: string, locale?: string) {
  const response = await fetch(`${server.directUrl}${path}`, {
    headers: locale ? { Cookie: `locale=${locale}` } : {},
  });
  const html = await response.text();
  const [head = ''] = html.split('</head>');
  const metaOf = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(head);
    return found ? decode(found[1] as string) : undefined;
  };
  return {
    response,
    html,
    head,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]*)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title as string)),
    description: metaOf('description'),
    meta: metaOf,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, text]) => JSON.parse(text as string) as Json,
    ),
  };
}

async function api(path: string, locale = 'en') {
  const response = await fetch(`${server.directUrl}/api${path}`, { headers: { 'Accept-Language': locale } });
  return (await response.json()).data;
}

function ofType(list: Json[], type: string): Json {
  const found = list.find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(list.map((data) => data['@type']))}`);
  return found;
}

function expectValid(list: Json[]) {
  expect(list.length).toBeGreaterThan(0);
  expect(list.flatMap((data) => schemaOrgProblems(data))).toEqual([]);
}

describe("a page's head, without any script run", () => {
  it('a product: its name, short description, address, card with its price, and Product data', async () => {
    const master = await api('/master');
    const { product } = await api('/product-details?product_id=1');
    const origin = server.directUrl;
    const page = await pageAt('/products/1/details');
    const canonical = `${origin}/products/1/details`;
    expect(page.titles).toEqual([`${product.name} - ${master.app_name}`]);
    expect(page.description).toBe(product.short_description);
    expect(page.canonical).toBe(canonical);
    expect(page.alternates).toEqual([`en ${canonical}?lang=en`, `ar ${canonical}?lang=ar`, `x-default ${canonical}`]);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe(`${product.name} - ${master.app_name}`);
    expect(page.meta('og:description')).toBe(product.short_description);
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:image')).toBe(`${origin}${product.thumbnails[0].url}?w=1280`);
    expect(page.meta('product:price:amount')).toBe((product.discount_price ?? product.price).toFixed(2));
    expect(page.meta('product:price:currency')).toBe('USD');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expectValid(page.jsonLd);
    expect(ofType(page.jsonLd, 'Product')).toMatchObject({
      name: product.name,
      brand: { name: product.brand.name },
      offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: canonical },
      aggregateRating: { ratingValue: product.rating, reviewCount: product.total_reviews },
    });
    const crumbs = ofType(page.jsonLd, 'BreadcrumbList').itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual([master.app_name, product.categories[0].name, product.name]);
  });

  it("a product in the shopper's chosen currency", async () => {
    const master = await api('/master');
    const euro = master.currencies.find((currency: { name: string }) => currency.name === 'EUR');
    const { product } = await api('/product-details?product_id=1');
    const response = await fetch(`${server.directUrl}/products/1/details`, {
      headers: { Cookie: `currency=${euro.id}` },
    });
    const html = await response.text();
    const amount = (Math.round((product.discount_price ?? product.price) * euro.rate_from_default * 100) / 100).toFixed(
      2,
    );
    expect(html).toContain(`<meta property="product:price:amount" content="${amount}">`);
    expect(html).toContain('<meta property="product:price:currency" content="EUR">');
  });

  it('a shop: its name, description and address', async () => {
    const master = await api('/master');
    const { shop } = await api('/shops/1');
    const page = await pageAt('/shops/1');
    expect(page.titles).toEqual([`${shop.name} - ${master.app_name}`]);
    expect(page.description).toBe(shop.description);
    expect(page.canonical).toBe(`${server.directUrl}/shops/1`);
    expect(page.meta('og:title')).toBe(`${shop.name} - ${master.app_name}`);
    expect(page.meta('og:image')).toBe(`${server.directUrl}${shop.banner}?w=1280`);
    expectValid(page.jsonLd);
    const crumbs = ofType(page.jsonLd, 'BreadcrumbList').itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual([master.app_name, 'Shops', shop.name]);
  });

  it('a category, named by its id as the header links it: its name and its own address by slug', async () => {
    const master = await api('/master');
    const [category] = (await api('/categories')).categories;
    const page = await pageAt(`/categories/${category.id}`);
    expect(page.titles).toEqual([`${category.name} - ${master.app_name}`]);
    expect(page.description).toBe(master.web_footer_description);
    expect(page.canonical).toBe(`${server.directUrl}/categories/${category.slug}`);
    expect(page.meta('og:url')).toBe(`${server.directUrl}/categories/${category.slug}`);
    expectValid(page.jsonLd);
    const crumbs = ofType(page.jsonLd, 'BreadcrumbList').itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${server.directUrl}/`,
      `${server.directUrl}/categories`,
      `${server.directUrl}/categories/${category.slug}`,
    ]);
  });

  it('a blog post: its title, excerpt, picture and BlogPosting data', async () => {
    const master = await api('/master');
    const [first] = (await api('/blogs')).blogs;
    const page = await pageAt(`/blog/${first.slug}`);
    expect(page.titles).toEqual([`${first.title} - ${master.app_name}`]);
    expect(page.description).toBe(first.short_description);
    expect(page.canonical).toBe(`${server.directUrl}/blog/${first.slug}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:image')).toBe(`${server.directUrl}${first.thumbnail}?w=1280`);
    expectValid(page.jsonLd);
    expect(ofType(page.jsonLd, 'BlogPosting')).toMatchObject({
      headline: first.title,
      datePublished: first.created_at,
      author: { '@type': 'Person', name: first.author },
    });
  });

  it("the home page: the shop's name and description, the site's search box and the organization", async () => {
    const master = await api('/master');
    const page = await pageAt('/');
    expect(page.titles).toEqual([master.app_name]);
    expect(page.description).toBe(master.web_footer_description);
    expect(page.canonical).toBe(`${server.directUrl}/`);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:site_name')).toBe(master.app_name);
    expectValid(page.jsonLd);
    expect(ofType(page.jsonLd, 'WebSite')).toMatchObject({ name: master.app_name });
    expect(ofType(page.jsonLd, 'Organization')).toMatchObject({
      name: master.app_name,
      logo: `${server.directUrl}${master.web_logo}`,
      telephone: master.mobile,
    });
    // index.html's generic head is gone.
    expect(page.html).not.toContain('<title>Storefront</title>');
    expect(page.html).not.toContain('Shop from many sellers in one place.');
  });

  it("a listing and a content page: the route's title as the app sets it", async () => {
    const master = await api('/master');
    expect((await pageAt('/products?sort=price_low_to_high')).titles).toEqual([`Products - ${master.app_name}`]);
    const about = await pageAt('/about-us');
    const page = await api('/legal-pages/about-us');
    expect(about.titles).toEqual([`${page.content.title} - ${master.app_name}`]);
    expect(about.canonical).toBe(`${server.directUrl}/about-us`);
  });

  it('in the language the shopper chose (its cookie): Arabic, right to left, with Arabic titles and reads', async () => {
    const master = await api('/master', 'ar');
    const { product } = await api('/product-details?product_id=1', 'ar');
    const page = await pageAt('/products/1/details', 'ar');
    expect([page.lang, page.dir]).toEqual(['ar', 'rtl']);
    expect(page.titles).toEqual([`${product.name} - ${master.app_name}`]);
    expect(page.description).toBe(product.short_description);
    expect(page.html).toContain('"locale":"ar"');
    const listing = await pageAt('/products', 'ar');
    expect([listing.lang, listing.dir]).toEqual(['ar', 'rtl']);
    expect(listing.titles).toEqual([`المنتجات - ${master.app_name}`]);
    // The browser's own language is not the shopper's choice: without the cookie, the page is in the default one.
    const english = await fetch(`${server.directUrl}/products`, { headers: { 'Accept-Language': 'ar' } });
    expect(await english.text()).toMatch(/<html lang="en" dir="ltr">/);
    // A language the shop does not offer gets the default one.
    expect((await pageAt('/products', 'fr')).lang).toBe('en');
  });

  it("each language's version has its own address: the language it names wins over the cookie", async () => {
    const master = await api('/master', 'ar');
    const { product } = await api('/product-details?product_id=1', 'ar');
    const canonical = `${server.directUrl}/products/1/details`;
    const arabic = await pageAt('/products/1/details?lang=ar', 'en');
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
    expect(arabic.titles).toEqual([`${product.name} - ${master.app_name}`]);
    expect(arabic.canonical).toBe(`${canonical}?lang=ar`);
    expect(arabic.meta('og:url')).toBe(`${canonical}?lang=ar`);
    expect(arabic.alternates).toContain(`x-default ${canonical}`);
    // Every alternate is a version of its own, in its language.
    for (const alternate of arabic.alternates.filter((line) => !line.startsWith('x-default'))) {
      const [language = '', href = ''] = alternate.split(' ');
      const version = await pageAt(new URL(href.replaceAll('&amp;', '&')).pathname + new URL(href).search);
      expect(version.lang).toBe(language);
      expect(version.canonical).toBe(href);
    }
    expect((await pageAt('/products/1/details?lang=fr')).lang).toBe('en');
  });

  it("cannot be broken out of by a product's name, whatever it holds", async () => {
    const name = `</script><script>alert(1)</script>"><img src=x onerror=alert(1)> '&`;
    await server.database.db.update(products).set({ name }).where(eq(products.id, 3));
    const page = await pageAt('/products/3/details');
    expect(page.head).not.toContain('<script>alert(1)');
    expect(page.head).not.toContain('<img src=x');
    expect(page.titles[0]?.startsWith(name)).toBe(true);
    expect(page.meta('og:title')?.startsWith(name)).toBe(true);
    expect(ofType(page.jsonLd, 'Product').name).toBe(name);
  });

  it("a shopper's own pages: listed by no search engine, revalidated on every use, with nothing of the shopper", async () => {
    for (const path of ['/checkout', '/dashboard', '/order-history/1', '/wishlist', '/manage-address/new']) {
      const page = await pageAt(path);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.response.headers.get('Cache-Control')).toBe('no-cache');
      expect(page.canonical).toBeUndefined();
      expect(page.jsonLd).toEqual([]);
      expect(page.meta('og:title')).toBeUndefined();
    }
    const master = await api('/master');
    expect((await pageAt('/checkout')).titles).toEqual([`Checkout - ${master.app_name}`]);
    const shopPage = await pageAt('/shops/1');
    expect(shopPage.meta('robots')).toBeUndefined();
    expect(shopPage.response.headers.get('Cache-Control')).toBe('no-cache');
    expect(shopPage.response.headers.get('Vary')).toContain('Cookie');
    expect((await pageAt('/products/999999/details')).meta('robots')).toBe('noindex');
    expect((await pageAt('/no/such/page')).meta('robots')).toBe('noindex');
  });

  it('keeps the strict CSP: the JSON-LD is data, and no inline script is needed', async () => {
    const page = await pageAt('/products/1/details');
    const policy = page.response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const scripts = [...page.html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
    for (const attributes of scripts) expect(attributes).toMatch(/type="application\/(ld\+)?json"|src=/);
  });
});

describe("the server's page titles", () => {
  it("are the app's route titles (src/app/routes.ts), in English and in the Arabic catalogue", () => {
    const routes = readFileSync('src/app/routes.ts', 'utf8');
    const appTitles = new Map(
      [...routes.matchAll(/path: '([^']+)',\s*layout: '\w+',\s*title: (?:msg`([^`]+)`|null)/g)].map(
        ([, path, title]) => [path, title ?? null],
      ),
    );
    expect(appTitles.size).toBeGreaterThan(30);
    expect(new Map(PAGE_ROUTES.map((route) => [route.path, route.title && ENGLISH[route.title]]))).toEqual(appTitles);
    const catalogue = readFileSync('locales/ar.po', 'utf8');
    for (const route of PAGE_ROUTES) {
      if (!route.title) continue;
      const msgid = ENGLISH[route.title].replace(/"/g, '\\"');
      const translated = new RegExp(
        `\\nmsgid "${msgid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\nmsgstr "([^"]*)"`,
      ).exec(catalogue)?.[1];
      expect([route.path, ARABIC[route.title]]).toEqual([route.path, translated]);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page of the seed: each listed product, shop, category, post and content page', async () => {
    const response = await fetch(`${server.directUrl}/sitemap.xml`);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = new Set([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url as string));
    const db = server.database.db;
    const origin = server.directUrl;
    const expected = [
      ...['/', '/products', '/shops', '/categories', '/blogs', '/most-popular', '/best-deal'].map(
        (path) => `${origin}${path}`,
      ),
      ...(await db.select({ id: products.id }).from(products).where(eq(products.isActive, true))).map(
        ({ id }) => `${origin}/products/${id}/details`,
      ),
      ...(await db.select({ id: shops.id }).from(shops)).map(({ id }) => `${origin}/shops/${id}`),
      ...(await db.select({ slug: categories.slug }).from(categories)).map(
        ({ slug }) => `${origin}/categories/${slug}`,
      ),
      ...(await db.select({ slug: blogs.slug }).from(blogs)).map(({ slug }) => `${origin}/blog/${slug}`),
      ...(await db.select({ slug: legalPages.slug }).from(legalPages).orderBy(asc(legalPages.slug))).map(
        ({ slug }) => `${origin}/${slug}`,
      ),
    ];
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.filter((url) => !listed.has(url))).toEqual([]);
    const inactive = await db.select({ id: products.id }).from(products).where(eq(products.isActive, false));
    for (const { id } of inactive) expect(listed.has(`${origin}/products/${id}/details`)).toBe(false);
    // No private page.
    expect([...listed].filter((url) => /checkout|dashboard|order-history|wishlist|profile/.test(url))).toEqual([]);
  });

  it('past its limit of addresses, is an index of parts that together list every page once', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', server.deps);
      await next();
    });
    crawlerRoutes(app, { limit: 10 });
    const origin = 'https://shop.example.com';
    const index = await (await app.request(`${origin}/sitemap.xml`)).text();
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const parts = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, url]) => url as string);
    const paths = await publicPaths(server.deps.db);
    expect(parts).toHaveLength(Math.ceil(paths.length / 10));
    const listed: string[] = [];
    for (const part of parts) {
      const response = await app.request(part);
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
      const urls = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url as string);
      expect(urls.length).toBeLessThanOrEqual(10);
      listed.push(...urls);
    }
    expect(listed).toEqual(paths.map((path) => `${origin}${path}`));
    expect((await app.request(`${origin}/sitemap/${parts.length + 1}.xml`)).status).toBe(404);
  });

  it("robots.txt keeps crawlers out of the shopper's own pages and names the sitemap", async () => {
    const response = await fetch(`${server.directUrl}/robots.txt`);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    for (const path of [
      '/checkout',
      '/buynow',
      '/cart',
      '/dashboard',
      '/order-history',
      '/returned-order-history',
      '/return-product',
      '/wishlist',
      '/profile',
      '/manage-address',
      '/change-password',
      '/support-tickets',
      '/support-ticket',
      '/massages',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /^Disallow: \/(products|shops|blog|categories)?$/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${server.directUrl}/sitemap.xml`);
  });
});
