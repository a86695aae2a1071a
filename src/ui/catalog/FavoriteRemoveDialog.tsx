import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContext } from 'react-aria-components/Dialog';
import { AlertDialog } from '../kit/AlertDialog';

export interface FavoriteRemoveDialogProps {
  productName: string;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The favourite-remove confirmation (docs/requirements.md §2): its own chunk, loaded the first time a heart asks. */
export default function FavoriteRemoveDialog({ productName, isOpen, onConfirm, onCancel }: FavoriteRemoveDialogProps) {
  const { t } = useLingui();
  return (
    // A heart inside another dialog (a drawer, say) must not take that dialog's id and name.
    <DialogContext.Provider value={null}>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) onCancel();
        }}
        title={t`Remove from wishlist?`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        variant="destructive"
        onConfirm={onConfirm}
      >
        <Trans>{productName} will be removed from your wishlist.</Trans>
      </AlertDialog>
    </DialogContext.Provider>
  );
}
