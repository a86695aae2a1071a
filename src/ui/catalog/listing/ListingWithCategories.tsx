import { useResource } from '../../../app/resource/use-resource';
import { ProductListing, type ProductListingProps } from './ProductListing';

/** A listing over the whole catalogue, with the categories to choose from (left out if they fail to load). */
export function ListingWithCategories(props: Omit<ProductListingProps, 'categories'>) {
  const categories = useResource((_: null, signal) => props.loaders.categories(signal), null);
  return <ProductListing {...props} categories={categories.data ?? []} />;
}
