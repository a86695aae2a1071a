import { useLingui } from '@lingui/react/macro';
import type { ListingState } from '../../../common/listing-url';
import { useListingLoaders } from '../../app/catalog/listing-loaders';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';

/** /products: the whole catalogue, searched (from the navbar), filtered, sorted and paged through the URL. */
export default function ProductsPage() {
  const { t } = useLingui();
  const loaders = useListingLoaders();
  const heading = ({ search }: ListingState) => (search ? t`Results for “${search}”` : t`Products`);
  return <ListingWithCategories loaders={loaders} heading={heading} />;
}
