import { useLingui } from '@lingui/react/macro';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';
import { useListingLoaders } from '../catalog/listing/listing-loaders';
import type { ListingScope } from '../catalog/listing/listing-url';

const BEST_DEAL: ListingScope = { sort: 'best_deal' };

/** /best-deal: discounted products, the biggest discount first. */
export default function BestDealPage() {
  const { t } = useLingui();
  return <ListingWithCategories loaders={useListingLoaders()} heading={t`Best Deals`} scope={BEST_DEAL} />;
}
