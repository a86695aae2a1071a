import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { useDateFormat } from '../orders/order-date';

type OrderSummary = Schema<'OrderSummary'>;

/** One recent order: its code (the link to its details), when, how much and where it stands. */
function RecentOrder({ order }: { order: OrderSummary }) {
  const money = useMoney();
  const formatDate = useDateFormat();
  return (
    <li className="relative flex flex-wrap items-center gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The code is the row's link; its box covers the row so the whole row can be pressed. */}
        <Link
          href={`/order-history/${order.id}`}
          variant="plain"
          className="inline-flex min-h-6 items-center font-semibold text-gray-900 after:absolute after:inset-0 hover:underline"
        >
          {order.order_code}
        </Link>
        <span className="text-gray-600 text-sm">
          <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          {order.shop?.name && ` · ${order.shop.name}`}
        </span>
      </div>
      <span className="font-medium text-gray-900 tabular-nums">{money.format(order.payable_amount)}</span>
      <OrderStatusBadge status={order.order_status} />
    </li>
  );
}

/** The newest orders (the first page of the history), or what to do when there are none. */
export function RecentOrders({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={<Trans>You have no orders yet</Trans>}
        action={
          <Link href="/products" variant="plain" className={buttonStyles()}>
            <Trans>Start shopping</Trans>
          </Link>
        }
      >
        <Trans>Orders you place will be listed here, with their status.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-gray-200">
      {orders.map((order) => (
        <RecentOrder key={order.id} order={order} />
      ))}
    </ul>
  );
}

const ROWS = ['a', 'b', 'c'];

/** Grey rows where the recent orders are on their way. */
export function RecentOrdersSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading orders`} className="flex flex-col gap-3">
      {ROWS.map((key) => (
        <Skeleton key={key} className="h-12 w-full" />
      ))}
    </SkeletonGroup>
  );
}
