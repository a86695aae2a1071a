import type { ReactNode } from 'react';
import type { CartGroup } from '../../machines/cart/cart.types';
import { Rating } from '../catalog/Rating';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { CartLineItem } from './CartLineItem';

export interface CartShopGroupProps {
  group: CartGroup;
  /** Shown at the end of the shop's header, e.g. the checkout's shop toggle. */
  headerExtra?: ReactNode;
  /** The shop name's heading level in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Called when a link in the group is followed (the shop or a product), before the page changes. */
  onNavigate?: () => void;
}

/** One shop's part of the cart: its logo, name (to the shop's page) and rating, then its lines. */
export function CartShopGroup({ group, headerExtra, headingLevel = 3, onNavigate }: CartShopGroupProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="flex flex-col">
      <div className="flex items-center gap-3 border-gray-200 border-b pb-2">
        <Picture
          sizes="32px"
          src={group.shop_logo}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-full bg-gray-100 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <Heading className="font-semibold text-base text-gray-900">
            <Link href={`/shops/${group.shop_id}`} variant="standalone" onPress={onNavigate}>
              {group.shop_name}
            </Link>
          </Heading>
          <Rating value={group.shop_rating} />
        </div>
        {headerExtra}
      </div>
      <ul className="divide-y divide-gray-100">
        {group.products.map((line) => (
          <CartLineItem key={line.id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}
