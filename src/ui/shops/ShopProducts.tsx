import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { useCatalogEndpoints } from '../../app/catalog/use-catalog-endpoints';
import { useResource } from '../../app/resource/use-resource';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { LoadFailed } from '../common/LoadFailed';
import { ProductGrid } from '../home/ProductGrid';
import { EmptyState } from '../kit/EmptyState';
import { Pagination } from '../kit/Pagination';
import { CategoryFilter } from './CategoryFilter';
import { ListSkeleton } from './ListSkeleton';
import { useListQuery } from './list-query';

/** Products per page (docs/requirements.md §9: 10 items per page). */
export const SHOP_PRODUCTS_PER_PAGE = 10;

/** A shop's products, a page at a time, narrowed by the shop's categories; page and category are in the URL. */
export function ShopProducts({ shopId }: { shopId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const catalog = useCatalogEndpoints();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const { query, hrefFor, setPage } = useListQuery();
  const categories = useResource(
    ({ shop }: { shop: number }, signal) =>
      catalog.listShopCategories({ shop_id: shop }, signal).then((answer) => answer.data.categories),
    { shop: shopId },
  );
  const products = useResource(
    (params: { shop: number; page: number; category: number | null; signedIn: boolean }, signal) =>
      catalog
        .listProducts(
          {
            shop_id: params.shop,
            page: params.page,
            per_page: SHOP_PRODUCTS_PER_PAGE,
            ...(params.category !== null && { category_id: params.category }),
          },
          signal,
        )
        .then((answer) => answer.data),
    { shop: shopId, page: query.page, category: query.categoryId, signedIn: isSignedIn },
  );
  const data = products.data;

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mb-4 scroll-mt-28 font-bold text-gray-900 text-xl outline-none"
      >
        {t`Products`}
      </h2>
      <CategoryFilter
        categories={categories.data ?? []}
        selectedId={query.categoryId}
        hrefFor={(categoryId) => hrefFor({ page: 1, categoryId })}
      />
      <p role="status" className="mb-3 text-gray-700 text-sm">
        {data && !products.isLoading && t`${plural(data.total, { one: '# product', other: '# products' })}`}
      </p>
      {products.errorStatus !== null ? (
        <LoadFailed status={products.errorStatus} onRetry={products.retry} />
      ) : data === null ? (
        <ListSkeleton />
      ) : data.products.length === 0 ? (
        <EmptyState headingLevel={3} title={<Trans>No products found</Trans>} />
      ) : (
        <div aria-busy={products.isLoading} className="flex flex-col gap-6">
          <ProductGrid products={data.products} />
          <Pagination
            page={query.page}
            total={data.total}
            perPage={SHOP_PRODUCTS_PER_PAGE}
            aria-label={t`Pages of products`}
            onChange={(page) => {
              setPage(page);
              heading.current?.focus();
            }}
          />
        </div>
      )}
    </section>
  );
}
