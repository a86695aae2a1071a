import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useRef } from 'react';
import {
  activeFilterCount,
  type ListingScope,
  type ListingState,
  PER_PAGE,
  toProductsQuery,
} from '../../../../common/listing-url';
import type { Category, ListingLoaders } from '../../../app/catalog/listing-loaders';
import { useResource } from '../../../app/resource/use-resource';
import { useRevealAppWhen } from '../../../app/use-reveal-app';
import { LoadFailed } from '../../common/LoadFailed';
import type { Crumb } from '../../kit/Breadcrumbs';
import { Pagination } from '../../kit/Pagination';
import { useMediaQuery, WIDE_SCREEN } from '../../layout/use-media-query';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { FiltersDrawer } from './FiltersDrawer';
import { ListingEmpty } from './ListingEmpty';
import { ListingLayout } from './ListingLayout';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { useFilterChoices } from './use-filter-choices';
import { useListingUrl } from './use-listing-url';

export interface ProductListingProps {
  /** The page's heading; it may follow the listing's state (the search text). */
  heading: string | ((state: ListingState) => string);
  /** What the page fixes: an order, a category. */
  scope?: ListingScope;
  loaders: ListingLoaders;
  /** The category choices; left out where the page fixes the category. */
  categories?: Category[];
  /** Shown under the heading (a category's subcategory links). */
  children?: ReactNode;
  /** The pages between Home and this one, for its breadcrumbs (Categories, for a category). */
  ancestors?: Crumb[];
}

const NO_SCOPE: ListingScope = {};

/**
 * A product listing (GET /products) whose search, filters, order and page live in the URL query: heading,
 * result count, sort, filters (beside the grid on wide screens, in a drawer on small ones), the grid and
 * the page numbers.
 */
export function ProductListing({
  heading,
  scope = NO_SCOPE,
  loaders,
  categories,
  children,
  ancestors = [],
}: ProductListingProps) {
  const { t } = useLingui();
  const listing = useListingUrl(scope);
  const { state } = listing;
  const title = typeof heading === 'function' ? heading(state) : heading;
  const products = useResource(loaders.products, toProductsQuery(state));
  const choices = useFilterChoices(loaders, state.categoryId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtersHeadingId = useId();
  const filterCount = activeFilterCount(state, scope);
  // The filters beside the grid exist only where they are shown: a phone has them in the drawer alone.
  const isWide = useMediaQuery(WIDE_SCREEN, true);
  const data = products.data;
  const total = data && !products.isLoading ? data.total : null;
  // Where the server drew this listing, the app takes its place once the products (or the failure) are in.
  useRevealAppWhen(data !== null || products.errorStatus !== null);

  const panel: FilterPanelProps = {
    state,
    scope,
    categories,
    subCategories: choices.subCategories,
    shops: choices.shops,
    filters: data?.filters ?? null,
    onChange: listing.setFilters,
    onClear: listing.clearFilters,
  };

  const goToPage = (page: number) => {
    listing.setPage(page);
    // The shopper starts reading the new page from the top; focus takes a screen reader there too.
    headingRef.current?.focus();
  };

  let results: ReactNode;
  if (products.errorStatus !== null) {
    results = <LoadFailed status={products.errorStatus} onRetry={products.retry} />;
  } else if (!data) {
    results = <ProductGridSkeleton />;
  } else if (data.products.length === 0) {
    results = (
      <ListingEmpty
        state={state}
        total={data.total}
        filterCount={filterCount}
        onClearFilters={listing.clearFilters}
        onClearSearch={() => listing.setFilters({ search: '' })}
        onFirstPage={() => listing.setPage(1)}
        showAllProductsLink={scope.sort !== undefined || scope.categoryId !== undefined}
      />
    );
  } else {
    results = (
      <div className="flex flex-col gap-6">
        <ProductGrid products={data.products} isUpdating={products.isLoading} />
        <Pagination page={state.page} total={data.total} perPage={PER_PAGE} onChange={goToPage} />
      </div>
    );
  }

  return (
    <ListingLayout
      ancestors={ancestors}
      title={title}
      headingRef={headingRef}
      total={total}
      intro={children}
      filtersButton={<FiltersDrawer {...panel} />}
      sort={
        scope.sort === undefined && (
          <SortSelect value={state.sort} onChange={listing.setSort} className="ms-auto w-56" />
        )
      }
      filters={
        isWide ? (
          <section aria-labelledby={filtersHeadingId}>
            <h2 id={filtersHeadingId} className="mb-3 font-semibold text-gray-900 text-lg">
              {t`Filters`}
            </h2>
            <FilterPanel {...panel} />
          </section>
        ) : undefined
      }
      results={results}
    />
  );
}
