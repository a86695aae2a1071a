import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AddressBookActorRef } from '../../app/addresses/use-address-book';
import { selectConfirmingDelete } from '../../machines/address-book/address-book.selectors';
import type { Address } from '../../machines/address-book/address-book.types';
import { AlertDialog } from '../kit/AlertDialog';

/**
 * The confirmation before an address is deleted, naming it. Deleting the default says which becomes the
 * default instead (the server picks the newest other address).
 */
export function DeleteAddressDialog({ actor }: { actor: AddressBookActorRef }) {
  const { t } = useLingui();
  const address = useSelector(actor, selectConfirmingDelete);
  // The words stay while the dialog fades out after the confirmation has ended.
  const [last, setLast] = useState<Address | null>(address);
  if (address && address !== last) setLast(address);
  const shown = address ?? last;
  const line = shown?.address_line ?? '';
  return (
    <AlertDialog
      isOpen={address !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'addressBook.delete.cancelled' });
      }}
      title={t`Delete this address?`}
      confirmLabel={t`Delete`}
      variant="destructive"
      onConfirm={() => actor.send({ type: 'addressBook.delete.confirmed' })}
    >
      <p>
        <Trans>The address {line} will be removed from your saved addresses.</Trans>
      </p>
      {shown?.is_default && (
        <p className="mt-2">
          <Trans>It is your default address: your newest other address becomes the default.</Trans>
        </p>
      )}
    </AlertDialog>
  );
}
