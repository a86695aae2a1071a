import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { failureText } from '../../lib/failure-text';
import type { CartEmitted, CartEvent, CartLineChoice, ProductGlimpse } from '../../machines/cart/cart.types';
import type { AuthDialogsControl } from '../auth/AuthDialogsContext';
import type { notify } from '../notify';

/** The cart's toasts, drawn by the UI (src/ui/cart/cart-toasts.tsx). */
export interface CartToasts {
  notify: Pick<typeof notify, 'warning' | 'error'>;
  showAddedToast(product: ProductGlimpse, openCart: () => void): void;
  showRemovedToast(product: ProductGlimpse, again: CartLineChoice, addAgain: (line: CartLineChoice) => void): void;
}

export interface CartEffectsDeps {
  i18n: I18n;
  /** Loads the toasts' code, when the first one is shown; the shell hands it in (src/app/App.tsx). */
  loadToasts: () => Promise<CartToasts>;
  authDialogs: AuthDialogsControl;
  send: (event: CartEvent) => void;
  navigate: (path: string) => void;
}

/**
 * What the app does with the cart's emitted events (docs/requirements.md §2 and §8): the added and removed toasts with
 * 'View In Cart' and 'Again Add to Cart', the server's warnings, 'Please login first!' with the login dialog,
 * the server's message on failure, and Buy now going on to /buynow. A failed load is shown in the drawer.
 */
export function handleCartEvent(event: CartEmitted, deps: CartEffectsDeps): void {
  const { i18n, authDialogs, send, navigate, loadToasts: toasts } = deps;
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
