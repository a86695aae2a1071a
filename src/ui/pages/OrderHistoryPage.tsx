import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { ORDERS_PER_PAGE, useOrderHistory } from '../../app/orders/use-order-history';
import { LoadFailed } from '../common/LoadFailed';
import { PagedList } from '../common/PagedList';
import { PastTheLastPage } from '../common/PastTheLastPage';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';
import { OrderHistoryFilter } from '../orders/OrderHistoryFilter';
import { OrderHistoryList, OrderHistorySkeleton } from '../orders/OrderHistoryList';
import { useOrderHistoryQuery } from '../orders/order-history-query';

/** /order-history: the customer's orders, newest first, narrowed by status and paged; both kept in the URL. */
export default function OrderHistoryPage() {
  const { t } = useLingui();
  const { query, hrefFor, setPage } = useOrderHistoryQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const history = useOrderHistory(query);
  const data = history.data;

  return (
    <div className="flex flex-col gap-6">
      <h1 ref={heading} tabIndex={-1} className="scroll-mt-28 font-bold text-2xl text-gray-900 outline-none">
        {t`Order History`}
      </h1>
      <OrderHistoryFilter
        counts={data?.status_wise_orders ?? null}
        selected={query.status}
        hrefFor={(status) => hrefFor({ status, page: 1 })}
      />
      <p role="status" className="-mt-3 text-gray-700 text-sm">
        {data && !history.isLoading && t`${plural(data.total, { one: '# order', other: '# orders' })}`}
      </p>
      {history.errorStatus !== null ? (
        <LoadFailed status={history.errorStatus} onRetry={history.retry} />
      ) : data === null ? (
        <OrderHistorySkeleton />
      ) : data.orders.length === 0 ? (
        <EmptyHistory
          isFiltered={query.status !== null}
          isPastTheEnd={data.total > 0}
          firstPage={hrefFor({ ...query, page: 1 })}
        />
      ) : (
        <PagedList
          isBusy={history.isLoading}
          page={query.page}
          total={data.total}
          perPage={ORDERS_PER_PAGE}
          aria-label={t`Pages of orders`}
          setPage={setPage}
          heading={heading}
        >
          <OrderHistoryList orders={data.orders} />
        </PagedList>
      )}
    </div>
  );
}

interface EmptyHistoryProps {
  /** A status is chosen (other statuses may hold orders). */
  isFiltered: boolean;
  /** There are orders, but the URL's page is past the last one. */
  isPastTheEnd: boolean;
  firstPage: string;
}

/** What the history shows with nothing to list, and what to do next. */
function EmptyHistory({ isFiltered, isPastTheEnd, firstPage }: EmptyHistoryProps) {
  if (isPastTheEnd) {
    return <PastTheLastPage title={<Trans>No orders on this page</Trans>} firstPage={firstPage} />;
  }
  return (
    <EmptyState
      title={isFiltered ? <Trans>No orders with this status</Trans> : <Trans>You have no orders yet</Trans>}
      action={
        <Link href="/products" variant="plain" className={buttonStyles()}>
          <Trans>Browse products</Trans>
        </Link>
      }
    >
      {isFiltered ? (
        <Trans>Choose another status above, or find something new to order.</Trans>
      ) : (
        <Trans>Orders you place will be listed here, with their status and payment.</Trans>
      )}
    </EmptyState>
  );
}
