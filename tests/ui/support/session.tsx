import { type ReactNode, useContext, useState } from 'react';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ApiClient, createApiClient } from '../../../src/api/client';
import { AuthDialogsContext, type AuthDialogsControl } from '../../../src/app/auth/AuthDialogsContext';
import { type CartActorRef, CartProvider, useCartActorRef } from '../../../src/app/cart/CartProvider';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SessionActorContext, type SessionActorRef } from '../../../src/app/session/SessionProvider';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import type { Address, User } from '../../../src/machines/session/session.types';

/** The demo customer, as the login call returns them. */
export const demoUser: User = {
  id: 1,
  name: 'Sam Shopper',
  email: 'shopper@example.com',
  phone: '5550100001',
  phone_code: '+1',
  profile_photo: '/media/users/1.svg',
};

export interface TestSessionOptions {
  /** Signed in as this user (with a token), or a visitor when null. @default null */
  user?: User | null;
  /** What the favourites load answers. @default 0 */
  favoritesCount?: number;
}

/**
 * A session actor on fake calls, started as the app would from storage. `logout` records each call the
 * machine makes to GET /logout; it answers at once.
 */
export function startTestSession({ user = null, favoritesCount = 0 }: TestSessionOptions = {}) {
  const logout = vi.fn();
  const logic = sessionMachine.provide({
    actors: {
      loadAddresses: fromPromise(async (): Promise<Address[]> => []),
      loadFavoritesCount: fromPromise(async () => favoritesCount),
      pingLastSeen: fromPromise(async () => {}),
      logout: fromPromise(async () => {
        logout();
      }),
    },
  });
  const actor: SessionActorRef = createActor(logic, {
    input: user ? { token: 'test-token', user } : { token: null, user: null },
  });
  actor.start();
  return { actor, logout };
}

/** Spies in place of the auth dialogs (their UI is tested on its own). */
export function fakeAuthDialogs() {
  return { open: vi.fn<AuthDialogsControl['open']>(), preload: vi.fn<AuthDialogsControl['preload']>() };
}

// The cart's toasts as the shell loads them (src/app/App.tsx).
const loadCartToasts = () => import('../../../src/ui/cart/cart-toasts');

const unansweredClient = createApiClient({
  baseUrl: 'http://shop.test/api',
  fetch: () => new Promise<Response>(() => {}),
});

/** A client as SessionProvider makes it: the session's token on each call, and a 401 clears the session. */
export function sessionClient(session: SessionActorRef, fetch: typeof globalThis.fetch): ApiClient {
  return createApiClient({
    baseUrl: 'http://shop.test/api',
    fetch,
    getToken: () => session.getSnapshot().context.token,
    onSessionExpired: (path) => session.send({ type: 'session.expired', path }),
  });
}

/**
 * Provides a test session, auth-dialog spies and the real cart (CartProvider) the way the app's providers do.
 * With `fetch`, calls go through a session client over it (see `sessionClient`); otherwise a client given
 * around these providers is used, or calls wait forever (nothing is asked of them).
 */
export function SessionTestProviders({
  session,
  authDialogs,
  fetch,
  children,
}: {
  session: SessionActorRef;
  authDialogs: AuthDialogsControl;
  fetch?: typeof globalThis.fetch;
  children: ReactNode;
}) {
  const given = useContext(ApiContext);
  const [client] = useState(() => (fetch ? sessionClient(session, fetch) : (given ?? unansweredClient)));
  return (
    <ApiContext.Provider value={client}>
      <SessionActorContext.Provider value={session}>
        <AuthDialogsContext.Provider value={authDialogs}>
          <CartProvider loadToasts={loadCartToasts}>{children}</CartProvider>
        </AuthDialogsContext.Provider>
      </SessionActorContext.Provider>
    </ApiContext.Provider>
  );
}

/** Hands the cart actor to a test, to read what it holds (the drawer's UI is tested on its own). */
export function CartSpy({ onCart }: { onCart: (cart: CartActorRef) => void }) {
  onCart(useCartActorRef());
  return null;
}
