import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeFilters,
  changeSort,
  clearFilters,
  type FilterPatch,
  type ListingScope,
  type ListingState,
  parseListingQuery,
  type SortType,
  serializeListingQuery,
} from '../../../../common/listing-url';

export interface ListingUrl {
  state: ListingState;
  /** Changes filters and goes back to page 1. */
  setFilters: (patch: FilterPatch) => void;
  setSort: (sort: SortType) => void;
  setPage: (page: number) => void;
  /** Every filter off (search and sort stay), page 1. */
  clearFilters: () => void;
}

/**
 * The listing's state, read from the URL query and written back to it: each change is a new history entry,
 * so Back returns to the listing as it was.
 */
export function useListingUrl(scope: ListingScope = {}): ListingUrl {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const { sort: fixedSort, categoryId: fixedCategory } = scope;
  return useMemo(() => {
    const fixed: ListingScope = { sort: fixedSort, categoryId: fixedCategory };
    const state = parseListingQuery(query, fixed);
    const go = (next: ListingState) => {
      const written = serializeListingQuery(next, fixed);
      navigate(written ? `${path}?${written}` : path);
    };
    return {
      state,
      setFilters: (patch) => go(changeFilters(state, patch)),
      setSort: (sort) => go(changeSort(state, sort)),
      setPage: (page) => go({ ...state, page }),
      clearFilters: () => go(clearFilters(state, fixed)),
    };
  }, [query, path, navigate, fixedSort, fixedCategory]);
}
