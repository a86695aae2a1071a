import { ApiError } from '../../api/errors';
import type { CartContext, CartEvent, LineChange, PendingChange } from './cart.types';
import { EMPTY_CART } from './cart-view';

// The cart machine's pure pieces: the pending changes, failures, and the context of a signed-out shopper.

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export const isLineChange = (change: PendingChange): change is LineChange => change.kind !== 'add';

export const lineChanges = (pending: PendingChange[]): LineChange[] => pending.filter(isLineChange);

export type ChangeEvent = Extract<
  CartEvent,
  { type: 'cart.line.increment' | 'cart.line.decrement' | 'cart.line.remove' }
>;

export function changeOf(event: ChangeEvent): LineChange {
  const kind =
    event.type === 'cart.line.increment' ? 'increment' : event.type === 'cart.line.decrement' ? 'decrement' : 'remove';
  return { kind, productId: event.productId };
}

export const signedOutContext = (context: CartContext): CartContext => ({
  ...context,
  isSignedIn: false,
  confirmed: EMPTY_CART,
  view: EMPTY_CART,
  pending: [],
  selectedShopIds: [],
  buyNow: null,
  loadError: null,
});
