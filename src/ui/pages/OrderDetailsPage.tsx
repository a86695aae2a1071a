import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useAppName } from '../../app/app-name';
import { useOrderDetails } from '../../app/orders/use-order-details';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { positiveIdOf } from '../../lib/positive-id';
import { LoadFailed } from '../common/LoadFailed';
import { Button } from '../kit/Button';
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
  const appName = useAppName();
  const orderId = positiveIdOf(useParams<{ id: string }>().id);
  const { details, order, status } = useOrderDetails(orderId);
  useCanonicalAddress(order ? `/order-history/${order.id}` : null);
  const payment = usePaymentReturn();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3" data-print-hidden>
          <Link href="/order-history" variant="standalone">
            <ArrowIcon direction="start" className="size-4" />
            <Trans>Back to Order History</Trans>
          </Link>
          {order && (
            <Button variant="secondary" size="sm" onPress={() => window.print()}>
              <Trans>Print invoice</Trans>
            </Button>
          )}
        </div>
        {/* On paper the page is the invoice: whose, and what it is (src/styles.css, @media print). */}
        <p className="hidden font-semibold text-gray-900 text-lg print:block">
          {appName} · <Trans>Invoice</Trans>
        </p>
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
