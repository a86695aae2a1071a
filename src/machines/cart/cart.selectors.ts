import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';
import type { CartGroup, CartView } from './cart.types';
import { countItems, findLine } from './cart-view';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartView = (snapshot: CartSnapshot): CartView => snapshot.context.view;

export const selectCartGroups = (snapshot: CartSnapshot): CartGroup[] => snapshot.context.view.groups;

export const selectCartTotal = (snapshot: CartSnapshot): number => snapshot.context.view.total;

/** Units in the cart, as the navbar badge and the side tab show them. */
export const selectCartCount = (snapshot: CartSnapshot): number => countItems(snapshot.context.view);

export const selectSelectedShopIds = (snapshot: CartSnapshot): number[] => snapshot.context.selectedShopIds;

/** A visitor has no cart on the server (the drawer asks them to log in). */
export const selectIsCartSignedIn = (snapshot: CartSnapshot): boolean => snapshot.context.isSignedIn;

export const selectIsDrawerOpen = (snapshot: CartSnapshot): boolean => snapshot.matches({ drawer: 'open' });

export const selectIsCartLoading = (snapshot: CartSnapshot): boolean => snapshot.hasTag('loading');

/** The status of the last failed load (0: not reached), or null. */
export const selectCartLoadError = (snapshot: CartSnapshot): number | null => snapshot.context.loadError;

export const selectIsMultiVendor = (snapshot: CartSnapshot): boolean => snapshot.context.multiVendor;

export const selectBuyNow = (snapshot: CartSnapshot) => snapshot.context.buyNow;

/** How many of a product the cart holds as shown (0 when it holds none). */
export function selectUnitsInCart(productId: number) {
  return (snapshot: CartSnapshot): number => findLine(snapshot.context.view, productId)?.quantity ?? 0;
}

/** Which of a product's buttons has an addition on its way: Add to cart, Buy now, or neither. */
export function selectPendingAddition(productId: number) {
  return (snapshot: CartSnapshot): 'cart' | 'buyNow' | null => {
    const addition = snapshot.context.pending.find(
      (change) => change.kind === 'add' && change.line.product_id === productId,
    );
    if (addition?.kind !== 'add') return null;
    return addition.isBuyNow ? 'buyNow' : 'cart';
  };
}
