import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { OrderCancelActor } from '../../app/orders/use-order-actions';
import { failureText } from '../../lib/failure-text';
import {
  selectCancelFailure,
  selectIsCancelDialogOpen,
  selectIsCancelling,
} from '../../machines/order-actions/order-actions.selectors';
import { AlertDialog } from '../kit/AlertDialog';

/**
 * The order-cancel dialog (docs/requirements.md §2): asks to confirm, stays open while the server works and, when it
 * refuses or cannot be reached, says why and offers to try again.
 */
export function CancelOrderDialog({ actor, orderCode }: { actor: OrderCancelActor; orderCode: string }) {
  const { t, i18n } = useLingui();
  const isOpen = useSelector(actor, selectIsCancelDialogOpen);
  const isCancelling = useSelector(actor, selectIsCancelling);
  const failure = useSelector(actor, selectCancelFailure);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'orderCancel.dismiss' });
      }}
      title={t`Cancel order?`}
      variant="destructive"
      cancelLabel={t`No, keep it`}
      confirmLabel={failure ? t`Try again` : t`Yes, cancel it`}
      closesOnConfirm={false}
      isPending={isCancelling}
      error={failure ? failureText(i18n, failure) : null}
      onConfirm={() => actor.send({ type: 'orderCancel.confirm' })}
    >
      <Trans>Do you want to cancel order {orderCode}? This cannot be undone.</Trans>
    </AlertDialog>
  );
}
