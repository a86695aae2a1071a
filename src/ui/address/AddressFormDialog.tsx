import { useLingui } from '@lingui/react/macro';
import type { Address } from '../../machines/address-form/address-form.types';
import { Dialog, Modal } from '../kit/Dialog';
import { AddressForm } from './AddressForm';

export interface AddressFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The address to change ('Edit Address'); without one the dialog adds a new address ('Add New Address'). */
  address?: Address | null;
  /** Runs with the saved address, before the dialog closes. */
  onSaved?: (address: Address) => void;
}

/**
 * The address modal (docs/requirements.md §2). Each opening starts a fresh form. Escape, Close or Cancel leave it; a
 * press outside does not, so a stray tap keeps a half-filled address.
 */
export function AddressFormDialog({ isOpen, onOpenChange, address, onSaved }: AddressFormDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <Dialog title={address ? t`Edit Address` : t`Add New Address`}>
        {({ close }) => (
          <AddressForm
            address={address}
            autoFocus
            onCancel={close}
            onSaved={(saved) => {
              onSaved?.(saved);
              close();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}
