import { useLingui } from '@lingui/react/macro';
import type { ListingScope } from '../../../common/listing-url';
import { useListingLoaders } from '../../app/catalog/listing-loaders';
import { ListingWithCategories } from '../catalog/listing/ListingWithCategories';

const BEST_DEAL: ListingScope = { sort: 'best_deal' };

/** /best-deal: discounted products, the biggest discount first. */
export default function BestDealPage() {
  const { t } = useLingui();
  return <ListingWithCategories loaders={useListingLoaders()} heading={t`Best Deals`} scope={BEST_DEAL} />;
}
