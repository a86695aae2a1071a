import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { toast } from 'react-hot-toast/headless';
import { onTestFinished, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../src/api/client';
import type { Schema } from '../../../src/api/types';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { MasterSettings } from '../../../src/machines/settings/settings.types';
import { AppToaster } from '../../../src/ui/toasts/AppToaster';
import type { fakeApi } from '../home/page-harness';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

export { fakeApi, json } from '../home/page-harness';

/** The two gateways of the demo shop. */
export const GATEWAYS: Schema<'PaymentGateway'>[] = [
  { name: 'stripe', title: 'Credit or debit card', logo: '/media/gateways/stripe.svg' },
  { name: 'paypal', title: 'PayPal', logo: '/media/gateways/paypal.svg' },
];

export interface RenderOrdersPageOptions {
  /** The address the page is opened at. */
  path: string;
  /** The route pattern the page sits under. */
  pattern: string;
  api: ReturnType<typeof fakeApi>;
  /** Over the test settings; online payment with both gateways unless said otherwise. */
  settings?: Partial<MasterSettings>;
}

/**
 * Renders an account page as the app does, signed in as the demo customer: settings, the fake contract, an
 * in-memory router whose `history` records every address (a replace overwrites the last one), and links routed
 * through it.
 */
export function renderOrdersPage(page: ReactElement, { path, pattern, api, settings }: RenderOrdersPageOptions) {
  // react-hot-toast asks for prefers-reduced-motion, which jsdom does not implement.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  onTestFinished(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });
  const location = memoryLocation({ path, record: true });
  const { actor: session } = startTestSession({ user: demoUser });
  onTestFinished(() => session.stop());
  const settingsApi = {
    getMaster: async () => ({
      message: 'Settings',
      data: masterSettings({ online_payment: true, payment_gateways: GATEWAYS, ...settings }),
    }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: api.fetch });
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <SessionTestProviders session={session} authDialogs={fakeAuthDialogs()}>
            <ApiContext.Provider value={client}>
              <Router hook={location.hook}>
                <RouterProvider navigate={(to) => location.navigate(to)}>
                  <Route path={pattern}>{page}</Route>
                </RouterProvider>
              </Router>
              <AppToaster direction="ltr" />
            </ApiContext.Provider>
          </SessionTestProviders>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  const history = location.history ?? [];
  return { ...view, user: userEvent.setup(), history, url: () => history[history.length - 1] ?? path };
}

type OrderSummary = Schema<'OrderSummary'>;
type OrderDetails = Schema<'OrderDetails'>;

const SHOP = { id: 3, name: 'Volt Electronics', logo: '/media/shops/3-logo.svg', rating: 4.6 };

/** An order in the history, as the contract shapes it. */
export function anOrder(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    order_code: `ORD-${1000 + id}`,
    created_at: '2025-03-14T10:22:05Z',
    order_status: 'Pending',
    payment_status: 'Pending',
    payment_method: 'cash',
    payable_amount: 99.48,
    total_items: 2,
    shop: SHOP,
    ...overrides,
  };
}

/**
 * An order in full: two lines (2 × 12.50 with a discount from 15, 1 × 30), delivery 5, voucher 5,
 * tax 2.50, payable 57.50. Unpaid, by card, so it can be paid again.
 */
export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...anOrder(2, { payment_method: 'stripe', payable_amount: 57.5, total_items: 3 }),
    products: [
      {
        id: 16,
        name: 'Desk Lamp',
        thumbnail: '/media/products/16-1.svg',
        brand: 'Lumen',
        price: 15,
        discount_price: 12.5,
        quantity: 2,
        size: null,
        color: { id: 1, name: 'White' },
        unit: null,
        is_reviewed: false,
        is_returned: false,
      },
      {
        id: 17,
        name: 'USB-C Cable',
        thumbnail: '/media/products/17-1.svg',
        brand: null,
        price: 30,
        discount_price: 0,
        quantity: 1,
        size: { id: 2, name: '2 m' },
        color: null,
        unit: null,
        is_reviewed: false,
        is_returned: false,
      },
    ],
    address: {
      id: 1,
      name: 'Sam Shopper',
      phone: '5550100001',
      address_line: '12 Market Street',
      address_line2: null,
      area: 'Downtown',
      flat_no: '4B',
      post_code: '10001',
      address_type: 'home',
      is_default: true,
      latitude: null,
      longitude: null,
    },
    figures: {
      total_amount: 55,
      delivery_charge: 5,
      coupon_discount: 5,
      order_tax_amount: 2.5,
      payable_amount: 57.5,
    },
    note: null,
    status_history: [{ status: 'Pending', created_at: '2025-03-14T10:22:05Z' }],
    can_cancel: true,
    can_order_again: false,
    can_pay_again: true,
    can_return: false,
    return_deadline: null,
    ...overrides,
  };
}
