import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useCartActorRef } from '../../app/cart/CartProvider';
import {
  createIdempotencyKey,
  mustVerifyAccount,
  paymentMethodsOf,
  useCheckoutLogic,
} from '../../app/checkout/checkout-logic';
import { openPaymentPage } from '../../app/orders/open-payment-page';
import { useSessionActorRef } from '../../app/session/SessionProvider';
import { useSettings } from '../../app/settings/use-settings';
import { useEmitted } from '../../app/use-emitted';
import type { CartSnapshot } from '../../machines/cart/cart.selectors';
import type { CheckoutEmitted } from '../../machines/checkout/checkout.types';
import { type SessionSnapshot, selectBasketAddress, selectUser } from '../../machines/session/session.selectors';

/** What the figures depend on in the cart: the shops to check out and their lines' quantities. */
function basketKey(snapshot: CartSnapshot, isBuyNow: boolean): { shopIds: number[]; key: string } {
  const { selectedShopIds, view, buyNow } = snapshot.context;
  if (isBuyNow) {
    const shopIds = buyNow ? [buyNow.shopId] : [];
    return { shopIds, key: JSON.stringify(shopIds) };
  }
  const lines = view.groups
    .filter((group) => selectedShopIds.includes(group.shop_id))
    .map((group) => group.products.map((line) => [line.id, line.quantity]));
  return { shopIds: selectedShopIds, key: JSON.stringify([selectedShopIds, lines]) };
}

/** The running checkout a page's sections read from and send to. */
export type CheckoutActor = ReturnType<typeof useCheckout>;

/**
 * Starts a checkout for the page (the cart, or the buy-now slot) and keeps it in step with the cart: each change
 * of the selected shops or their lines reloads the figures, an empty result clears the cart's selection, and a
 * placed order reloads the cart. Cash ends on the success screen; a gateway takes the shopper to its page.
 */
export function useCheckout(isBuyNow: boolean, onEmitted: (event: CheckoutEmitted) => void) {
  const settings = useSettings();
  const session = useSessionActorRef();
  const cart = useCartActorRef();
  const logic = useCheckoutLogic();
  const [startingBasket] = useState(() => basketKey(cart.getSnapshot(), isBuyNow));
  const checkout = useActorRef(logic, {
    input: {
      isBuyNow,
      shopIds: startingBasket.shopIds,
      addressId: selectBasketAddress(session.getSnapshot())?.id ?? null,
      paymentMethods: paymentMethodsOf(settings),
      createKey: createIdempotencyKey,
      mustVerifyAccount: mustVerifyAccount(settings, selectUser(session.getSnapshot())),
    },
  });

  // The render that started the checkout may be a while before these effects (React renders a large page in
  // slices): each follows from what the checkout started with, and first catches up with what came meanwhile.
  useEffect(() => {
    let last = startingBasket.key;
    const follow = (snapshot: CartSnapshot) => {
      const next = basketKey(snapshot, isBuyNow);
      if (next.key === last || checkout.getSnapshot().status !== 'active') return;
      last = next.key;
      checkout.send({ type: 'checkout.shops.changed', shopIds: next.shopIds });
    };
    follow(cart.getSnapshot());
    const subscription = cart.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [cart, checkout, isBuyNow, startingBasket]);

  // The addresses arrive after sign-in: take the basket address once there is one and none is chosen. The code
  // step marks the user verified.
  useEffect(() => {
    const follow = (snapshot: SessionSnapshot) => {
      const { addressId } = checkout.getSnapshot().context;
      const known = snapshot.context.addresses.some((address) => address.id === addressId);
      const basket = selectBasketAddress(snapshot)?.id ?? null;
      if (!known && basket !== addressId) checkout.send({ type: 'checkout.address.select', addressId: basket });
      if (checkout.getSnapshot().context.mustVerifyAccount && snapshot.context.user?.is_verified) {
        checkout.send({ type: 'checkout.account.verified' });
      }
    };
    follow(session.getSnapshot());
    const subscription = session.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [session, checkout]);

  useEmitted(checkout, (event: CheckoutEmitted) => {
    if (event.type === 'checkout.selection.empty' && !isBuyNow) cart.send({ type: 'cart.selection.clear' });
    if (event.type === 'checkout.placed') {
      if (!isBuyNow) cart.send({ type: 'cart.reload' });
      if (event.paymentUrl) openPaymentPage(event.paymentUrl);
    }
    onEmitted(event);
  });

  return checkout;
}
