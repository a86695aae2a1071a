import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { returnBlockOf } from '../../lib/order-return';
import { buttonStyles } from '../kit/Button';
import { Link } from '../kit/Link';
import { useDateFormat } from '../orders/order-date';
import { ORDER_STATUS_LABELS } from '../orders/order-labels';

/** Why this order offers no return (not delivered, every line returned, the window closed), and the way back. */
export function ReturnNotPossible({ order, now = new Date() }: { order: Schema<'OrderDetails'>; now?: Date }) {
  const { i18n } = useLingui();
  const formatDate = useDateFormat();
  const block = returnBlockOf(order, now);
  const status = i18n._(ORDER_STATUS_LABELS[order.order_status]);
  const deadline = order.return_deadline ? formatDate(order.return_deadline) : '';
  const code = order.order_code;
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <h2 className="font-semibold text-gray-900 text-lg">
        <Trans>Order {code} cannot be returned</Trans>
      </h2>
      <p className="text-gray-700">
        {block === 'notDelivered' ? (
          <Trans>Only a delivered order can be returned. This order is {status}.</Trans>
        ) : block === 'allReturned' ? (
          <Trans>Every product of this order has already been returned.</Trans>
        ) : block === 'windowClosed' ? (
          <Trans>The return window for this order closed on {deadline}.</Trans>
        ) : (
          <Trans>This order can no longer be returned.</Trans>
        )}
      </p>
      <Link href={`/order-history/${order.id}`} variant="plain" className={buttonStyles({ variant: 'secondary' })}>
        <Trans>View the order</Trans>
      </Link>
    </div>
  );
}
