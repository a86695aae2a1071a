import { Suspense, useState } from 'react';
import { useCartSelector } from '../../app/cart/use-cart';
import { lazyRetrying } from '../../app/lazy-retrying';
import { selectIsDrawerOpen } from '../../machines/cart/cart.selectors';

// The drawer's code loads the first time it opens, so the first screen does not carry it.
const CartDrawer = lazyRetrying(() => import('./CartDrawer'));

/** Mounted once next to the routes: the cart drawer for every layout, loaded when first opened. */
export function CartDrawerHost() {
  const isOpen = useCartSelector(selectIsDrawerOpen);
  const [wasOpened, setWasOpened] = useState(false);
  // Stays mounted after the first opening, so closing animates and reopening is instant.
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
