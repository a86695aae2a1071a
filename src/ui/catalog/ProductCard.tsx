import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { contentTextAttributes } from '../../../common/content-language';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { PriceTag } from '../kit/PriceTag';
import { Rating } from './Rating';

export type ProductCardData = Schema<'ProductCard'>;

export interface ProductCardProps {
  product: ProductCardData;
  /** The first card of a page is the LCP candidate: loaded eagerly with high priority. */
  isFirst?: boolean;
  /** The wishlist heart (a visitor gets the login dialog). */
  favorite?: ReactNode;
  /** Heading level of the product name in its list. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** How wide the picture is drawn in the grid that holds the card (a `sizes` attribute). */
  imageSizes: string;
}

/**
 * A product in a list: image, name (the link to its details), brand, shop, rating and price. The image has
 * its size set so nothing shifts while it loads; below the first it loads lazily.
 */
export function ProductCard({ product, isFirst = false, favorite, headingLevel = 3, imageSizes }: ProductCardProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const Heading = `h${headingLevel}` as const;
  const href = `/products/${product.id}/details`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Picture
        src={product.thumbnail}
        alt=""
        width={320}
        height={320}
        sizes={imageSizes}
        priority={isFirst}
        className="aspect-square w-full bg-gray-100 object-cover"
      />
      {favorite && <div className="absolute end-2 top-2">{favorite}</div>}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="font-medium text-base text-gray-900">
          {/* The name is the card's link; its box covers the card so the whole card can be clicked. */}
          <Link href={href} variant="plain" className="line-clamp-2 after:absolute after:inset-0 hover:underline">
            <bdi {...contentTextAttributes(product.name, i18n.locale)}>{product.name}</bdi>
          </Link>
        </Heading>
        {product.brand && <p className="text-gray-600 text-sm">{product.brand}</p>}
        <p className="text-gray-600 text-sm">{t`Sold by ${product.shop.name}`}</p>
        <Rating value={product.rating} count={product.total_reviews} />
        <PriceTag
          className="mt-auto pt-1"
          price={product.price}
          discountPrice={product.discount_price}
          discountPercentage={product.discount_percentage}
          format={money.format}
        />
        {product.quantity <= 0 && <p className="font-medium text-red-700 text-sm">{t`Out of stock`}</p>}
      </div>
    </article>
  );
}
