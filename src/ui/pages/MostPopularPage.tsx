import { useLingui } from '@lingui/react/macro';
import type { ListingScope } from '../../../common/listing-url';
import { useListingLoaders } from '../../app/catalog/listing-loaders';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';

const MOST_POPULAR: ListingScope = { sort: 'most_popular' };

/** /most-popular: the product listing, most sold first. */
export default function MostPopularPage() {
  const { t } = useLingui();
  return <ListingWithCategories loaders={useListingLoaders()} heading={t`Most Popular`} scope={MOST_POPULAR} />;
}
