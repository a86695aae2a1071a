import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { cartEndpoints } from '../../api/endpoints/cart';
import { cartMachine } from '../../machines/cart/cart.machine';
import type { CartAnswer, PendingChange } from '../../machines/cart/cart.types';

/** The cart machine with the real calls of the contract. */
export function createCartLogic(client: ApiClient) {
  const api = cartEndpoints(client);
  const send = (change: PendingChange, signal: AbortSignal): Promise<CartAnswer> => {
    switch (change.kind) {
      case 'add':
        return api.addToCart({ ...change.line, is_buy_now: change.isBuyNow }, signal);
      case 'increment':
        return api.incrementCartItem({ product_id: change.productId }, signal);
      case 'decrement':
        return api.decrementCartItem({ product_id: change.productId }, signal);
      case 'remove':
        return api.deleteCartItem({ product_id: change.productId }, signal);
    }
  };
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise<CartAnswer>(({ signal }) => api.getCart(signal)),
      sendChange: fromPromise<CartAnswer, PendingChange>(({ input, signal }) => send(input, signal)),
    },
  });
}
