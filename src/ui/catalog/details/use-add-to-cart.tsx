import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useAuthDialogs } from '../../../app/auth/AuthDialogsContext';
import { useSessionActorRef } from '../../../app/session/SessionProvider';
import {
  type AddedProduct,
  type AddToCartAnswer,
  type AddToCartBody,
  type AddToCartEmitted,
  addToCartMachine,
  type CartLineChoice,
} from '../../../machines/add-to-cart/add-to-cart.machine';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { failureText } from '../../common/failure-text';
import { useEmitted } from '../../common/use-emitted';
import { notify } from '../../toasts/notify';
import { AddedToCartToast } from './AddedToCartToast';
import type { ProductDetailsCalls } from './details-calls';

/** Spec section 9: the cart toast stays 3 s. */
export const CART_TOAST_MS = 3000;
const CART_TOAST_ID = 'cart-added';

export interface AddToCart {
  add: (line: CartLineChoice, product: AddedProduct, isBuyNow?: boolean) => void;
  /** Which button's request is on its way, if any. */
  pending: 'cart' | 'buyNow' | null;
}

/**
 * Add to cart and Buy now through the add-to-cart machine, with its outcomes as the spec shows them: the
 * cart toast (its 'View In Cart' leads to /checkout until the cart panel exists), the server's warning,
 * 'Please login first!' and the login dialog, or the server's message; Buy now goes on to /buynow.
 */
export function useAddToCart(addToCart: ProductDetailsCalls['addToCart']): AddToCart {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const authDialogs = useAuthDialogs();
  const session = useSessionActorRef();
  const call = useRef(addToCart);
  call.current = addToCart;
  const [logic] = useState(() =>
    addToCartMachine.provide({
      actors: {
        addToCart: fromPromise<AddToCartAnswer, AddToCartBody>(({ input, signal }) => call.current(input, signal)),
      },
      guards: { isSignedIn: () => selectIsSignedIn(session.getSnapshot()) },
    }),
  );
  const actor = useActorRef(logic);

  const onEmitted = (event: AddToCartEmitted) => {
    switch (event.type) {
      case 'cart.added':
        if (event.info) notify.warning(event.info);
        if (event.isBuyNow) {
          navigate('/buynow');
          return;
        }
        notify.success(
          <AddedToCartToast
            product={event.product}
            onViewCart={() => {
              notify.dismiss(CART_TOAST_ID);
              navigate('/checkout');
            }}
          />,
          { duration: CART_TOAST_MS, id: CART_TOAST_ID },
        );
        return;
      case 'cart.loginRequired':
        notify.error(t`Please login first!`);
        authDialogs.open('login');
        return;
      case 'cart.failed':
        notify.error(failureText(i18n, event));
        return;
    }
  };
  useEmitted(actor, onEmitted);

  const pending = useSelector(actor, (snapshot) =>
    snapshot.hasTag('busy') ? (snapshot.context.isBuyNow ? 'buyNow' : 'cart') : null,
  );
  return {
    add: (line, product, isBuyNow = false) => actor.send({ type: 'cart.add', line, product, isBuyNow }),
    pending,
  };
}
