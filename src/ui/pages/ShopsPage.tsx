import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { SHOPS_PER_PAGE, useShops } from '../../app/catalog/use-shops';
import { LoadFailed } from '../common/LoadFailed';
import { PagedList } from '../common/PagedList';
import { EmptyState } from '../kit/EmptyState';
import { ListSkeleton } from '../shops/ListSkeleton';
import { useListQuery } from '../shops/list-query';
import { ShopCard } from '../shops/ShopCard';

/** /shops: every shop of the marketplace, a page at a time (the page is in the URL). */
export default function ShopsPage() {
  const { t } = useLingui();
  const { query, setPage } = useListQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const shops = useShops(query.page);
  const data = shops.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 ref={heading} tabIndex={-1} className="mb-6 scroll-mt-28 font-bold text-2xl text-gray-900 outline-none">
        {t`Shops`}
      </h1>
      {shops.errorStatus !== null ? (
        <LoadFailed status={shops.errorStatus} onRetry={shops.retry} />
      ) : data === null ? (
        <ListSkeleton className="aspect-square" />
      ) : data.shops.length === 0 ? (
        <EmptyState title={<Trans>No shops here yet</Trans>} />
      ) : (
        <PagedList
          isBusy={shops.isLoading}
          page={query.page}
          total={data.total}
          perPage={SHOPS_PER_PAGE}
          setPage={setPage}
          heading={heading}
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {data.shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} headingLevel={2} />
              </li>
            ))}
          </ul>
        </PagedList>
      )}
    </div>
  );
}
