import { Trans } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { CheckIcon } from '../kit/Icon';

/**
 * What the page says after the payment page returned with `?payment=success`. The live region is there
 * before the order loads and its words arrive with the order, so a screen reader announces them. A gateway
 * that confirms later leaves the order unpaid for a while: the words then say it is being confirmed.
 */
export function PaymentReceivedNotice({
  order,
}: {
  order: Pick<Schema<'OrderDetails'>, 'order_code' | 'payment_status'> | null;
}) {
  const code = order?.order_code ?? '';
  return (
    <div role="status" className="empty:hidden">
      {order && (
        <div className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          <p>
            {order.payment_status === 'Paid' ? (
              <Trans>Payment received. Thank you, order {code} is paid.</Trans>
            ) : (
              <Trans>Thank you! Your payment for order {code} is being confirmed; it will show as paid shortly.</Trans>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
