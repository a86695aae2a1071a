import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useCartActorRef } from '../../app/cart/CartProvider';
import { useCartSelector } from '../../app/cart/use-cart';
import { useMoney } from '../../app/settings/use-settings';
import { selectCartCount, selectCartTotal } from '../../machines/cart/cart.selectors';
import { Button } from '../kit/Button';
import { CartIcon } from '../kit/Icon';

/** docs/requirements.md §2: the tab stays off the checkout pages (the cart is the page there) and the blog. */
export function showsCartSideTab(path: string): boolean {
  if (path === '/checkout' || path === '/buynow') return false;
  return path !== '/blogs' && !path.startsWith('/blog/');
}

/**
 * The cart's tab on the inline-end edge, vertically centred: the item count and the cart amount; it opens
 * the drawer. Fixed, so nothing moves when it appears; on small screens it shows the icon and the count
 * only (its name says the amount), to cover as little of the page as it can.
 */
export function CartSideTab() {
  const { t } = useLingui();
  const [path] = useLocation();
  const cart = useCartActorRef();
  const money = useMoney();
  const count = useCartSelector(selectCartCount);
  const amount = money.format(useCartSelector(selectCartTotal));
  if (!showsCartSideTab(path)) return null;
  const items = plural(count, { one: '# item', other: '# items' });
  return (
    <Button
      size="sm"
      // The name holds what the tab shows on every screen size, in reading order.
      aria-label={t`My Cart, ${items}, ${amount}`}
      onPress={() => cart.send({ type: 'cart.drawer.open' })}
      // 24 px wide on small screens: it stays within the page gutter as far as a target can.
      className="fixed end-0 top-1/2 z-20 min-w-6 -translate-y-1/2 rounded-e-none px-0.5 py-2 text-xs shadow-lg sm:px-2"
    >
      <span className="flex flex-col items-center gap-0.5">
        <CartIcon className="size-5" />
        <span className="font-semibold tabular-nums sm:hidden">{count}</span>
        <span className="max-sm:hidden">{items}</span>
        <span className="font-semibold tabular-nums max-sm:hidden">{amount}</span>
      </span>
    </Button>
  );
}

export default CartSideTab;
