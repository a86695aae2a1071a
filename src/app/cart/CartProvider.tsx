import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart/cart.machine';
import type { CartEmitted } from '../../machines/cart/cart.types';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { useAuthDialogs } from '../auth/AuthDialogsContext';
import type { Inspect } from '../inspector';
import { useApiClient } from '../session/ApiContext';
import { useSessionActorRef } from '../session/SessionProvider';
import { useSettings } from '../settings/use-settings';
import { type CartEffectsDeps, handleCartEvent } from './cart-effects';
import { createCartLogic } from './cart-logic';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

export const CartActorContext = createContext<CartActorRef | null>(null);

/**
 * Starts the cart actor (systemId `cart`): it follows the session (loaded on sign-in or on a restored
 * session, emptied when the session goes) and the settings' multi_vendor; its emitted events become toasts,
 * the login dialog and the buy-now page.
 */
export function CartProvider({
  children,
  inspect,
  loadToasts,
}: {
  children: ReactNode;
  inspect?: Inspect;
  loadToasts: CartEffectsDeps['loadToasts'];
}) {
  const client = useApiClient();
  const session = useSessionActorRef();
  const { multi_vendor: multiVendor } = useSettings();
  const [logic] = useState(() => createCartLogic(client));
  const cart = useActorRef(logic, { systemId: 'cart', input: { multiVendor }, inspect });
  const authDialogs = useAuthDialogs();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (selectIsSignedIn(session.getSnapshot())) cart.send({ type: 'cart.session.started' });
    const started = session.on('session.started', () => cart.send({ type: 'cart.session.started' }));
    const cleared = session.on('session.cleared', (event) =>
      cart.send({ type: 'cart.session.cleared', expired: event.reason === 'expired' }),
    );
    return () => {
      started.unsubscribe();
      cleared.unsubscribe();
    };
  }, [session, cart]);

  useEffect(() => cart.send({ type: 'cart.settings.changed', multiVendor }), [cart, multiVendor]);

  const [effects] = useState(() => ({ current: { authDialogs, i18n, navigate, loadToasts } }));
  effects.current = { authDialogs, i18n, navigate, loadToasts };
  useEffect(() => {
    const subscription = cart.on('*', (event: CartEmitted) =>
      handleCartEvent(event, { ...effects.current, send: cart.send }),
    );
    return () => subscription.unsubscribe();
  }, [cart, effects]);

  return <CartActorContext.Provider value={cart}>{children}</CartActorContext.Provider>;
}

export function useCartActorRef(): CartActorRef {
  const cart = useContext(CartActorContext);
  if (!cart) throw new Error('useCartActorRef() is used outside <CartProvider>');
  return cart;
}
