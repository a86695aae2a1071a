import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { useMoney } from '../../app/settings/use-settings';
import { SummaryCard, SummaryDate, SummaryDetail, SummaryList, SummaryListSkeleton } from '../common/SummaryCard';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderStatusBadge';

type OrderSummary = Schema<'OrderSummary'>;

/** One order in the history: its code (the link to its details), when, where from, how much and where it stands. */
function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <SummaryCard
      href={`/order-history/${order.id}`}
      title={order.order_code}
      subtitle={<SummaryDate dateTime={order.created_at} />}
      columns="@2xl:grid-cols-[minmax(0,1fr)_3rem_5.5rem_6.5rem_5rem]"
    >
      {order.shop?.name && (
        <SummaryDetail term={t`Shop`} kind="wrap" className="col-span-2 @2xl:col-span-1">
          {order.shop.name}
        </SummaryDetail>
      )}
      <SummaryDetail term={t`Items`} kind="figure" className={order.shop?.name ? undefined : '@2xl:col-start-2'}>
        {order.total_items}
      </SummaryDetail>
      <SummaryDetail term={t`Total`} kind="figure">
        {money.format(order.payable_amount)}
      </SummaryDetail>
      <SummaryDetail term={t`Order status`} kind="badge">
        <OrderStatusBadge status={order.order_status} />
      </SummaryDetail>
      <SummaryDetail term={t`Payment`} kind="badge">
        <PaymentStatusBadge status={order.payment_status} />
      </SummaryDetail>
    </SummaryCard>
  );
}

/** A page of the customer's orders, newest first. */
export function OrderHistoryList({ orders }: { orders: OrderSummary[] }) {
  return (
    <SummaryList items={orders} keyOf={(order) => order.id}>
      {(order) => <OrderRow order={order} />}
    </SummaryList>
  );
}

/** Grey rows where the orders are on their way. */
export function OrderHistorySkeleton() {
  const { t } = useLingui();
  return <SummaryListSkeleton label={t`Loading orders`} rows={5} />;
}
