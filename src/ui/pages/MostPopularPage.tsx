import { useLingui } from '@lingui/react/macro';
import { useListingLoaders } from '../../app/catalog/listing-loaders';
import type { ListingScope } from '../../lib/listing-url';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';

const MOST_POPULAR: ListingScope = { sort: 'most_popular' };

/** /most-popular: the product listing, most sold first. */
export default function MostPopularPage() {
  const { t } = useLingui();
  return <ListingWithCategories loaders={useListingLoaders()} heading={t`Most Popular`} scope={MOST_POPULAR} />;
}
