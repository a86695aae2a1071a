import type { ProductDetails } from '../../app/catalog/details-calls';
import { ProductFirstRow } from '../catalog/details/ProductFirstRow';
import { ProductGallery } from '../catalog/details/ProductGallery';
import { ProductPageColumn } from '../catalog/details/ProductPageColumn';
import { ProductSummary } from '../catalog/details/ProductSummary';
import { productCrumbs } from '../catalog/details/product-crumbs';
import { noChoices } from '../catalog/details/purchase-choices';
import { FirstScreenFrame } from './FirstScreenFrame';

/**
 * A product page's first screen as the server draws it: the breadcrumbs, the pictures, and the summary (name,
 * brand, shop, rating, price and stock) beside them, with the wishlist heart's place kept.
 */
export function ProductDrawing({ product }: { product: ProductDetails }) {
  const images = product.thumbnails.length ? product.thumbnails : [{ id: 0, url: product.thumbnail }];
  return (
    <FirstScreenFrame>
      <ProductPageColumn crumbs={productCrumbs(product)}>
        <ProductFirstRow gallery={<ProductGallery name={product.name} images={images} />}>
          <ProductSummary product={product} choices={noChoices} favorite={<div className="size-11 shrink-0" />} />
        </ProductFirstRow>
      </ProductPageColumn>
    </FirstScreenFrame>
  );
}
