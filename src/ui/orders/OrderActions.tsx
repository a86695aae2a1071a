import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Schema } from '../../api/types';
import { useOrderAgain, useOrderCancel } from '../../app/orders/use-order-actions';
import { selectIsOrderingAgain } from '../../machines/order-actions/order-actions.selectors';
import { Button, buttonStyles } from '../kit/Button';
import { Link } from '../kit/Link';
import { CancelOrderDialog } from './CancelOrderDialog';
import { useDayFormat } from './order-date';

type OrderDetails = Schema<'OrderDetails'>;

export interface OrderActionsProps {
  order: OrderDetails;
  /** The order changed on the server (cancelled): read it again. */
  onCancelled: () => void;
}

/** What the shopper may do with the order now, as the server allows: cancel it, order it again, ask for a return. */
export function OrderActions({ order, onCancelled }: OrderActionsProps) {
  const { t } = useLingui();
  const formatDay = useDayFormat();
  const cancel = useOrderCancel(order.id, onCancelled);
  const again = useOrderAgain(order.id);
  const isOrderingAgain = useSelector(again, selectIsOrderingAgain);
  const deadline = order.can_return && order.return_deadline ? formatDay(order.return_deadline) : null;

  // Empty (and hidden) when nothing is allowed: the dialog draws nothing while closed.
  return (
    <div className="flex flex-wrap items-center gap-3 empty:hidden">
      {order.can_cancel && (
        <Button variant="secondary" onPress={() => cancel.send({ type: 'orderCancel.open' })}>
          <Trans>Cancel order</Trans>
        </Button>
      )}
      {order.can_order_again && (
        <Button isPending={isOrderingAgain} onPress={() => again.send({ type: 'orderAgain.submit' })}>
          <Trans>Order again</Trans>
        </Button>
      )}
      {deadline && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link href={`/return-product/${order.id}`} variant="plain" className={buttonStyles({ variant: 'secondary' })}>
            <Trans>Request a return</Trans>
          </Link>
          <span className="text-gray-700 text-sm">{t`Returns accepted until ${deadline}`}</span>
        </p>
      )}
      <CancelOrderDialog actor={cancel} orderCode={order.order_code} />
    </div>
  );
}
