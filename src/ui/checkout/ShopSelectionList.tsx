import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useCartActorRef } from '../../app/cart/CartProvider';
import { useCartSelector } from '../../app/cart/use-cart';
import { selectCartGroups, selectIsMultiVendor, selectSelectedShopIds } from '../../machines/cart/cart.selectors';
import type { CartGroup } from '../../machines/cart/cart.types';
import { CartShopGroup } from '../cart/CartShopGroup';
import { Checkbox } from '../kit/Checkbox';

/**
 * The cart's shops on the checkout page, each with its lines (plus, minus, remove). With multi_vendor each
 * shop has its own tick (docs/requirements.md §4); without it every shop is ordered and no tick is shown.
 * Memoised, and blind to which shops are ticked: a tick re-renders itself alone, not every line of the cart.
 */
export const ShopSelectionList = memo(function ShopSelectionList() {
  const groups = useCartSelector(selectCartGroups);
  const multiVendor = useCartSelector(selectIsMultiVendor);
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <CartShopGroup
          key={group.shop_id}
          group={group}
          headingLevel={3}
          headerExtra={multiVendor ? <ShopTick group={group} /> : null}
        />
      ))}
    </div>
  );
});

/** A shop's tick, subscribed to that shop's choice alone. */
function ShopTick({ group }: { group: CartGroup }) {
  const { t } = useLingui();
  const cart = useCartActorRef();
  const shopId = group.shop_id;
  const isSelected = useCartSelector((snapshot) => selectSelectedShopIds(snapshot).includes(shopId));
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={() => cart.send({ type: 'cart.shop.toggle', shopId })}
      // The name begins with the word shown, for speech input (WCAG 2.5.3), and says which shop.
      aria-label={t`Select ${group.shop_name}`}
    >
      {t`Select`}
    </Checkbox>
  );
}
