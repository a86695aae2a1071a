import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartEmitted, CartEvent } from '../../machines/cart/cart.types';
import { failureText } from '../../ui/common/failure-text';
import type { AuthDialogsControl } from '../auth/AuthDialogsContext';

export interface CartEffectsDeps {
  i18n: I18n;
  authDialogs: AuthDialogsControl;
  send: (event: CartEvent) => void;
  navigate: (path: string) => void;
}

// The toasts' code loads when the first one is shown.
const toasts = () => import('../../ui/cart/cart-toasts');

/**
 * What the app does with the cart's emitted events (spec sections 2 and 8): the added and removed toasts with
 * 'View In Cart' and 'Again Add to Cart', the server's warnings, 'Please login first!' with the login dialog,
 * the server's message on failure, and Buy now going on to /buynow. A failed load is shown in the drawer.
 */
export function handleCartEvent(event: CartEmitted, deps: CartEffectsDeps): void {
  const { i18n, authDialogs, send, navigate } = deps;
  switch (event.type) {
    case 'cart.added':
      toasts().then(({ notify, showAddedToast }) => {
        if (event.info) notify.warning(event.info);
        if (!event.isBuyNow) showAddedToast(event.product, () => send({ type: 'cart.drawer.open' }));
      });
      if (event.isBuyNow) navigate('/buynow');
      return;
    case 'cart.removed':
      toasts().then(({ showRemovedToast }) =>
        showRemovedToast(event.product, event.again, (line) =>
          send({ type: 'cart.add', line, product: event.product }),
        ),
      );
      return;
    case 'cart.warning':
      toasts().then(({ notify }) => notify.warning(event.info));
      return;
    case 'cart.loginRequired': {
      const text = i18n._(msg`Please login first!`);
      toasts().then(({ notify }) => notify.error(text));
      authDialogs.open('login');
      return;
    }
    case 'cart.failed':
      if (event.action === 'load') return;
      toasts().then(({ notify }) => notify.error(failureText(i18n, event)));
      return;
  }
}
