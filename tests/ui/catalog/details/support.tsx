import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { toast } from 'react-hot-toast/headless';
import { type Mock, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CartActorRef } from '../../../../src/app/cart/CartProvider';
import type {
  ProductDetails,
  ProductDetailsCalls,
  ProductDetailsData,
  ReviewsPage,
} from '../../../../src/app/catalog/details-calls';
import { ChatActorContext, type ChatActorRef } from '../../../../src/app/chat/chat-actor-context';
import { SettingsGate } from '../../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../../src/app/settings/SettingsProvider';
import type { User } from '../../../../src/machines/session/session.types';
import type { Coupon } from '../../../../src/machines/vouchers/vouchers.types';
import { PurchasePanel } from '../../../../src/ui/catalog/details/PurchasePanel';
import { noChoices } from '../../../../src/ui/catalog/details/purchase-choices';
import { AppToaster } from '../../../../src/ui/toasts/AppToaster';
import { masterSettings } from '../../settings/master-settings';
import { type FakeCartApi, fakeCartApi } from '../../support/cart-api';
import { CartSpy, fakeAuthDialogs, SessionTestProviders, startTestSession } from '../../support/session';

/** The product page's fixtures, shaped as the contract answers them. */

export function productDetails(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    id: 41,
    name: 'Organic Cotton T-Shirt',
    slug: 'organic-cotton-t-shirt',
    short_description: 'A soft everyday tee.',
    description: '<p>Made of <strong>organic</strong> cotton.</p><script>window.hacked = true</script>',
    thumbnail: '/media/products/41-1.svg',
    thumbnails: [
      { id: 1, url: '/media/products/41-1.svg' },
      { id: 2, url: '/media/products/41-2.svg' },
      { id: 3, url: '/media/products/41-3.svg' },
    ],
    brand: { id: 9, name: 'Thread Co' },
    shop: { id: 4, name: 'Urban Thread', logo: '/media/shops/4.svg', rating: 4.5 },
    categories: [],
    price: 25,
    discount_price: 20,
    discount_percentage: 20,
    rating: 4.2,
    total_reviews: 12,
    quantity: 3,
    is_favorite: false,
    colors: [
      { id: 1, name: 'Black', color_code: '#000000' },
      { id: 2, name: 'Navy', color_code: '#1e3a8a' },
    ],
    sizes: [
      { id: 5, name: 'M', price: null },
      { id: 6, name: 'XL', price: 2 },
    ],
    unit: { id: 1, name: 'pc' },
    sku: 'UT-41',
    total_sold: 30,
    ...overrides,
  };
}

/** The purchase panel with its choices held above it, as the product page holds them. */
export function PanelWithChoices({ product }: { product: ProductDetails }) {
  const [choices, setChoices] = useState(noChoices);
  return <PurchasePanel product={product} choices={choices} onChoicesChange={setChoices} />;
}

export function detailsAnswer(product: ProductDetails = productDetails()): ProductDetailsData {
  const card = (id: number, name: string) => ({
    id,
    name,
    thumbnail: `/media/products/${id}-1.svg`,
    brand: null,
    price: 15,
    discount_price: 0,
    discount_percentage: 0,
    rating: 4,
    total_reviews: 2,
    quantity: 8,
    shop: product.shop,
  });
  return { product, related_products: [card(42, 'Linen Shirt')], popular_products: [card(43, 'Denim Jacket')] };
}

export function reviewsPage(total = 12, page = 1): ReviewsPage {
  const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
  return {
    total,
    average_rating: total ? 4.2 : 0,
    rating_percentages: total ? { 1: 0, 2: 8.33, 3: 8.33, 4: 33.33, 5: 50 } : { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    reviews: Array.from({ length: count }, (_, index) => ({
      id: (page - 1) * 10 + index + 1,
      rating: 4,
      description: `Review ${(page - 1) * 10 + index + 1}: <b>fits well</b>`,
      created_at: '2025-05-28T14:12:00Z',
      user: { name: `Reviewer ${(page - 1) * 10 + index + 1}`, profile_photo: null },
    })),
  };
}

export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 7,
  shop_id: 4,
  code: 'THREAD10',
  discount_type: 'Percentage',
  discount: 10,
  min_order_amount: 30,
  validity: '2027-01-15',
  is_collected: false,
  ...overrides,
});

export type FakeCalls = { [Name in keyof ProductDetailsCalls]: Mock<ProductDetailsCalls[Name]> };

/** Fake calls: each is a spy, answering like the reference API unless a test gives its own answer. */
export function fakeCalls(answers: Partial<ProductDetailsCalls> = {}): FakeCalls {
  return {
    loadProduct: vi.fn(answers.loadProduct ?? (async () => detailsAnswer())),
    loadReviews: vi.fn(answers.loadReviews ?? (async (query) => reviewsPage(12, query.page))),
    loadVouchers: vi.fn(answers.loadVouchers ?? (async () => [coupon()])),
    collectVoucher: vi.fn(answers.collectVoucher ?? (async () => ({ message: 'Voucher collected successfully' }))),
  };
}

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

/**
 * Renders `ui` as the app would: Lingui, an in-memory router, settings (money), a session (signed in as `user`,
 * or a visitor) with the real cart over `cartApi`, auth-dialog spies, and the toaster so toasts can be found on
 * screen. `cart()` is the cart actor, to read what it holds.
 */
export function renderWithShop(
  ui: ReactElement,
  { user = null, path = '/products/41/details', cartApi = fakeCartApi(), chat = null } = {} as {
    user?: User | null;
    path?: string;
    cartApi?: FakeCartApi;
    /** The chat actor of a signed-in shopper (none: a visitor, or its code still loading). */
    chat?: ChatActorRef | null;
  },
) {
  const { actor: session } = startTestSession({ user });
  const authDialogs = fakeAuthDialogs();
  const location = memoryLocation({ path, record: true });
  const navigate = (to: string) => location.navigate(to);
  let cart: CartActorRef | null = null;
  const view = render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <RouterProvider navigate={navigate}>
          <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
            <SettingsGate>
              <SessionTestProviders session={session} authDialogs={authDialogs} fetch={cartApi.fetch}>
                <ChatActorContext.Provider value={chat}>{ui}</ChatActorContext.Provider>
                <CartSpy onCart={(ref) => (cart = ref)} />
                <AppToaster direction="ltr" />
              </SessionTestProviders>
            </SettingsGate>
          </SettingsProvider>
        </RouterProvider>
      </Router>
    </I18nProvider>,
  );
  return {
    ...view,
    user: userEvent.setup(),
    session,
    authDialogs,
    cartApi,
    url: () => location.history.at(-1),
    cart: () => {
      if (!cart) throw new Error('The cart has not started yet');
      return cart;
    },
  };
}

/** Clears toasts between tests (react-hot-toast keeps them in a module-level store). */
export function removeToasts() {
  act(() => toast.remove());
}
