import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useCartActorRef } from '../../app/cart/CartProvider';
import { useCartSelector } from '../../app/cart/use-cart';
import { useMoney } from '../../app/settings/use-settings';
import { selectCartCount, selectCartTotal } from '../../machines/cart/cart.selectors';
import { Button } from '../kit/Button';
import { CartIcon } from '../kit/Icon';
import { showsCartSideTab } from './cart-side-tab-place';

/**
 * The cart's tab on the inline-end edge, vertically centred: the item count and the cart amount; it opens
 * the drawer. Fixed, so nothing moves when it appears; its width is the one the layouts keep clear of it
 * (src/styles.css, `--cart-tab-width`). On small screens the count and amount run down its narrow side.
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
      className="fixed end-0 top-1/2 z-20 w-(--cart-tab-width) min-w-0 -translate-y-1/2 rounded-e-none px-0 py-2 text-xs shadow-lg"
    >
      <span className="flex flex-col items-center gap-1">
        <CartIcon className="size-5" />
        <span className="tabular-nums max-sm:[writing-mode:vertical-rl] sm:text-center" aria-hidden="true">
          <span className="font-semibold max-sm:hidden">{items}</span>
          <span className="font-semibold sm:hidden">{count}</span>
          <span className="sm:hidden"> · </span>
          <span className="block break-all font-semibold max-sm:inline">{amount}</span>
        </span>
      </span>
    </Button>
  );
}

export default CartSideTab;
