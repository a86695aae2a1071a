import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Modal } from '../kit/Dialog';
import { ReviewForm } from './ReviewForm';

export interface ReviewTarget {
  orderId: number;
  productId: number;
  productName: string;
}

export interface ReviewDialogProps {
  /** The product being reviewed; null keeps the dialog closed. */
  target: ReviewTarget | null;
  onClose: () => void;
  /** Runs once the server kept the review, as the dialog closes. */
  onSaved: () => void;
}

/**
 * Write a review of a delivered product. Each opening starts a fresh form; a press outside does not close it,
 * so a stray tap keeps a half-written review.
 */
export function ReviewDialog({ target, onClose, onSaved }: ReviewDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      isOpen={target !== null}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog title={t`Write a review`}>
        {({ close }) => {
          if (!target) return null;
          const { productName } = target;
          return (
            <>
              <p className="mt-2 text-gray-700">
                <Trans>How do you like {productName}?</Trans>
              </p>
              <ReviewForm
                key={`${target.orderId}-${target.productId}`}
                orderId={target.orderId}
                productId={target.productId}
                onCancel={close}
                onSaved={() => {
                  onSaved();
                  close();
                }}
              />
            </>
          );
        }}
      </Dialog>
    </Modal>
  );
}
