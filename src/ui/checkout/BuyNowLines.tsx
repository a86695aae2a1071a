import { Trans } from '@lingui/react/macro';
import { useMoney } from '../../app/settings/use-settings';
import type { CartGroup } from '../../machines/cart/cart.types';
import { Picture } from '../kit/Picture';
import { PriceTag } from '../kit/PriceTag';

/** The one product bought now, with its shop; its quantity was chosen on the product page. */
export function BuyNowLines({ group }: { group: CartGroup }) {
  const money = useMoney();
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-semibold text-base text-gray-900">{group.shop_name}</h3>
      <ul className="flex flex-col gap-3">
        {group.products.map((line) => (
          <li key={line.id} className="flex gap-3">
            <Picture
              sizes="64px"
              src={line.thumbnail}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-md bg-gray-100 object-cover"
            />
            <div className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-gray-900">{line.name}</span>
              <PriceTag
                price={line.price}
                discountPrice={line.discount_price}
                discountPercentage={line.discount_percentage}
                format={money.format}
                size="sm"
              />
              <span className="text-gray-700">
                {line.size && <Trans>Size: {line.size.name}</Trans>}{' '}
                {line.color && <Trans>Colour: {line.color.name}</Trans>} <Trans>Quantity: {line.quantity}</Trans>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
