import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../src/api/client';
import type { Schema } from '../../../src/api/types';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { User } from '../../../src/machines/session/session.types';
import { masterSettings } from '../settings/master-settings';
import { fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

/** Answers one call: a body (sent as 200 JSON) or a Response of its own. */
export type FakeHandler = (url: URL, request: Request) => unknown;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The contract as a map of `METHOD /path` to handlers (paths without `/api`); any other call answers 404.
 * `calls` records each call as `METHOD /path?query`.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    calls.push(`${request.method} ${path}${url.search}`);
    if (request.method !== 'GET') bodies.push(await request.clone().json());
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return json(404, { message: 'Not found.' });
    const answer = await handler(url, request);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, bodies };
}

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

export interface RenderPageOptions {
  /** The address the page is opened at. */
  path: string;
  /** The route pattern the page sits under (for `useParams`). @default path */
  pattern?: string;
  api: ReturnType<typeof fakeApi>;
  /** Signed in as this user, or a visitor. @default null */
  user?: User | null;
  favoritesCount?: number;
}

/** Renders a page as the app does: settings, a session on fake calls, the fake contract and a memory router. */
export function renderPage(page: ReactElement, { path, pattern, api, user = null, favoritesCount }: RenderPageOptions) {
  const location = memoryLocation({ path, record: true });
  const { actor: session } = startTestSession({ user, favoritesCount });
  onTestFinished(() => session.stop());
  const authDialogs = fakeAuthDialogs();
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: api.fetch });
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <SessionTestProviders session={session} authDialogs={authDialogs}>
            <ApiContext.Provider value={client}>
              <Router hook={location.hook}>
                <Route path={pattern ?? path.split('?')[0] ?? path}>{page}</Route>
              </Router>
            </ApiContext.Provider>
          </SessionTestProviders>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { ...view, user: userEvent.setup(), session, authDialogs, location };
}

let nextId = 100;

/** A product card as the contract shapes it. */
export function aProduct(overrides: Partial<Schema<'ProductCard'>> = {}): Schema<'ProductCard'> {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    thumbnail: `/media/products/${id}-1.svg`,
    brand: null,
    price: 20,
    discount_price: 0,
    discount_percentage: 0,
    rating: 4,
    total_reviews: 3,
    quantity: 5,
    is_favorite: false,
    shop: { id: 1, name: 'Green Leaf Grocers', logo: '/media/shops/1-logo.svg', rating: 4.5 },
    ...overrides,
  };
}

export function products(count: number, firstId: number): Schema<'ProductCard'>[] {
  return Array.from({ length: count }, (_, index) => aProduct({ id: firstId + index }));
}

export function aShop(id: number, name: string): Schema<'ShopCard'> {
  return {
    id,
    name,
    logo: `/media/shops/${id}-logo.svg`,
    banner: `/media/shops/${id}-banner.svg`,
    rating: 4.4,
    total_reviews: 12,
    total_products: 9,
  };
}

export function aCategory(id: number, name: string, slug?: string): Schema<'Category'> {
  return { id, name, slug, thumbnail: `/media/categories/${id}.svg`, sub_categories: [] };
}

/** A flash sale running from a day ago until `endsInMs` from now. */
export function aFlashSale(endsInMs: number, overrides: Partial<Schema<'FlashSale'>> = {}): Schema<'FlashSale'> {
  return {
    id: 1,
    name: 'Weekend Flash Sale',
    thumbnail: '/media/flash-sales/1.svg',
    start_date: new Date(Date.now() - 86_400_000).toISOString(),
    end_date: new Date(Date.now() + endsInMs).toISOString(),
    discount: 20,
    total_products: 10,
    ...overrides,
  };
}
