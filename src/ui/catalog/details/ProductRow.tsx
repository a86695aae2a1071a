import { useId } from 'react';
import { FavoriteButton } from '../FavoriteButton';
import { ProductCard, type ProductCardData } from '../ProductCard';

/** 2 columns, 3 from 640 px, 5 from 1024 px, in the page's column. */
const CARD_SIZES =
  '(min-width: 1152px) 211px, (min-width: 1024px) calc(20vw - 19px), (min-width: 640px) calc(33vw - 22px), calc(50vw - 24px)';

/** A titled row of product cards (related products, the shop's popular products); nothing when empty. */
export function ProductRow({ title, products }: { title: string; products: ProductCardData[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="product-grid-when-near flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-gray-900 text-xl">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              headingLevel={3}
              imageSizes={CARD_SIZES}
              favorite={<FavoriteButton product={product} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
