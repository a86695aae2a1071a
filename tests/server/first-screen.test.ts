import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKey, FIRST_SCREEN_ANSWERS_ID, type FirstScreenAnswers } from '../../common/first-screen-answers-format';
import { parseListingQuery, toProductsQuery } from '../../common/listing-url';
import { createApp } from '../../server/app';
import { CatalogCache } from '../../server/catalog/catalog-cache';
import { readConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { TokenCache } from '../../server/http/token-cache';
import { jsonForScript } from '../../server/web/first-screen';
import { renderFirstScreen } from '../../src/render-first-screen';

/** The page the server sends for a route carries what its first screen needs (server/web/first-screen.ts). */
let database: Database;
let app: ReturnType<typeof createApp>;
let parent: string;

const INDEX = [
  '<!doctype html><html><head><title>Storefront</title>',
  '<script type="module" crossorigin src="/build/assets/index-e1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/build/assets/react-r1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_resource-s1.js': { file: 'assets/resource-s1.js', imports: ['_react-r1.js'] },
  'locales/en.po': { file: 'assets/en-c1.js' },
  'src/app/Shell.tsx': { file: 'assets/Shell-a1.js', imports: ['_react-r1.js', '_resource-s1.js'] },
  'src/ui/kit/Button.tsx': { file: 'assets/Button-k1.js', imports: ['_react-r1.js'] },
  'src/ui/layout/header/HeaderBar.tsx': { file: 'assets/HeaderBar-b1.js', imports: ['src/ui/kit/Button.tsx'] },
  'src/ui/pages/HomePage.tsx': { file: 'assets/HomePage-h1.js', imports: ['index.html', '_resource-s1.js'] },
  'src/ui/pages/ProductsPage.tsx': { file: 'assets/ProductsPage-p1.js', imports: ['_resource-s1.js'] },
  'src/ui/pages/ProductDetailsPage.tsx': { file: 'assets/ProductDetailsPage-d1.js' },
  'src/ui/pages/CheckoutPage.tsx': { file: 'assets/CheckoutPage-c1.js' },
};

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'storefront-'));
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  database = await openDatabase();
  await database.migrate();
  await seedDatabase(database.db, { now: new Date(), photos: 'small' });
  app = createApp({
    db: database.db,
    config: { ...readConfig({ APP_ENV: 'production', PUSHER_APP_SECRET: 'a-secret-of-the-tests-own' }), distDir: dist },
    now: () => new Date(),
    publisher: { publish: async () => undefined },
    catalog: new CatalogCache(),
    tokens: new TokenCache(),
    // The storefront's rendering entry itself, as its build gives it to the server (server/web/first-screen-render.ts).
    renderFirstScreen,
  });
});

afterAll(async () => {
  await database.close();
  rmSync(parent, { recursive: true, force: true });
});

async function pageAt(path: string) {
  const html = await (await app.request(path)).text();
  const block = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!block?.[1]) throw new Error(`no first-screen answers in the page at ${path}`);
  // A picture preloaded by its srcset (first-screen-page.ts) is named by the file its sizes are made from.
  const preloads = [
    ...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*?(?:href|imagesrcset)="([^"?\s]+)[^"]*"/g),
  ].map(([, rel, href]) => `${rel} ${href}`);
  return { html, data: JSON.parse(block[1]) as FirstScreenAnswers, preloads };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function apiAnswer(path: string) {
  return (await app.request(`/api${path}`, { headers: { 'Accept-Language': 'en' } })).json();
}

describe('the first screen of a page', () => {
  it('on the home page: the settings and the home answers, the first banner and the page code preloaded', async () => {
    const { data, preloads } = await pageAt('/');
    const homeKey = answerKey('/home', 'per_page=10&page=1');
    expect(data.locale).toBe('en');
    expect(Object.keys(data.answers).sort()).toEqual(['/master', homeKey].sort());
    expect(data.answers['/master']).toEqual(await apiAnswer('/master'));
    const home = await apiAnswer(homeKey);
    expect(data.answers[homeKey]).toEqual(home);
    expect(preloads).toContain(`preload ${home.data.banners[0].image}`);
    // The app's and the page's chunks, what they import and the catalog, but nothing the entry already loads.
    expect(preloads).toEqual(
      expect.arrayContaining([
        'modulepreload /build/assets/Shell-a1.js',
        'modulepreload /build/assets/HomePage-h1.js',
        'modulepreload /build/assets/resource-s1.js',
        'modulepreload /build/assets/en-c1.js',
        // The header's code, which every page loads after its first paint, and the kit it imports.
        'modulepreload /build/assets/HeaderBar-b1.js',
        'modulepreload /build/assets/Button-k1.js',
      ]),
    );
    expect(preloads.filter((line) => line === 'modulepreload /build/assets/react-r1.js')).toHaveLength(1);
    expect(preloads.some((line) => line.includes('index-e1.js'))).toBe(false);
  });

  function drawingIn(html: string): string {
    return /<div id="first-screen" inert[\s\S]*?(?=<div id="root">)/.exec(html)?.[0] ?? '';
  }

  /** Inert as a whole: none of its links, buttons or fields can be focused or pressed; it runs no script. */
  function expectInert(drawing: string): void {
    expect(drawing).toMatch(/^<div id="first-screen" inert="" /);
    expect(drawing).not.toMatch(/<script\b/);
  }

  it('on the home page: a drawing of the shop name and the offers, with nothing to focus or press', async () => {
    const { html } = await pageAt('/');
    const home = await apiAnswer(answerKey('/home', 'page=1&per_page=10'));
    const master = await apiAnswer('/master');
    const preview = drawingIn(html);
    expect(preview).toContain(master.data.app_name);
    for (const banner of home.data.banners) {
      expect(preview).toContain(`src="${banner.image}?w=`);
      // Its words as text over the picture, as the app writes them (src/ui/home/BannerSection.tsx).
      expect(preview).toContain(`>${escapeHtml(banner.title).replaceAll("'", '&#x27;')}</span>`);
    }
    expect(preview).not.toMatch(/alt="[^"]/);
    expectInert(preview);
  });

  it('on a listing: a drawing of the cards of the page its address asks for, the first picture at once', async () => {
    const search = 'sort=price_low_to_high&page=2';
    const { html, data } = await pageAt(`/products?${search}`);
    const [key] = Object.keys(data.answers).filter((name) => name !== '/master');
    const products = (data.answers[key as string] as { data: { products: { name: string; thumbnail: string }[] } }).data
      .products;
    expect(products.length).toBeGreaterThan(1);
    const preview = drawingIn(html);
    // Each card's picture, in the width its grid shows it (src/ui/kit/Picture.tsx).
    const pictures = [...preview.matchAll(/<img src="([^"?]+)[^"]*"[^>]*>/g)];
    expect(pictures.map(([, src]) => src)).toEqual(products.map((product) => product.thumbnail));
    expect(pictures[0]?.[0]).toMatch(/fetchpriority="high"/i);
    expect(pictures[1]?.[0]).toContain('loading="lazy"');
    for (const product of products) expect(preview).toContain(escapeHtml(product.name));
    expectInert(preview);
  });

  it("on a product's page: a drawing of its pictures and its name; none where there is no such product", async () => {
    const { html } = await pageAt('/products/1/details');
    const product = (await apiAnswer(answerKey('/product-details', 'product_id=1'))).data.product;
    const preview = drawingIn(html);
    expect(preview).toContain(escapeHtml(product.name));
    for (const image of product.thumbnails) expect(preview).toContain(`src="${image.url}?w=`);
    expectInert(preview);
    for (const path of ['/products/999999/details', '/blogs']) {
      expect((await pageAt(path)).html).not.toContain('id="first-screen"');
    }
  });

  it("at the checkout: a drawing of the header's place with the shop's logo, the logo and the page's code preloaded", async () => {
    const { html, preloads } = await pageAt('/checkout');
    const master = await apiAnswer('/master');
    const preview = drawingIn(html);
    const pictures = [...preview.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toContain(`src="${master.data.web_logo}"`);
    expect(pictures[0]).toContain(`alt="${escapeHtml(master.data.app_name)}"`);
    expect(pictures[0]).toMatch(/fetchpriority="high"/i);
    expectInert(preview);
    expect(preloads).toEqual(
      expect.arrayContaining([`preload ${master.data.web_logo}`, 'modulepreload /build/assets/CheckoutPage-c1.js']),
    );
  });

  it("where the server drew the page, the app's code waits in a template for the drawing to paint", async () => {
    for (const path of ['/', '/products', '/products/1/details', '/checkout']) {
      const { html } = await pageAt(path);
      const [head = ''] = html.split('</head>');
      const template = /<template id="app-code">([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
      expect(template).toContain('<script type="module" crossorigin src="/build/assets/index-e1.js"></script>');
      const outside = head.replace(/<template id="app-code">[\s\S]*?<\/template>/, '');
      expect(outside).not.toMatch(/type="module"|rel="modulepreload"/);
      expect(outside).toContain('<script src="/build/boot.js" defer></script>');
      // The picture and the styles are still asked for at once.
      expect(outside).toMatch(/<link rel="preload" as="image"/);
    }
    const { html } = await pageAt('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/build/assets/HomePage-h1.js">');
  });

  it("draws in the shopper's language: the storefront's own words in Arabic, the product's name as the API gives it", async () => {
    const html = await (await app.request('/products/1/details', { headers: { Cookie: 'locale=ar' } })).text();
    const product = (
      await (
        await app.request(`/api${answerKey('/product-details', 'product_id=1')}`, {
          headers: { 'Accept-Language': 'ar' },
        })
      ).json()
    ).data.product;
    const drawing = drawingIn(html);
    expect(drawing).toContain('<nav aria-label="مسار التنقل"');
    expect(drawing).toContain('<dt>البائع:</dt>');
    expect(drawing).toContain(escapeHtml(product.name).replaceAll("'", '&#x27;'));
    expect(drawing).not.toContain('Sold by:');
  });

  it('lets through exactly the inline styles its drawing was written with, and no other', async () => {
    for (const path of ['/products', '/', '/products/1/details', '/blogs']) {
      const response = await app.request(path);
      const html = await response.text();
      const styleSrc = response.headers
        .get('content-security-policy')
        ?.split('; ')
        .find((part) => part.startsWith('style-src'));
      const written = [...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => value ?? ''))];
      const hashes = written.map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
      if (written.length === 0) expect(styleSrc, path).not.toContain("'unsafe-hashes'");
      else expect(styleSrc, path).toContain(["'unsafe-hashes'", ...hashes].join(' '));
    }
    // The listing's sort hides its native choice for assistive technology with a style of its own.
    const listing = await (await app.request('/products')).text();
    expect(drawingIn(listing)).toMatch(/\sstyle="[^"]*position:fixed/);
  });

  it('writes the page once whatever a shop names its product (a "$`" is text, not a replacement pattern)', async () => {
    await database.db.update(products).set({ name: "Odd $` and $' and $& name" }).where(eq(products.id, 2));
    const { html } = await pageAt('/products/2/details');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html).toContain('Odd $` and $&#x27; and $&amp; name');
  });

  it("elsewhere the app's code loads at once", async () => {
    const blogs = (await pageAt('/blogs')).html;
    // The app's own chunk is asked for with the entry, not after it has run.
    expect(blogs).toContain('<link rel="modulepreload" crossorigin href="/build/assets/Shell-a1.js">');
    expect(blogs).not.toContain('id="app-code"');
    expect(blogs).not.toContain('boot.js');
    expect(blogs).toContain('<script type="module" crossorigin src="/build/assets/index-e1.js"></script>');
  });

  it('on a listing: the page of products its address asks for, under the key the client looks up', async () => {
    const search = 'search=oil&sort=price_low_to_high&page=1';
    const { data, preloads } = await pageAt(`/products?${search}`);
    const query = new URLSearchParams(
      Object.entries(toProductsQuery(parseListingQuery(search))).map(([name, value]) => [name, String(value)]),
    );
    const key = answerKey('/products', query.toString());
    expect(data.answers[key]).toEqual(await apiAnswer(key));
    expect(preloads).toContain('modulepreload /build/assets/ProductsPage-p1.js');
  });

  it("on a product's page: its details and its first picture", async () => {
    const { data, preloads } = await pageAt('/products/1/details');
    const key = answerKey('/product-details', 'product_id=1');
    const details = await apiAnswer(key);
    expect(data.answers[key]).toEqual(details);
    const product = details.data.product;
    expect(preloads).toContain(`preload ${product.thumbnails[0]?.url ?? product.thumbnail}`);
  });

  it("names the page's own origin for the realtime socket, as the browser's own read of the settings would", async () => {
    const html = await (await app.request('http://127.0.0.1:8765/products')).text();
    const block = new RegExp(`id="${FIRST_SCREEN_ANSWERS_ID}">([^<]*)</script>`).exec(html)?.[1] ?? '{}';
    const master = (JSON.parse(block) as FirstScreenAnswers).answers['/master'] as {
      data: { pusher_host?: string; pusher_port?: number; pusher_use_tls?: boolean };
    };
    expect(master.data).toMatchObject({ pusher_host: '127.0.0.1', pusher_port: 8765, pusher_use_tls: false });
  });

  it('on an unknown product or any other page: the settings alone', async () => {
    for (const path of ['/products/999999/details', '/checkout', '/blogs']) {
      const { data } = await pageAt(path);
      expect(Object.keys(data.answers)).toEqual(['/master']);
    }
  });
});

describe('the answers in the page', () => {
  it('cannot end their element or start markup, whatever the shops wrote', () => {
    const text = '</script><script>alert(1)</script><!-- & \u2028 \u2029';
    const json = jsonForScript({ title: text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ title: text });
  });
});
