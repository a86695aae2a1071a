import { useLingui } from '@lingui/react/macro';
import type { ListingState } from '../../../../common/listing-url';

/** /products' heading: the search it shows, or the whole catalogue. */
export function useProductsHeading(): (state: Pick<ListingState, 'search'>) => string {
  const { t } = useLingui();
  return ({ search }) => (search ? t`Results for “${search}”` : t`Products`);
}
