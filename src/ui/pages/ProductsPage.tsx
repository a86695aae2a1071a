import { useListingLoaders } from '../../app/catalog/listing-loaders';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';
import { useProductsHeading } from '../catalog/listing/use-products-heading';

/** /products: the whole catalogue, searched (from the navbar), filtered, sorted and paged through the URL. */
export default function ProductsPage() {
  const loaders = useListingLoaders();
  const heading = useProductsHeading();
  return <ListingWithCategories loaders={loaders} heading={heading} />;
}
