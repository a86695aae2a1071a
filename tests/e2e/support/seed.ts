import { type APIRequestContext, expect } from '@playwright/test';
import type { Schema } from '../../../src/api/types';
import type { Locale } from './locale';

export type MasterSettings = Schema<'MasterSettings'>;
export type Category = Schema<'Category'>;

/** The `data` of a GET on the reference API, as the storefront asks for it (spec section 7's headers). */
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
