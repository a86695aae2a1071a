import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../../src/api/errors';
import type {
  Category,
  ListingLoaders,
  ProductCardData,
  ProductPage,
} from '../../../../src/app/catalog/listing-loaders';
import { SettingsGate } from '../../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../../src/app/settings/SettingsProvider';
import { masterSettings } from '../../settings/master-settings';
import { fakeAuthDialogs, SessionTestProviders, startTestSession } from '../../support/session';

export function product(id: number, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    thumbnail: `/media/products/${id}.svg`,
    brand: null,
    price: 10 + id,
    discount_price: 0,
    discount_percentage: 0,
    rating: 4,
    total_reviews: 3,
    quantity: 5,
    shop: { id: 1, name: 'Test Shop', logo: '/media/shops/1.svg', rating: 4 },
    ...overrides,
  };
}

/** A page of `count` products out of `total`, with a few filter choices. */
export function productPage(total: number, count = Math.min(total, 10), firstId = 1): ProductPage {
  return {
    total,
    products: Array.from({ length: count }, (_, index) => product(firstId + index)),
    filters: {
      brands: [
        { id: 5, name: 'Voltwave' },
        { id: 6, name: 'Nordwind' },
      ],
      colors: [{ id: 2, name: 'Black', color_code: '#000000' }],
      sizes: [
        { id: 1, name: 'S', price: null },
        { id: 2, name: 'M', price: null },
      ],
      min_price: 5,
      max_price: 250,
    },
  };
}

export const categories: Category[] = [
  {
    id: 3,
    name: 'Electronics',
    slug: 'electronics',
    thumbnail: '/media/categories/3.svg',
    sub_categories: [
      { id: 7, name: 'Headphones', thumbnail: '/media/sub/7.svg' },
      { id: 8, name: 'Phones', thumbnail: '/media/sub/8.svg' },
    ],
  },
  { id: 4, name: 'Home', slug: 'home', thumbnail: '/media/categories/4.svg', sub_categories: [] },
];

/** Fake reads: products answer one page of 25 unless a test says otherwise; each is a spy. */
export function fakeLoaders(overrides: Partial<ListingLoaders> = {}) {
  return {
    products: vi.fn<ListingLoaders['products']>(overrides.products ?? (async () => productPage(25))),
    categories: vi.fn<ListingLoaders['categories']>(overrides.categories ?? (async () => categories)),
    subCategories: vi.fn<ListingLoaders['subCategories']>(
      overrides.subCategories ??
        (async (categoryId) => categories.find((category) => category.id === categoryId)?.sub_categories ?? []),
    ),
    shops: vi.fn<ListingLoaders['shops']>(
      overrides.shops ??
        (async () => [
          { id: 1, name: 'Green Leaf Grocers' },
          { id: 3, name: 'Volt Electronics' },
        ]),
    ),
  };
}

/** A failure that is not retried by itself (a 4xx), so the screen offers Try again at once. */
export const badRequest = () => new ApiError(400, 'Bad request');

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

/**
 * Renders at `path` inside the app's providers and an in-memory router; `url()` is the address now, and
 * `history` every address visited.
 */
export function renderAt(path: string, ui: ReactElement) {
  localStorage.clear();
  const location = memoryLocation({ path, record: true });
  const { actor: session } = startTestSession();
  const authDialogs = fakeAuthDialogs();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
          <SettingsGate>
            <SessionTestProviders session={session} authDialogs={authDialogs}>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <RouterProvider navigate={(to) => location.navigate(to)}>{children}</RouterProvider>
              </Router>
            </SessionTestProviders>
          </SettingsGate>
        </SettingsProvider>
      </I18nProvider>
    );
  }
  const rendered = render(ui, { wrapper: Providers });
  return {
    user: userEvent.setup(),
    ...rendered,
    history: location.history,
    url: () => location.history[location.history.length - 1] ?? path,
    navigate: location.navigate,
  };
}
