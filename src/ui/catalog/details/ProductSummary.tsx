import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { contentTextAttributes } from '../../../../common/content-language';
import type { ProductDetails } from '../../../app/catalog/details-calls';
import { useMoney } from '../../../app/settings/use-settings';
import { pricesWithOptions } from '../../../lib/line-price';
import { Link } from '../../kit/Link';
import { Picture } from '../../kit/Picture';
import { PriceTag } from '../../kit/PriceTag';
import { ItemTitle } from '../../layout/ItemTitle';
import { Rating } from '../Rating';
import type { PurchaseChoices } from './purchase-choices';

/** From this many left down, the page says how many: a shopper wanting more knows before adding. */
export const LOW_STOCK = 5;

export interface ProductSummaryProps {
  product: ProductDetails;
  /** What the shopper picked so far: the price shown is the one the cart will charge for it. */
  choices: Pick<PurchaseChoices, 'sizeId'>;
  /** Beside the name: the wishlist heart, or in the server's drawing of the page a place of its size. */
  favorite: ReactNode;
}

/** The product's name (the page's heading), brand, shop, rating, price (with the chosen size's extra) and stock. */
export function ProductSummary({ product, choices, favorite }: ProductSummaryProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const prices = pricesWithOptions(product, choices);
  const inStock = product.quantity > 0;
  const isLow = product.quantity <= LOW_STOCK;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <ItemTitle name={product.name} />
        <h1
          {...contentTextAttributes(product.name, i18n.locale)}
          className="font-bold text-2xl text-gray-900 md:text-3xl"
        >
          {product.name}
        </h1>
        {favorite}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-gray-700 text-sm">
        {product.brand && (
          <div className="flex gap-1">
            <dt>
              <Trans>Brand:</Trans>
            </dt>
            <dd className="font-medium text-gray-900">{product.brand.name}</dd>
          </div>
        )}
        <div className="flex items-center gap-1">
          <dt>
            <Trans>Sold by:</Trans>
          </dt>
          <dd>
            <Link href={`/shops/${product.shop.id}`} variant="standalone" className="font-medium">
              <Picture
                sizes="24px"
                src={product.shop.logo}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-full bg-gray-100 object-cover"
              />
              {product.shop.name}
            </Link>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Rating value={product.rating} count={product.total_reviews} />
        {product.total_sold > 0 && <p className="text-gray-600 text-sm">{t`${product.total_sold} sold`}</p>}
      </div>
      <PriceTag
        size="lg"
        price={prices.price}
        discountPrice={prices.discount_price}
        discountPercentage={prices.discount_percentage}
        format={money.format}
      />
      <p className={`font-medium text-sm ${inStock ? (isLow ? 'text-amber-800' : 'text-green-800') : 'text-red-700'}`}>
        {!inStock ? (
          <Trans>Out of stock</Trans>
        ) : isLow ? (
          <Trans>Only {product.quantity} left</Trans>
        ) : (
          <Trans>In stock</Trans>
        )}
      </p>
      {product.short_description && (
        <p {...contentTextAttributes(product.short_description, i18n.locale)} className="text-gray-700">
          {product.short_description}
        </p>
      )}
    </div>
  );
}
