import { useSelector } from '@xstate/react';
import type { CartSnapshot } from '../../machines/cart/cart.selectors';
import { useCartActorRef } from './CartProvider';

/** A narrow read of the cart: `useCartSelector(selectCartCount)`. */
export function useCartSelector<T>(selector: (snapshot: CartSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useCartActorRef(), selector, compare);
}
