import type { AnyActorRef } from 'xstate';
import type {
  AddedProduct,
  AddToCartAnswer,
  AddToCartEvent,
  CartLineChoice,
} from '../../src/machines/add-to-cart/add-to-cart.machine';

/** Fakes shared by the add-to-cart machine tests: a chosen line and answers shaped like the contract's. */

export const tShirt: AddedProduct = { name: 'Organic Cotton T-Shirt', thumbnail: '/media/products/41-1.svg' };

export const line = (overrides: Partial<CartLineChoice> = {}): CartLineChoice => ({
  product_id: 41,
  quantity: 2,
  color: 3,
  size: 7,
  unit: 1,
  ...overrides,
});

export const addEvent = (overrides: Partial<AddToCartEvent> = {}): AddToCartEvent => ({
  type: 'cart.add',
  line: line(),
  product: tShirt,
  ...overrides,
});

export const cartAnswer = (info: string | null = null): AddToCartAnswer => ({
  message: 'product added to cart',
  data: { total: 39.98, info, cart_items: [] },
});

/** Every event an actor emits, in order. */
export function recordEmitted(actor: AnyActorRef): { type: string }[] {
  const seen: { type: string }[] = [];
  actor.on('*', (event: { type: string }) => seen.push(event));
  return seen;
}
