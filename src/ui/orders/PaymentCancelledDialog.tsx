import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PayAgainActor, PaymentGateway } from '../../app/orders/use-pay-again';
import { selectIsBusy } from '../../machines/pay-again/pay-again.selectors';
import { Button } from '../kit/Button';
import { Dialog, Modal } from '../kit/Dialog';
import { GatewayChoice, PayAgainFailureMessage, PayNowButton } from './PayAgainControls';

export interface PaymentCancelledDialogProps {
  isOpen: boolean;
  orderCode: string;
  actor: PayAgainActor;
  gateways: PaymentGateway[];
  /** Pay Later, Escape: the order stays unpaid and the dialog closes. */
  onPayLater: () => void;
}

/**
 * The order-payment-cancel dialog (docs/requirements.md §2), shown when the payment page sends the shopper back with
 * `?payment=cancelled`: the order is placed but unpaid; pay now (through a gateway of choice) or later.
 */
export function PaymentCancelledDialog({
  isOpen,
  orderCode,
  actor,
  gateways,
  onPayLater,
}: PaymentCancelledDialogProps) {
  const { t } = useLingui();
  const messageId = useId();
  const isBusy = useSelector(actor, selectIsBusy);
  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      isDismissable={false}
      // While the payment page is being opened, Escape must not pretend the shopper chose to pay later.
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(open) => {
        if (!open) onPayLater();
      }}
    >
      <Dialog role="alertdialog" aria-describedby={messageId} title={t`Payment not completed`} hasCloseButton={false}>
        <div className="mt-3 flex flex-col gap-4">
          <p id={messageId} className="text-gray-700">
            <Trans>
              The payment for order {orderCode} was not completed. Your order is placed and waits unpaid until you pay
              for it.
            </Trans>
          </p>
          <GatewayChoice actor={actor} gateways={gateways} />
          <PayAgainFailureMessage actor={actor} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" isDisabled={isBusy} onPress={onPayLater}>
              <Trans>Pay Later</Trans>
            </Button>
            <PayNowButton actor={actor} />
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
