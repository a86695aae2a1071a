import type { ListingLoaders, ShopChoice, SubCategory } from '../../../app/catalog/listing-loaders';
import { useResource } from '../../../app/resource/use-resource';

export interface FilterChoices {
  subCategories: SubCategory[];
  shops: ShopChoice[];
}

/**
 * The choices the filter panel offers beside the listing's own: the chosen category's subcategories and
 * the shops. Loaded once for both places the panel shows (beside the grid and in the drawer). A choice that
 * failed to load is simply not offered; the listing works without it.
 */
export function useFilterChoices(loaders: ListingLoaders, categoryId: number | null): FilterChoices {
  const subCategories = useResource(
    (id: number | null, signal) => (id === null ? Promise.resolve([]) : loaders.subCategories(id, signal)),
    categoryId,
  );
  const shops = useResource((_: null, signal) => loaders.shops(signal), null);
  return {
    // While another category's subcategories load, the last category's are not offered.
    subCategories: subCategories.isLoading ? [] : (subCategories.data ?? []),
    shops: shops.data ?? [],
  };
}
