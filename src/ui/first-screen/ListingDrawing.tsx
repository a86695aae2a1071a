import { LISTING_CARD } from '../../../common/image-sizes';
import { parseListingQuery } from '../../../common/listing-url';
import type { Schema } from '../../api/types';
import { FiltersDrawer } from '../catalog/listing/FiltersDrawer';
import { ListingLayout } from '../catalog/listing/ListingLayout';
import { PRODUCT_GRID } from '../catalog/listing/product-grid-columns';
import { SortSelect } from '../catalog/listing/SortSelect';
import { useProductsHeading } from '../catalog/listing/use-products-heading';
import { ProductCard } from '../catalog/ProductCard';
import { FirstScreenFrame } from './FirstScreenFrame';

const ignore = () => undefined;

export interface ListingDrawingProps {
  /** The listing's address query (without `?`): its search, filters, order and page. */
  search: string;
  products: Schema<'ProductCard'>[];
  total: number;
}

/**
 * /products' first screen as the server draws it: the listing's own layout, heading, count, filters' button and
 * sort in the page's language, then the page's cards. The filters beside the grid are the app's to fill: their
 * choices come from reads the first screen does not make.
 */
export function ListingDrawing({ search, products, total }: ListingDrawingProps) {
  const state = parseListingQuery(search);
  const heading = useProductsHeading();
  const panel = {
    state,
    scope: {},
    categories: [],
    subCategories: [],
    shops: [],
    filters: null,
    onChange: ignore,
    onClear: ignore,
  };
  return (
    <FirstScreenFrame>
      <ListingLayout
        ancestors={[]}
        title={heading(state)}
        total={total}
        filtersButton={<FiltersDrawer {...panel} />}
        sort={<SortSelect value={state.sort} onChange={ignore} className="ms-auto w-56" />}
        filters={null}
        results={
          <ul className={PRODUCT_GRID}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} isFirst={index === 0} headingLevel={2} imageSizes={LISTING_CARD.sizes} />
              </li>
            ))}
          </ul>
        }
      />
    </FirstScreenFrame>
  );
}
