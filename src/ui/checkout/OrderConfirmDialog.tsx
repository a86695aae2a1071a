import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMoney } from '../../app/settings/use-settings';
import { failureText } from '../../lib/failure-text';
import type { CheckoutFigures, Failure } from '../../machines/checkout/checkout.types';
import { Button } from '../kit/Button';
import { Dialog, Modal } from '../kit/Dialog';
import { shownAmounts } from './checkout-amounts';

export interface OrderConfirmDialogProps {
  isOpen: boolean;
  figures: CheckoutFigures;
  paymentLabel: string;
  address: ReactNode;
  isPlacing: boolean;
  /** Why the last attempt failed; Confirm then retries the same order with the same key. */
  error: Failure | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The order-confirm dialog (docs/requirements.md §2): each shop with its items, where it goes, how it is paid and the
 * payable amount, the same as the summary's. While placing, nothing can be pressed twice and the dialog cannot be dismissed; a failure
 * says why and keeps everything, and Confirm tries again.
 */
export function OrderConfirmDialog({
  isOpen,
  figures,
  paymentLabel,
  address,
  isPlacing,
  error,
  onConfirm,
  onCancel,
}: OrderConfirmDialogProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isPlacing && onCancel()}
      isDismissable={!isPlacing}
      isKeyboardDismissDisabled={isPlacing}
    >
      <Dialog title={t`Confirm your order`} hasCloseButton={!isPlacing}>
        <div className="mt-4 flex flex-col gap-4 text-gray-700">
          <ul className="flex flex-col gap-2">
            {figures.items.map((group) => (
              <li key={group.shop_id} className="flex flex-col">
                <span className="font-semibold text-gray-900">{group.shop_name}</span>
                <span className="text-sm">
                  {group.products.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">
              <Trans>Deliver to</Trans>
            </dt>
            <dd>{address}</dd>
            <dt className="font-medium">
              <Trans>Payment</Trans>
            </dt>
            <dd>{paymentLabel}</dd>
            <dt className="font-semibold text-gray-900">
              <Trans>Payable Amount</Trans>
            </dt>
            <dd className="font-semibold text-gray-900 tabular-nums">
              {money.formatConverted(shownAmounts(figures.summary, money).payable)}
            </dd>
          </dl>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 text-sm">
              <Trans>Your order was not placed: {failureText(i18n, error)}</Trans>
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onPress={onCancel} isDisabled={isPlacing}>
              <Trans>Back</Trans>
            </Button>
            <Button onPress={onConfirm} isPending={isPlacing}>
              {error ? <Trans>Try again</Trans> : <Trans>Confirm Order</Trans>}
            </Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
