import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { useDateFormat } from '../orders/order-date';
import { ReturnStatusBadge } from './ReturnStatusBadge';

type ReturnOrderSummary = Schema<'ReturnOrderSummary'>;

const term = 'text-gray-600 text-xs';
const detail = 'font-medium text-gray-900 text-sm';

/** One return request: its code (the link to its details), when, for which order, how much and where it stands. */
function ReturnRow({ request }: { request: ReturnOrderSummary }) {
  const { t } = useLingui();
  const money = useMoney();
  const formatDate = useDateFormat();
  return (
    <article className="relative flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-gray-400 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold text-base text-gray-900">
          {/* The code is the row's link; its box covers the row so the whole row can be pressed. */}
          <Link
            href={`/returned-order-history/${request.id}`}
            variant="plain"
            className="after:absolute after:inset-0 hover:underline"
          >
            {request.return_code}
          </Link>
        </h2>
        <p className="text-gray-600 text-sm">
          <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:flex-[2] sm:grid-cols-[minmax(0,1fr)_3rem_6.5rem_6rem] sm:gap-x-4">
        <div className="flex min-w-0 flex-col">
          <dt className={term}>{t`Order`}</dt>
          <dd className={`${detail} truncate`}>{request.order_code}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t`Items`}</dt>
          <dd className={`${detail} tabular-nums`}>{request.total_items}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t`Refund amount`}</dt>
          <dd className={`${detail} tabular-nums`}>{money.format(request.amount)}</dd>
        </div>
        <div className="flex flex-col items-start gap-0.5">
          <dt className={term}>{t`Return status`}</dt>
          <dd>
            <ReturnStatusBadge status={request.status} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** A page of the customer's return requests, newest first. */
export function ReturnOrdersList({ requests }: { requests: ReturnOrderSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request.id}>
          <ReturnRow request={request} />
        </li>
      ))}
    </ul>
  );
}

const ROWS = ['a', 'b', 'c', 'd'];

/** Grey rows where the returns are on their way. */
export function ReturnOrdersSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading returns`} className="flex flex-col gap-3">
      {ROWS.map((key) => (
        <Skeleton key={key} className="h-24 w-full rounded-lg sm:h-16" />
      ))}
    </SkeletonGroup>
  );
}
