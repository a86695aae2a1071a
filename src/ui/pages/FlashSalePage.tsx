import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { useParams } from 'wouter';
import { ApiError } from '../../api/errors';
import { useCatalogEndpoints } from '../../app/catalog/use-catalog-endpoints';
import { useResource } from '../../app/resource/use-resource';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { positiveIdOf } from '../../lib/positive-id';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { LoadFailed } from '../common/LoadFailed';
import { ProductGrid } from '../home/ProductGrid';
import { EmptyState } from '../kit/EmptyState';
import { Pagination } from '../kit/Pagination';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { ItemTitle } from '../layout/ItemTitle';
import { CategoryFilter } from '../shops/CategoryFilter';
import { ListSkeleton } from '../shops/ListSkeleton';
import { useListQuery } from '../shops/list-query';
import { SaleCountdown } from '../shops/SaleCountdown';

/** Products per page (docs/requirements.md §9: 10 items per page). */
export const SALE_PRODUCTS_PER_PAGE = 10;

interface SaleParams {
  id: number | null;
  page: number;
  category: number | null;
  signedIn: boolean;
}

/**
 * /flash-sale/{id}: the sale's name, the time it has left (or until it starts), and its products at sale
 * prices, narrowed by category; page and category are in the URL.
 */
export default function FlashSalePage() {
  const { t } = useLingui();
  const saleId = positiveIdOf(useParams<{ id: string }>().id);
  const catalog = useCatalogEndpoints();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const { query, hrefFor, setPage } = useListQuery();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  const details = useResource(
    ({ id, page, category }: SaleParams, signal) =>
      id === null
        ? Promise.reject(new ApiError(404, 'Not found'))
        : catalog
            .getFlashSaleDetails(
              id,
              { page, per_page: SALE_PRODUCTS_PER_PAGE, ...(category !== null && { category_id: category }) },
              signal,
            )
            .then((answer) => answer.data),
    { id: saleId, page: query.page, category: query.categoryId, signedIn: isSignedIn },
  );
  const data = details.data;
  // A new filter or page keeps the sale shown while its products load; only a new sale starts blank.
  const sale = data && data.flash_sale.id === saleId ? data.flash_sale : null;

  if (details.errorStatus !== null && !sale) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="font-bold text-2xl text-gray-900">{t`Flash Sale`}</h1>
        <LoadFailed status={details.errorStatus} onRetry={details.retry} />
      </div>
    );
  }
  if (!data || !sale) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <SkeletonGroup className="flex flex-col gap-6">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-12 w-80" />
          <ListSkeleton />
        </SkeletonGroup>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6">
      <header className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2">
          <ItemTitle name={sale.name} />
          <h1 className="font-bold text-2xl text-gray-900">{sale.name}</h1>
          <p className="font-medium text-red-700">
            <Trans>Up to {sale.discount}% off</Trans>
          </p>
          {sale.description && <p className="text-gray-700">{sale.description}</p>}
        </div>
        <SaleCountdown sale={sale} />
      </header>
      <section aria-labelledby={listHeadingId}>
        <h2
          id={listHeadingId}
          ref={listHeading}
          tabIndex={-1}
          className="mb-4 scroll-mt-28 font-bold text-gray-900 text-xl outline-none"
        >
          {t`Products on sale`}
        </h2>
        <CategoryFilter
          categories={sale.categories}
          selectedId={query.categoryId}
          hrefFor={(categoryId) => hrefFor({ page: 1, categoryId })}
        />
        <p role="status" className="mb-3 text-gray-700 text-sm">
          {!details.isLoading && t`${plural(data.total_products, { one: '# product', other: '# products' })}`}
        </p>
        {details.errorStatus !== null ? (
          <LoadFailed status={details.errorStatus} onRetry={details.retry} />
        ) : data.products.length === 0 ? (
          <EmptyState headingLevel={3} title={<Trans>No products found</Trans>} />
        ) : (
          <div aria-busy={details.isLoading} className="flex flex-col gap-6">
            <ProductGrid products={data.products} firstIsLcp />
            <Pagination
              page={query.page}
              total={data.total_products}
              perPage={SALE_PRODUCTS_PER_PAGE}
              aria-label={t`Pages of products`}
              onChange={(page) => {
                setPage(page);
                listHeading.current?.focus();
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}
