import { notify } from '../../app/notify';
import type { CartLineChoice, ProductGlimpse } from '../../machines/cart/cart.types';
import { AddedToCartToast, RemovedFromCartToast } from './CartToast';

/** docs/requirements.md §9: the cart toasts stay 3 s. */
export const CART_TOAST_MS = 3000;
/** One cart toast at a time: a newer one replaces the last. */
const CART_TOAST_ID = 'cart';

export function showAddedToast(product: ProductGlimpse, openCart: () => void): void {
  notify.success(
    <AddedToCartToast
      product={product}
      onViewCart={() => {
        notify.dismiss(CART_TOAST_ID);
        openCart();
      }}
    />,
    { duration: CART_TOAST_MS, id: CART_TOAST_ID },
  );
}

export function showRemovedToast(
  product: ProductGlimpse,
  again: CartLineChoice,
  addAgain: (line: CartLineChoice) => void,
) {
  notify.success(
    <RemovedFromCartToast
      product={product}
      onAddAgain={() => {
        notify.dismiss(CART_TOAST_ID);
        addAgain(again);
      }}
    />,
    { duration: CART_TOAST_MS, id: CART_TOAST_ID },
  );
}

export { notify };
