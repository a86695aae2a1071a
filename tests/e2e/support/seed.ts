import { type APIRequestContext, expect } from '@playwright/test';
import type { Schema } from '../../../src/api/types';
import type { Locale } from './locale';

export type MasterSettings = Schema<'MasterSettings'>;
export type Category = Schema<'Category'>;

/** The `data` of a GET on the reference API, as the storefront asks for it (with the headers of docs/requirements.md §7). */
async function getData<T>(request: APIRequestContext, path: string, locale: Locale): Promise<T> {
  const response = await request.get(path, {
    headers: { 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  const body: { data: T } = await response.json();
  return body.data;
}

/** The seeded shop settings (`/master`): what the header and footer are built from. */
export function seededSettings(request: APIRequestContext, locale: Locale = 'en'): Promise<MasterSettings> {
  return getData<MasterSettings>(request, '/api/master', locale);
}

/** Every seeded category with its subcategories, as the header's Categories menu loads them. */
export async function seededCategories(request: APIRequestContext, locale: Locale = 'en'): Promise<Category[]> {
  const data = await getData<{ categories: Category[] }>(request, '/api/categories?page=1&per_page=100', locale);
  expect(data.categories.length, 'the seed has categories').toBeGreaterThan(0);
  return data.categories;
}

/** An address the way the page's `href` holds it: a site path as given, a URL as the browser normalises it. */
export function expectedHref(url: string, isExternal: boolean): string {
  return isExternal ? new URL(url).href : url;
}

/** Real values for the routes' parameters, from the seed: a product, shop, category, flash sale, blog post, page. */
export async function seededRouteParams(request: APIRequestContext): Promise<Record<string, Record<string, string>>> {
  const product = (await getData<{ products: { id: number }[] }>(request, '/api/products?per_page=1', 'en'))
    .products[0];
  const shop = (await getData<{ shops: { id: number }[] }>(request, '/api/shops?per_page=1', 'en')).shops[0];
  const category = (await seededCategories(request))[0];
  const sale = (await getData<{ running_flash_sale: { id: number } | null }>(request, '/api/flash-sales', 'en'))
    .running_flash_sale;
  const blog = (await getData<{ blogs: { slug: string }[] }>(request, '/api/blogs?per_page=1', 'en')).blogs[0];
  if (!product || !shop || !category || !sale || !blog)
    throw new Error('the seed has a product, shop, category, sale and post');
  return {
    '/products/:id/details': { id: String(product.id) },
    '/shops/:id': { id: String(shop.id) },
    '/categories/:slug': { slug: category.slug ?? String(category.id) },
    '/flash-sale/:id': { id: String(sale.id) },
    '/blog/:slug': { slug: blog.slug },
    '/page/:slug': { slug: 'about-us' },
  };
}
