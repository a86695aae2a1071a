import { asc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { isListed } from '../catalog/product-cards';
import type { Db } from '../db/client';
import { blogs, categories, legalPages, products, shops } from '../db/schema';
import type { AppEnv } from '../http/env';
import { escapeHtml } from './page-head';
import { privatePathPrefixes } from './page-routes';

/** The most addresses one sitemap may list; past it, /sitemap.xml is an index of parts. */
export const SITEMAP_LIMIT = 50_000;

/** Pages with no item of their own that a shopper can land on. */
const LISTING_PAGES = ['/', '/shops', '/products', '/categories', '/most-popular', '/best-deal', '/blogs', '/support'];
const OTHER_PAGES = ['/contact-us', '/shop/register'];
/** The content pages the app has an address of their own for; any other is `/page/{slug}`. */
const NAMED_CONTENT_PAGES = new Set(['terms-and-conditions', 'privacy-policy', 'return-policy', 'about-us']);

/** Crawlers and search engines read these for a while; a new product waits at most an hour to be listed. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** Every public page of the shop, by path, as the app's own links name them. */
export async function publicPaths(db: Db): Promise<string[]> {
  const [productRows, shopRows, categoryRows, blogRows, pageRows] = await Promise.all([
    db.select({ id: products.id }).from(products).where(isListed).orderBy(asc(products.id)),
    db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)),
    db.select({ id: categories.id, slug: categories.slug }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: blogs.id, slug: blogs.slug }).from(blogs).orderBy(asc(blogs.id)),
    db.select({ slug: legalPages.slug }).from(legalPages).orderBy(asc(legalPages.slug)),
  ]);
  return [
    ...LISTING_PAGES,
    ...productRows.map((row) => `/products/${row.id}/details`),
    ...shopRows.map((row) => `/shops/${row.id}`),
    ...categoryRows.map((row) => `/categories/${encodeURIComponent(row.slug || String(row.id))}`),
    ...blogRows.map((row) => `/blog/${encodeURIComponent(row.slug || String(row.id))}`),
    ...pageRows.map((row) =>
      NAMED_CONTENT_PAGES.has(row.slug) ? `/${row.slug}` : `/page/${encodeURIComponent(row.slug)}`,
    ),
    ...OTHER_PAGES,
  ];
}

function urlSet(urls: string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

function sitemapIndex(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    ...privatePathPrefixes().map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * /sitemap.xml (every public page; past `limit` addresses an index of /sitemap/{n}.xml parts) and /robots.txt
 * (private pages kept out), on the request's own origin.
 */
export function crawlerRoutes(app: Hono<AppEnv>, { limit = SITEMAP_LIMIT }: { limit?: number } = {}): void {
  const absolute = (origin: string, paths: string[]) => paths.map((path) => new URL(path, origin).toString());

  app.get('/sitemap.xml', async (c) => {
    const { origin } = new URL(c.req.url);
    const paths = await publicPaths(c.get('deps').db);
    const parts = Math.ceil(paths.length / limit);
    const body =
      parts <= 1
        ? urlSet(absolute(origin, paths))
        : sitemapIndex(Array.from({ length: parts }, (_, index) => `${origin}/sitemap/${index + 1}.xml`));
    return c.body(body, 200, { 'Content-Type': XML, 'Cache-Control': CACHE });
  });

  app.get('/sitemap/:file{[0-9]+\\.xml}', async (c) => {
    const part = Number.parseInt(c.req.param('file'), 10);
    const paths = await publicPaths(c.get('deps').db);
    const slice = paths.slice((part - 1) * limit, part * limit);
    if (part < 1 || slice.length === 0 || paths.length <= limit) return c.notFound();
    return c.body(urlSet(absolute(new URL(c.req.url).origin, slice)), 200, {
      'Content-Type': XML,
      'Cache-Control': CACHE,
    });
  });

  app.get('/robots.txt', (c) =>
    c.body(robotsText(new URL(c.req.url).origin), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE,
    }),
  );
}
