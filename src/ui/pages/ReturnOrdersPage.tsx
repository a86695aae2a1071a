import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { RETURNS_PER_PAGE, useReturnOrders } from '../../app/returns/use-return-orders';
import { LoadFailed } from '../common/LoadFailed';
import { PagedList } from '../common/PagedList';
import { PastTheLastPage } from '../common/PastTheLastPage';
import { usePageQuery } from '../common/page-query';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';
import { ReturnOrdersList, ReturnOrdersSkeleton } from '../returns/ReturnOrdersList';

/** /returned-order-history: the customer's return requests, newest first, paged; the page kept in the URL. */
export default function ReturnOrdersPage() {
  const { t } = useLingui();
  const { page, hrefFor, setPage } = usePageQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useReturnOrders(page);
  const data = list.data;

  return (
    <div className="flex flex-col gap-6">
      <h1 ref={heading} tabIndex={-1} className="scroll-mt-28 font-bold text-2xl text-gray-900 outline-none">
        {t`Return Orders`}
      </h1>
      <p role="status" className="-mt-3 text-gray-700 text-sm">
        {data && !list.isLoading && t`${plural(data.total, { one: '# return', other: '# returns' })}`}
      </p>
      {list.errorStatus !== null ? (
        <LoadFailed status={list.errorStatus} onRetry={list.retry} />
      ) : data === null ? (
        <ReturnOrdersSkeleton />
      ) : data.return_orders.length === 0 ? (
        data.total > 0 ? (
          <PastTheLastPage title={<Trans>No returns on this page</Trans>} firstPage={hrefFor(1)} />
        ) : (
          <EmptyState
            title={<Trans>You have not requested any returns</Trans>}
            action={
              <Link href="/order-history" variant="plain" className={buttonStyles()}>
                <Trans>Go to Order History</Trans>
              </Link>
            }
          >
            <Trans>
              To return products, open a delivered order in your order history and choose Request a return. Your
              requests will be listed here with their status.
            </Trans>
          </EmptyState>
        )
      ) : (
        <PagedList
          isBusy={list.isLoading}
          page={page}
          total={data.total}
          perPage={RETURNS_PER_PAGE}
          aria-label={t`Pages of returns`}
          setPage={setPage}
          heading={heading}
        >
          <ReturnOrdersList requests={data.return_orders} />
        </PagedList>
      )}
    </div>
  );
}
