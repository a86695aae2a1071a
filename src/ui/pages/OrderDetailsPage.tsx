import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { ordersEndpoints } from '../../api/endpoints/orders';
import { ApiError } from '../../api/errors';
import { useResource } from '../../app/resource/use-resource';
import { useApiClient } from '../../app/session/ApiContext';
import { positiveIdOf } from '../../lib/positive-id';
import { LoadFailed } from '../common/LoadFailed';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { OrderDetailsSkeleton } from '../orders/OrderDetailsSkeleton';
import { OrderDetailsView } from '../orders/OrderDetailsView';
import { OrderNotFound } from '../orders/OrderNotFound';
import { PaymentReceivedNotice } from '../orders/PaymentReceivedNotice';
import { usePaymentReturn } from '../orders/payment-return';

/**
 * /order-history/{id}: one of the customer's orders. Someone else's order (the server answers 404) shows the
 * not-found message and nothing of the order. The payment page's return (`?payment=`) is handled here.
 */
export default function OrderDetailsPage() {
  const { t } = useLingui();
  const orderId = positiveIdOf(useParams<{ id: string }>().id);
  const client = useApiClient();
  const orders = useMemo(() => ordersEndpoints(client), [client]);
  const details = useResource(
    ({ id }: { id: number | null }, signal) =>
      id === null
        ? Promise.reject(new ApiError(404, 'Not found'))
        : orders.getOrderDetails({ order_id: id }, signal).then((answer) => answer.data.order),
    { id: orderId },
  );
  const payment = usePaymentReturn();
  // The last answer stays while another order loads: show it only for the order the URL names.
  const order = details.data && details.data.id === orderId ? details.data : null;
  const status = orderId === null ? 404 : details.errorStatus;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href="/order-history" variant="standalone" className="self-start">
          <ArrowIcon direction="start" className="size-4" />
          <Trans>Back to Order History</Trans>
        </Link>
        <h1 className="font-bold text-2xl text-gray-900">{t`Order Details`}</h1>
      </div>
      {payment.outcome === 'success' && <PaymentReceivedNotice order={status === null ? order : null} />}
      {status === 404 ? (
        <OrderNotFound />
      ) : status !== null ? (
        <LoadFailed status={status} onRetry={details.retry} />
      ) : order === null ? (
        <OrderDetailsSkeleton />
      ) : (
        <OrderDetailsView
          key={order.id}
          order={order}
          isPaymentCancelled={payment.outcome === 'cancelled'}
          onPayLater={payment.dismiss}
          onOrderChanged={details.refresh}
        />
      )}
    </div>
  );
}
