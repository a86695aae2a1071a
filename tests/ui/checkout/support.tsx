import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../src/api/client';
import type { Schema } from '../../../src/api/types';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { CheckoutFigures } from '../../../src/machines/checkout/checkout.types';
import type { MasterSettings } from '../../../src/machines/settings/settings.types';
import { summary, voltFigures } from '../../machines/checkout.fakes';
import { fakeApi } from '../home/page-harness';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

export { fakeApi, json } from '../home/page-harness';

/** The demo shop's gateways. */
export const GATEWAYS: Schema<'PaymentGateway'>[] = [
  { name: 'stripe', title: 'Credit or debit card', logo: '/media/gateways/stripe.svg' },
  { name: 'paypal', title: 'PayPal', logo: '/media/gateways/paypal.svg' },
];

/** Settings that show every amount in euros (0.92 to the dollar). */
export const IN_EUROS: Partial<MasterSettings> = {
  currencies: [{ id: 2, name: 'EUR', symbol: '€', rate_from_default: 0.92, is_default: true }],
};

/** The earbuds' shop checked out without a voucher: 59.99 + 5 delivery + 5 % VAT (3.00) = 67.99. */
export function checkoutFigures(overrides: Partial<CheckoutFigures> = {}): CheckoutFigures {
  return {
    items: [voltFigures()],
    summary: summary(),
    couponApplied: false,
    message: 'Checkout',
    couponCode: null,
    ...overrides,
  };
}

export interface RenderCheckoutPartOptions {
  /** Over the test settings (USD, cash on delivery only). */
  settings?: Partial<MasterSettings>;
  /** The contract's calls; any call answers 404 unless given. */
  api?: ReturnType<typeof fakeApi>;
}

/** Renders a part of the checkout page as the app does: settings, translations and the API client. */
export function renderCheckoutPart(ui: ReactElement, { settings, api = fakeApi({}) }: RenderCheckoutPartOptions = {}) {
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings(settings) }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: api.fetch });
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <ApiContext.Provider value={client}>{ui}</ApiContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { ...view, user: userEvent.setup(), api };
}

/**
 * A list of figures as read aloud: each term with its amount, in order. `hidden` also reads what an open
 * modal hides from assistive technology (the page behind it).
 */
export function figureRows(container: HTMLElement = document.body, { hidden = false } = {}): [string, string][] {
  const terms = within(container).getAllByRole('term', { hidden });
  const amounts = within(container).getAllByRole('definition', { hidden });
  return terms.map((term, index) => [term.textContent ?? '', amounts[index]?.textContent ?? '']);
}

/** Waits for the settings, then returns the figure rows shown. */
export async function shownFigures(): Promise<[string, string][]> {
  await screen.findAllByRole('term');
  return figureRows();
}

/**
 * Renders a whole checkout page as the app does, signed in as the demo customer (who has no address yet):
 * settings, the session and the real cart, every call over `api`, and a memory router for links.
 */
export function renderCheckoutPage(page: ReactElement, { settings, api = fakeApi({}) }: RenderCheckoutPartOptions) {
  const location = memoryLocation({ path: '/checkout', record: true });
  const { actor: session } = startTestSession({ user: demoUser });
  onTestFinished(() => session.stop());
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings(settings) }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <SessionTestProviders session={session} authDialogs={fakeAuthDialogs()} fetch={api.fetch}>
            <Router hook={location.hook}>
              <RouterProvider navigate={(to) => location.navigate(to)}>{page}</RouterProvider>
            </Router>
          </SessionTestProviders>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { ...view, user: userEvent.setup(), api, session };
}
