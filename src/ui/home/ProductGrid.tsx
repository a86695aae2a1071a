import type { Ref } from 'react';
import { FavoriteButton } from '../catalog/FavoriteButton';
import { ProductCard, type ProductCardData } from '../catalog/ProductCard';

/** 2 columns, 3 in a container of 32rem, 5 in one of 48rem; the container is at most the page's column. */
const CARD_SIZES =
  '(min-width: 1152px) 211px, (min-width: 800px) calc(20vw - 19px), (min-width: 544px) calc(33vw - 21px), calc(50vw - 22px)';

export interface ProductGridProps {
  products: ProductCardData[];
  /** The first card's image is the page's LCP candidate (eager, high priority). */
  firstIsLcp?: boolean;
  /** Level of the product names' headings. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** After a heart changed the wishlist (the wishlist page drops a removed product). */
  onFavoriteChange?: (product: ProductCardData, isFavorite: boolean) => void;
  ref?: Ref<HTMLUListElement>;
}

/**
 * Product cards in a grid, each with its wishlist heart. As many columns as the space it is given holds (not the
 * screen's width: beside the account menu, or with text enlarged, there is less room).
 */
export function ProductGrid({ products, firstIsLcp = false, headingLevel, onFavoriteChange, ref }: ProductGridProps) {
  return (
    <div className="@container">
      <ul ref={ref} className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @lg:gap-4 @3xl:grid-cols-5">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              isFirst={firstIsLcp && index === 0}
              headingLevel={headingLevel}
              imageSizes={CARD_SIZES}
              favorite={
                <FavoriteButton
                  product={product}
                  onChange={onFavoriteChange && ((isFavorite) => onFavoriteChange(product, isFavorite))}
                />
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
