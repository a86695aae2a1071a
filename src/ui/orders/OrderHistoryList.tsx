import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderStatusBadge';
import { useDateFormat } from './order-date';

type OrderSummary = Schema<'OrderSummary'>;

const term = 'text-gray-600 text-xs';
const detail = 'font-medium text-gray-900 text-sm';

/** One order in the history: its code (the link to its details), when, where from, how much and where it stands. */
function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useLingui();
  const money = useMoney();
  const formatDate = useDateFormat();
  return (
    <article className="relative flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-gray-400 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold text-base text-gray-900">
          {/* The code is the row's link; its box covers the row so the whole row can be pressed. */}
          <Link
            href={`/order-history/${order.id}`}
            variant="plain"
            className="after:absolute after:inset-0 hover:underline"
          >
            {order.order_code}
          </Link>
        </h2>
        <p className="text-gray-600 text-sm">
          <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </p>
      </div>
      {/* Fixed columns from the small breakpoint on, so the figures line up from one order to the next. */}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:flex-[2] sm:grid-cols-[minmax(0,1fr)_3rem_5.5rem_6.5rem_5rem] sm:gap-x-4">
        {order.shop?.name && (
          <div className="col-span-2 flex min-w-0 flex-col sm:col-span-1">
            <dt className={term}>{t`Shop`}</dt>
            <dd className={`${detail} truncate`}>{order.shop.name}</dd>
          </div>
        )}
        <div className={`flex flex-col ${order.shop?.name ? '' : 'sm:col-start-2'}`}>
          <dt className={term}>{t`Items`}</dt>
          <dd className={`${detail} tabular-nums`}>{order.total_items}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t`Total`}</dt>
          <dd className={`${detail} tabular-nums`}>{money.format(order.payable_amount)}</dd>
        </div>
        <div className="flex flex-col items-start gap-0.5">
          <dt className={term}>{t`Order status`}</dt>
          <dd>
            <OrderStatusBadge status={order.order_status} />
          </dd>
        </div>
        <div className="flex flex-col items-start gap-0.5">
          <dt className={term}>{t`Payment`}</dt>
          <dd>
            <PaymentStatusBadge status={order.payment_status} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** A page of the customer's orders, newest first. */
export function OrderHistoryList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderRow order={order} />
        </li>
      ))}
    </ul>
  );
}

const ROWS = ['a', 'b', 'c', 'd', 'e'];

/** Grey rows where the orders are on their way. */
export function OrderHistorySkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading orders`} className="flex flex-col gap-3">
      {ROWS.map((key) => (
        <Skeleton key={key} className="h-24 w-full rounded-lg sm:h-16" />
      ))}
    </SkeletonGroup>
  );
}
