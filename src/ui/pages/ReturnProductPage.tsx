import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import type { Schema } from '../../api/types';
import { useOrderDetails } from '../../app/orders/use-order-details';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { positiveIdOf } from '../../lib/positive-id';
import { LoadFailed } from '../common/LoadFailed';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { OrderNotFound } from '../orders/OrderNotFound';
import { useDateFormat } from '../orders/order-date';
import { ReturnNotPossible } from '../returns/ReturnNotPossible';
import { ReturnRequestForm } from '../returns/ReturnRequestForm';

/** Which order the return is for, and until when it can be returned. */
function OrderLine({ order }: { order: Schema<'OrderDetails'> }) {
  const formatDate = useDateFormat();
  const deadline = order.return_deadline;
  const code = order.order_code;
  const when = deadline ? formatDate(deadline) : '';
  return (
    <p className="text-gray-700">
      {deadline ? (
        <Trans>
          Order {code}: returns are accepted until <time dateTime={deadline}>{when}</time>.
        </Trans>
      ) : (
        <Trans>Order {code}</Trans>
      )}
    </p>
  );
}

/**
 * /return-product/{id}: ask to return products of a delivered order. An order that is not the shopper's (the
 * server answers 404) shows the not-found message; one that cannot be returned says why, with no form.
 */
export default function ReturnProductPage() {
  const { t } = useLingui();
  const orderId = positiveIdOf(useParams<{ id: string }>().id);
  const { details, order, status } = useOrderDetails(orderId);
  useCanonicalAddress(order ? `/return-product/${order.id}` : null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          href={orderId === null ? '/order-history' : `/order-history/${orderId}`}
          variant="standalone"
          className="self-start"
        >
          <ArrowIcon direction="start" className="size-4" />
          {orderId === null ? <Trans>Back to Order History</Trans> : <Trans>Back to the order</Trans>}
        </Link>
        <h1 className="font-bold text-2xl text-gray-900">{t`Return Product`}</h1>
        {status === null && order && <OrderLine order={order} />}
      </div>
      {status === 404 ? (
        <OrderNotFound />
      ) : status !== null ? (
        <LoadFailed status={status} onRetry={details.retry} />
      ) : order === null ? (
        <SkeletonGroup label={t`Loading the order`} className="flex flex-col gap-4">
          <Skeleton className="h-48 w-full rounded-lg" />
          <Skeleton className="h-64 w-full rounded-lg" />
        </SkeletonGroup>
      ) : order.can_return ? (
        <ReturnRequestForm key={order.id} order={order} />
      ) : (
        <ReturnNotPossible order={order} />
      )}
    </div>
  );
}
