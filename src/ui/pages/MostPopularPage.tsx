import { useLingui } from '@lingui/react/macro';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';
import { useListingLoaders } from '../catalog/listing/listing-loaders';
import type { ListingScope } from '../catalog/listing/listing-url';

const MOST_POPULAR: ListingScope = { sort: 'most_popular' };

/** /most-popular: the product listing, most sold first. */
export default function MostPopularPage() {
  const { t } = useLingui();
  return <ListingWithCategories loaders={useListingLoaders()} heading={t`Most Popular`} scope={MOST_POPULAR} />;
}
