import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useReturnOrderDetails } from '../../app/returns/use-return-orders';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { positiveIdOf } from '../../lib/positive-id';
import { LoadFailed } from '../common/LoadFailed';
import { ArrowIcon } from '../kit/Icon';
import { Link } from '../kit/Link';
import { ReturnNotFound } from '../returns/ReturnNotFound';
import { ReturnOrderDetailsSkeleton, ReturnOrderDetailsView } from '../returns/ReturnOrderDetailsView';

/**
 * /returned-order-history/{id}: one of the customer's return requests. Someone else's (the server answers 404)
 * shows the not-found message and nothing of it.
 */
export default function ReturnOrderDetailsPage() {
  const { t } = useLingui();
  const returnId = positiveIdOf(useParams<{ id: string }>().id);
  const { details, request, status } = useReturnOrderDetails(returnId);
  useCanonicalAddress(request ? `/returned-order-history/${request.id}` : null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href="/returned-order-history" variant="standalone" className="self-start">
          <ArrowIcon direction="start" className="size-4" />
          <Trans>Back to Return Orders</Trans>
        </Link>
        <h1 className="font-bold text-2xl text-gray-900">{t`Return Order Details`}</h1>
      </div>
      {status === 404 ? (
        <ReturnNotFound />
      ) : status !== null ? (
        <LoadFailed status={status} onRetry={details.retry} />
      ) : request === null ? (
        <ReturnOrderDetailsSkeleton />
      ) : (
        <ReturnOrderDetailsView request={request} />
      )}
    </div>
  );
}
