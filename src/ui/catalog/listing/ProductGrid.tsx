import { useLingui } from '@lingui/react/macro';
import { LISTING_CARD } from '../../../../common/image-sizes';
import { PER_PAGE } from '../../../../common/listing-url';
import type { ProductCardData } from '../../../app/catalog/listing-loaders';
import { Skeleton, SkeletonGroup } from '../../kit/Skeleton';
import { FavoriteButton } from '../FavoriteButton';
import { ProductCard } from '../ProductCard';
import { PRODUCT_GRID } from './product-grid-columns';

/** One page of products; the first card holds the page's LCP image. */
export function ProductGrid({ products, isUpdating }: { products: ProductCardData[]; isUpdating: boolean }) {
  return (
    <ul
      aria-busy={isUpdating || undefined}
      className={`${PRODUCT_GRID} transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            isFirst={index === 0}
            headingLevel={2}
            imageSizes={LISTING_CARD.sizes}
            favorite={<FavoriteButton product={product} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the first page loads, so nothing moves when it arrives. */
export function ProductGridSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading products`} className={PRODUCT_GRID}>
      {Array.from({ length: PER_PAGE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <div key={index} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
          <Skeleton className="aspect-square h-auto w-full" />
          <Skeleton className="w-4/5" />
          <Skeleton className="w-1/2" />
          <Skeleton className="w-1/3" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
