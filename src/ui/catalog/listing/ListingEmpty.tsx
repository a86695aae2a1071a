import { Trans } from '@lingui/react/macro';
import type { ListingState } from '../../../../common/listing-url';
import { Button, buttonStyles } from '../../kit/Button';
import { EmptyState } from '../../kit/EmptyState';
import { Link } from '../../kit/Link';

export interface ListingEmptyProps {
  state: ListingState;
  /** Matching products over all pages (more than 0 when only this page is empty). */
  total: number;
  /** How many filters the shopper set. */
  filterCount: number;
  onClearFilters: () => void;
  onClearSearch: () => void;
  onFirstPage: () => void;
  /** Offers the whole catalogue when this listing is a part of it (a category, a fixed order). */
  showAllProductsLink: boolean;
}

/** An empty page of a listing, saying what to change, with the button that changes it. */
export function ListingEmpty({
  state,
  total,
  filterCount,
  onClearFilters,
  onClearSearch,
  onFirstPage,
  showAllProductsLink,
}: ListingEmptyProps) {
  if (total > 0) {
    const page = state.page;
    return (
      <EmptyState
        title={<Trans>There is nothing on page {page}</Trans>}
        action={
          <Button onPress={onFirstPage}>
            <Trans>Go to the first page</Trans>
          </Button>
        }
      >
        <Trans>The list is shorter than that now.</Trans>
      </EmptyState>
    );
  }
  if (filterCount > 0) {
    return (
      <EmptyState
        title={<Trans>No products match these filters</Trans>}
        action={
          <Button onPress={onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      >
        <Trans>Try removing a filter or widening the price range.</Trans>
      </EmptyState>
    );
  }
  if (state.search) {
    const search = state.search;
    return (
      <EmptyState
        title={<Trans>No products found for “{search}”</Trans>}
        action={
          <Button onPress={onClearSearch}>
            <Trans>Clear the search</Trans>
          </Button>
        }
      >
        <Trans>Check the spelling, or try fewer or more general words.</Trans>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={<Trans>No products here yet</Trans>}
      action={
        showAllProductsLink && (
          <Link href="/products" variant="plain" className={buttonStyles({ variant: 'secondary' })}>
            <Trans>See all products</Trans>
          </Link>
        )
      }
    >
      <Trans>Please check back soon.</Trans>
    </EmptyState>
  );
}
