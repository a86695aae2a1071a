import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type RefObject, useDeferredValue, useEffect, useRef } from 'react';
import { useCartActorRef } from '../../app/cart/CartProvider';
import { useCartSelector } from '../../app/cart/use-cart';
import { useMoney } from '../../app/settings/use-settings';
import {
  selectCartCount,
  selectCartGroups,
  selectCartLoadError,
  selectCartTotal,
  selectIsCartLoading,
  selectIsCartSignedIn,
  selectIsDrawerOpen,
} from '../../machines/cart/cart.selectors';
import { ChatWithShopButton } from '../chat/ChatWithShopButton';
import { LoadFailed } from '../common/LoadFailed';
import { buttonStyles } from '../kit/Button';
import { Drawer } from '../kit/Drawer';
import { Link } from '../kit/Link';
import { ToastOutlet } from '../toasts/ToastOutlet';
import { CartLinesSkeleton, EmptyCart, VisitorCart } from './CartDrawerStates';
import { CartShopGroup } from './CartShopGroup';
import { CartStatusAnnouncer } from './CartStatusAnnouncer';

/**
 * The 'My Cart' drawer (docs/requirements.md §2), opened and closed by the cart actor: the item count, the lines by
 * shop, the cart amount and 'Proceed to Checkout'. Any link followed from it closes it.
 */
export function CartDrawer() {
  const { t } = useLingui();
  const cart = useCartActorRef();
  // The press that opens or closes the drawer paints its own feedback first; the drawer follows in the next
  // frame, rendered in the background, so a slow phone never holds the press for the drawer's whole mount.
  const isOpen = useDeferredValue(useCartSelector(selectIsDrawerOpen));
  const close = () => cart.send({ type: 'cart.drawer.close' });
  return (
    <Drawer title={t`My Cart`} isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <CartDrawerBody onClose={close} />
      {/* The toasts come in while the drawer is open, so 'Again Add to Cart' is within its reach. */}
      {isOpen && <ToastOutlet />}
    </Drawer>
  );
}

export default CartDrawer;

function CartDrawerBody({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const count = useCartSelector(selectCartCount);
  const amount = money.format(useCartSelector(selectCartTotal));
  const hasLines = useCartSelector((snapshot) => selectCartGroups(snapshot).length > 0);
  const hasFailed = useCartSelector((snapshot) => selectCartLoadError(snapshot) !== null);
  const lines = useRef<HTMLDivElement>(null);
  useFocusKeptAfterRemoval(lines, count);
  return (
    <>
      <p className="-mt-3 text-gray-600">{plural(count, { one: '# item', other: '# items' })}</p>
      <div ref={lines} className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2">
        <CartContents onClose={onClose} />
      </div>
      {hasLines && !hasFailed && (
        <div className="flex flex-col gap-3 border-gray-200 border-t pt-4">
          <p className="flex items-baseline justify-between gap-4 font-semibold text-lg">
            <span>{t`Subtotal`}</span>
            <span className="tabular-nums">{amount}</span>
          </p>
          <Link href="/checkout" variant="plain" onPress={onClose} className={buttonStyles({ className: 'w-full' })}>
            {t`Proceed to Checkout`}
          </Link>
        </div>
      )}
      <CartStatusAnnouncer count={count} amount={amount} />
    </>
  );
}

/**
 * A line that leaves the cart takes the focused button with it: focus goes on to the first control left in
 * the list (or the empty cart's link), so a keyboard user stays in the drawer where they were working.
 */
function useFocusKeptAfterRemoval(lines: RefObject<HTMLElement | null>, count: number) {
  const lastCount = useRef(count);
  useEffect(() => {
    const changed = lastCount.current !== count;
    lastCount.current = count;
    const active = document.activeElement;
    if (!changed || (active && active !== document.body && active.isConnected)) return;
    lines.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [lines, count]);
}

function CartContents({ onClose }: { onClose: () => void }) {
  const cart = useCartActorRef();
  const isSignedIn = useCartSelector(selectIsCartSignedIn);
  const isLoading = useCartSelector(selectIsCartLoading);
  const loadError = useCartSelector(selectCartLoadError);
  const groups = useCartSelector(selectCartGroups);
  // The drawer itself answers the press at once; its lines, the heavy part, render just after, while it slides in.
  const isOpened = useDeferredValue(true, false);

  if (!isSignedIn) return <VisitorCart onClose={onClose} />;
  if (!isOpened && groups.length > 0) return <CartLinesSkeleton />;
  if (loadError !== null && !isLoading) {
    return <LoadFailed status={loadError} onRetry={() => cart.send({ type: 'cart.reload' })} />;
  }
  if (groups.length === 0) {
    return isLoading ? <CartLinesSkeleton /> : <EmptyCart onNavigate={onClose} />;
  }
  // Opening the drawer reloads the cart: the lines already known stay in view meanwhile.
  return (
    <div aria-busy={isLoading} className="flex flex-col gap-6">
      {groups.map((group) => (
        <CartShopGroup
          key={group.shop_id}
          group={group}
          onNavigate={onClose}
          // The chat opens over the cart, and closing it comes back to this button.
          headerExtra={
            <ChatWithShopButton
              look="icon"
              shop={{ id: group.shop_id, name: group.shop_name, logo: group.shop_logo }}
            />
          }
        />
      ))}
    </div>
  );
}
