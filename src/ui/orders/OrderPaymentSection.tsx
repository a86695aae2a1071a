import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import type { PayAgainActor, PaymentGateway } from '../../app/orders/use-pay-again';
import { useMoney, useSettings } from '../../app/settings/use-settings';
import { PaymentStatusBadge } from './OrderStatusBadge';
import { paymentMethodLabel } from './order-labels';
import { GatewayChoice, PayAgainFailureMessage, PayNowButton } from './PayAgainControls';

type OrderDetails = Schema<'OrderDetails'>;

export interface OrderPaymentSectionProps {
  order: Pick<OrderDetails, 'payment_method' | 'payment_status' | 'refunded_amount'>;
  /** The pay-again flow, when the order can be paid online now (unpaid, online, not cancelled). */
  payAgain: { actor: PayAgainActor; gateways: PaymentGateway[] } | null;
}

/** How the order is paid and whether it is (and what was refunded); an unpaid online order offers Pay Now. */
export function OrderPaymentSection({ order, payAgain }: OrderPaymentSectionProps) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const money = useMoney();
  const refunded = order.refunded_amount ?? null;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-600">{t`Payment method`}</dt>
        <dd className="text-gray-900">{paymentMethodLabel(i18n, order.payment_method, settings.payment_gateways)}</dd>
        <dt className="text-gray-600">{t`Payment status`}</dt>
        <dd>
          <PaymentStatusBadge status={order.payment_status} />
        </dd>
        {refunded !== null && (
          <>
            <dt className="text-gray-600">{t`Refunded amount`}</dt>
            <dd className="text-gray-900 tabular-nums">{money.format(refunded)}</dd>
          </>
        )}
      </dl>
      {payAgain && (
        <div className="flex flex-col items-start gap-3">
          <GatewayChoice actor={payAgain.actor} gateways={payAgain.gateways} />
          <PayAgainFailureMessage actor={payAgain.actor} />
          <PayNowButton actor={payAgain.actor} />
        </div>
      )}
    </div>
  );
}
