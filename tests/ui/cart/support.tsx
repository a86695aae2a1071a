import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { onTestFinished, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { AuthDialogsContext, type AuthDialogsControl } from '../../../src/app/auth/AuthDialogsContext';
import { CartActorContext, type CartActorRef } from '../../../src/app/cart/CartProvider';
import { ChatActorContext, type ChatActorRef } from '../../../src/app/chat/chat-actor-context';
import { SessionActorContext } from '../../../src/app/session/SessionProvider';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import { cartMachine } from '../../../src/machines/cart/cart.machine';
import type { CartAnswer, CartGroup, CartLine, PendingChange } from '../../../src/machines/cart/cart.types';
import { masterSettings } from '../settings/master-settings';
import { demoUser, startTestSession } from '../support/session';

/** The cart of the contract's GET /carts example: two shops, three units, 144.98. */
export function earbuds(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 31,
    cart_id: 501,
    name: 'Wireless Earbuds Pro',
    brand: 'Volt',
    thumbnail: '/media/products/31-1.svg',
    price: 59.99,
    discount_price: 49.99,
    discount_percentage: 16.67,
    quantity: 2,
    size: null,
    color: { id: 2, name: 'Black', color_code: '#111827' },
    unit: { id: 1, name: 'pcs' },
    stock: 40,
    ...overrides,
  };
}

export function bedSheet(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 21,
    cart_id: 502,
    name: 'Linen Bed Sheet',
    brand: null,
    thumbnail: '/media/products/21-1.svg',
    price: 45,
    discount_price: 0,
    discount_percentage: 0,
    quantity: 1,
    size: { id: 6, name: 'Queen' },
    color: null,
    unit: { id: 1, name: 'pcs' },
    stock: 12,
    ...overrides,
  };
}

export function voltShop(products: CartLine[] = [earbuds()]): CartGroup {
  return {
    shop_id: 3,
    shop_name: 'Volt Electronics',
    shop_logo: '/media/shops/3-logo.svg',
    shop_rating: 4.6,
    products,
  };
}

export function nordicShop(products: CartLine[] = [bedSheet()]): CartGroup {
  return { shop_id: 2, shop_name: 'Nordic Home', shop_logo: '/media/shops/2-logo.svg', shop_rating: 4.8, products };
}

const priceOf = (line: CartLine) => (line.discount_price > 0 ? line.discount_price : line.price);

/** A GET /carts answer (the change calls answer the same shape). */
export function cartAnswer(groups: CartGroup[], message = 'Cart'): CartAnswer {
  const cents = groups
    .flatMap((group) => group.products)
    .reduce((sum, line) => sum + Math.round(priceOf(line) * 100) * line.quantity, 0);
  return { message, data: { total: cents / 100, cart_items: groups, info: null } };
}

/**
 * The cart calls on a cart kept in memory: GET /carts answers it, the line changes change it as the reference
 * API does (a line at 0 goes, and its shop with its last line). `changes` records what was sent, in order.
 * `load` may be replaced to answer otherwise (never, or with a failure).
 */
export function fakeCartServer(initial: CartGroup[]) {
  let groups = structuredClone(initial);
  const changes: PendingChange[] = [];
  const server = {
    changes,
    load: vi.fn(async (): Promise<CartAnswer> => cartAnswer(groups)),
    async send(change: PendingChange): Promise<CartAnswer> {
      changes.push(change);
      if (change.kind === 'add') return cartAnswer(groups);
      let removed = false;
      groups = groups
        .map((group) => ({
          ...group,
          products: group.products
            .map((line) => {
              if (line.id !== change.productId) return line;
              const quantity = change.kind === 'remove' ? 0 : line.quantity + (change.kind === 'increment' ? 1 : -1);
              removed = quantity === 0;
              return { ...line, quantity };
            })
            .filter((line) => line.quantity > 0),
        }))
        .filter((group) => group.products.length > 0);
      return cartAnswer(groups, removed ? 'product removed from cart' : 'Cart updated');
    },
  };
  return server;
}

export type FakeCartServer = ReturnType<typeof fakeCartServer>;

/** A running cart actor on the fake calls: a signed-in shopper's (loaded at once) or a visitor's. */
export function startTestCart(server: FakeCartServer, { signedIn = true } = {}): CartActorRef {
  const logic = cartMachine.provide({
    actors: {
      loadCart: fromPromise(() => server.load()),
      sendChange: fromPromise<CartAnswer, PendingChange>(({ input }) => server.send(input)),
    },
  });
  const cart = createActor(logic, { input: { multiVendor: true } }).start();
  if (signedIn) cart.send({ type: 'cart.session.started' });
  onTestFinished(() => {
    cart.stop();
  });
  return cart;
}

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

/**
 * Renders cart UI as the app does: settings (USD, $), the cart actor, a signed-in session, auth-dialog spies,
 * the chat actor when given (else none, as while its code loads), and a memory router that kit links navigate
 * in. `location.history` lists the paths visited.
 */
export function renderWithCart(
  ui: ReactElement,
  { cart, path = '/', chat = null }: { cart: CartActorRef; path?: string; chat?: ChatActorRef | null },
) {
  const location = memoryLocation({ path, record: true });
  const { actor: session } = startTestSession({ user: demoUser });
  const authDialogs = { open: vi.fn<AuthDialogsControl['open']>(), preload: vi.fn<AuthDialogsControl['preload']>() };
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <SessionActorContext.Provider value={session}>
            <AuthDialogsContext.Provider value={authDialogs}>
              <ChatActorContext.Provider value={chat}>
                <CartActorContext.Provider value={cart}>
                  <Router hook={location.hook}>
                    <RouterProvider navigate={(to) => location.navigate(to)}>{ui}</RouterProvider>
                  </Router>
                </CartActorContext.Provider>
              </ChatActorContext.Provider>
            </AuthDialogsContext.Provider>
          </SessionActorContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { ...view, user: userEvent.setup(), location, authDialogs };
}
