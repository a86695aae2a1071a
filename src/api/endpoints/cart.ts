import { type ApiClient, unwrap } from '../client';
import type { JsonBody } from '../types';

/** The cart, grouped by shop, and the checkout figures for the selected shops. */
export function cartEndpoints(client: ApiClient) {
  return {
    addToCart: (body: JsonBody<'addToCart'>, signal?: AbortSignal) =>
      unwrap(client.POST('/cart/store', { body, signal })),
    getCart: (signal?: AbortSignal) => unwrap(client.GET('/carts', { signal })),
    incrementCartItem: (body: JsonBody<'incrementCartItem'>, signal?: AbortSignal) =>
      unwrap(client.POST('/cart/increment', { body, signal })),
    decrementCartItem: (body: JsonBody<'decrementCartItem'>, signal?: AbortSignal) =>
      unwrap(client.POST('/cart/decrement', { body, signal })),
    deleteCartItem: (body: JsonBody<'deleteCartItem'>, signal?: AbortSignal) =>
      unwrap(client.POST('/cart/delete', { body, signal })),
    checkoutCart: (body: JsonBody<'checkoutCart'>, signal?: AbortSignal) =>
      unwrap(client.POST('/cart/checkout', { body, signal })),
  };
}

export type CartEndpoints = ReturnType<typeof cartEndpoints>;
