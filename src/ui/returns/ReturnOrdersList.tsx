import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { SummaryCard, SummaryDate, SummaryDetail, SummaryList, SummaryListSkeleton } from '../common/SummaryCard';
import { ReturnStatusBadge } from './ReturnStatusBadge';

type ReturnOrderSummary = Schema<'ReturnOrderSummary'>;

/** One return request: its code (the link to its details), when, for which order, how much and where it stands. */
function ReturnRow({ request }: { request: ReturnOrderSummary }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <SummaryCard
      href={`/returned-order-history/${request.id}`}
      title={request.return_code}
      subtitle={<SummaryDate dateTime={request.created_at} />}
      columns="@2xl:grid-cols-[minmax(0,1fr)_3rem_6.5rem_6rem]"
    >
      <SummaryDetail term={t`Order`} kind="wrap">
        {request.order_code}
      </SummaryDetail>
      <SummaryDetail term={t`Items`} kind="figure">
        {request.total_items}
      </SummaryDetail>
      <SummaryDetail term={t`Refund amount`} kind="figure">
        {money.format(request.amount)}
      </SummaryDetail>
      <SummaryDetail term={t`Return status`} kind="badge">
        <ReturnStatusBadge status={request.status} />
      </SummaryDetail>
    </SummaryCard>
  );
}

/** A page of the customer's return requests, newest first. */
export function ReturnOrdersList({ requests }: { requests: ReturnOrderSummary[] }) {
  return (
    <SummaryList items={requests} keyOf={(request) => request.id}>
      {(request) => <ReturnRow request={request} />}
    </SummaryList>
  );
}

/** Grey rows where the returns are on their way. */
export function ReturnOrdersSkeleton() {
  const { t } = useLingui();
  return <SummaryListSkeleton label={t`Loading returns`} rows={4} />;
}
