import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter, orderHistoryQueryString } from '../orders/order-history-query';
import { STATUS_FILTER_LABELS } from '../orders/order-labels';

type OrderStatusCounts = Schema<'OrderStatusCounts'>;

/** The order history showing only this status (null: every status). */
export function orderHistoryHref(status: OrderStatusFilter | null): string {
  const query = orderHistoryQueryString({ status, page: 1 });
  return query ? `/order-history?${query}` : '/order-history';
}

const tile = [
  'flex min-h-20 flex-col justify-between gap-1 rounded-lg border border-gray-200 bg-white p-3',
  'hover:border-gray-400 hover:bg-gray-50',
].join(' ');

/** How many orders the customer has in each status, each leading to the order history narrowed to it. */
export function OrderCounts({ counts }: { counts: OrderStatusCounts }) {
  const { t, i18n } = useLingui();
  const tiles = [
    { status: null, label: t`All`, total: counts.all },
    ...ORDER_STATUS_FILTERS.map((status) => ({
      status,
      label: i18n._(STATUS_FILTER_LABELS[status]),
      total: counts[status],
    })),
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(({ status, label, total }) => (
        <li key={status ?? 'all'}>
          <Link
            href={orderHistoryHref(status)}
            variant="plain"
            // One name with the count in words ("Pending, 2 orders"), as the order history's filter says it.
            aria-label={t`${label}, ${plural(total, { one: '# order', other: '# orders' })}`}
            className={tile}
          >
            <span aria-hidden="true" className="font-bold text-2xl text-gray-900 tabular-nums">
              {total}
            </span>
            <span aria-hidden="true" className="text-gray-700 text-sm">
              {label}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const TILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Grey tiles where the counts are on their way. */
export function OrderCountsSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading your orders`} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {TILES.map((key) => (
        <Skeleton key={key} className="h-20 w-full rounded-lg" />
      ))}
    </SkeletonGroup>
  );
}
