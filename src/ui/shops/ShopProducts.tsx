import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { SHOP_PRODUCTS_PER_PAGE, useShopCategories, useShopProducts } from '../../app/catalog/use-shops';
import { LoadFailed } from '../common/LoadFailed';
import { ProductGrid } from '../home/ProductGrid';
import { EmptyState } from '../kit/EmptyState';
import { Pagination } from '../kit/Pagination';
import { CategoryFilter } from './CategoryFilter';
import { ListSkeleton } from './ListSkeleton';
import { useListQuery } from './list-query';

/** A shop's products, a page at a time, narrowed by the shop's categories; page and category are in the URL. */
export function ShopProducts({ shopId }: { shopId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { query, hrefFor, setPage } = useListQuery();
  const categories = useShopCategories(shopId);
  const products = useShopProducts(shopId, query.page, query.categoryId);
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
