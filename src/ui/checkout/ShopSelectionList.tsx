import { useLingui } from '@lingui/react/macro';
import { useCartActorRef } from '../../app/cart/CartProvider';
import { useCartSelector } from '../../app/cart/use-cart';
import { selectCartGroups, selectIsMultiVendor, selectSelectedShopIds } from '../../machines/cart/cart.selectors';
import { CartShopGroup } from '../cart/CartShopGroup';
import { Checkbox } from '../kit/Checkbox';

/**
 * The cart's shops on the checkout page, each with its lines (plus, minus, remove). With multi_vendor each
 * shop has its own tick (spec section 4); without it every shop is ordered and no tick is shown.
 */
export function ShopSelectionList() {
  const { t } = useLingui();
  const cart = useCartActorRef();
  const groups = useCartSelector(selectCartGroups);
  const selected = useCartSelector(selectSelectedShopIds);
  const multiVendor = useCartSelector(selectIsMultiVendor);
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <CartShopGroup
          key={group.shop_id}
          group={group}
          headingLevel={3}
          headerExtra={
            multiVendor ? (
              <Checkbox
                isSelected={selected.includes(group.shop_id)}
                onChange={() => cart.send({ type: 'cart.shop.toggle', shopId: group.shop_id })}
                // The name begins with the word shown, for speech input (WCAG 2.5.3), and says which shop.
                aria-label={t`Select ${group.shop_name}`}
              >
                {t`Select`}
              </Checkbox>
            ) : null
          }
        />
      ))}
    </div>
  );
}
