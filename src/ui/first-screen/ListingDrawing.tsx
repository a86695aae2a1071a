import { LISTING_CARD } from '../../../common/image-sizes';
import { PRODUCT_GRID } from '../catalog/listing/product-grid-columns';
import { ProductCard, type ProductCardData } from '../catalog/ProductCard';
import { FirstScreenFrame } from './FirstScreenFrame';

/**
 * A product listing's first screen as the server draws it: the places of the breadcrumbs, the heading with the
 * count, the sort and the filters (their words are the app's, which it writes once it runs), then the page's cards.
 */
export function ListingDrawing({ products }: { products: ProductCardData[] }) {
  return (
    <FirstScreenFrame>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <div className="h-6" />
        <div className="flex flex-col gap-1">
          <div className="h-8" />
          <div className="min-h-6" />
        </div>
        <div className="h-[4.25rem]" />
        <div className="flex items-start gap-6">
          <div className="hidden w-64 shrink-0 lg:block" />
          <div className="min-w-0 flex-1">
            <ul className={PRODUCT_GRID}>
              {products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    isFirst={index === 0}
                    headingLevel={2}
                    imageSizes={LISTING_CARD.sizes}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </FirstScreenFrame>
  );
}
