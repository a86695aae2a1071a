import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import type { ProductCardData } from '../catalog/ProductCard';
import { LoadFailed } from '../common/LoadFailed';
import { PagedList } from '../common/PagedList';
import { ProductGrid } from '../home/ProductGrid';
import { EmptyState } from '../kit/EmptyState';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';
import { ListSkeleton } from './ListSkeleton';
import { useListQuery } from './list-query';

export interface CategoryProductsProps {
  /** The section's heading. */
  title: string;
  categories: CategoryFilterProps['categories'];
  /** The page of products shown (the last one while another loads), null before the first. */
  shown: { products: ProductCardData[]; total: number } | null;
  isLoading: boolean;
  errorStatus: number | null;
  retry: () => void;
  perPage: number;
  /** The first card's image is the page's LCP candidate. */
  firstIsLcp?: boolean;
}

/**
 * Products a page at a time, narrowed by category, with their count; page and category are in the URL (a shop's
 * products, a flash sale's).
 */
export function CategoryProducts({ title, categories, shown, perPage, firstIsLcp, ...load }: CategoryProductsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { query, hrefFor, setPage } = useListQuery();

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mb-4 scroll-mt-28 font-bold text-gray-900 text-xl outline-none"
      >
        {title}
      </h2>
      <CategoryFilter
        categories={categories}
        selectedId={query.categoryId}
        hrefFor={(categoryId) => hrefFor({ page: 1, categoryId })}
      />
      <p role="status" className="mb-3 text-gray-700 text-sm">
        {shown && !load.isLoading && t`${plural(shown.total, { one: '# product', other: '# products' })}`}
      </p>
      {load.errorStatus !== null ? (
        <LoadFailed status={load.errorStatus} onRetry={load.retry} />
      ) : shown === null ? (
        <ListSkeleton />
      ) : shown.products.length === 0 ? (
        <EmptyState headingLevel={3} title={<Trans>No products found</Trans>} />
      ) : (
        <PagedList
          isBusy={load.isLoading}
          page={query.page}
          total={shown.total}
          perPage={perPage}
          aria-label={t`Pages of products`}
          setPage={setPage}
          heading={heading}
        >
          <ProductGrid products={shown.products} firstIsLcp={firstIsLcp} />
        </PagedList>
      )}
    </section>
  );
}
