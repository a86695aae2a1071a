import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useAddressBook } from '../../app/addresses/use-address-book';
import { useSavedAddresses } from '../../app/addresses/use-saved-addresses';
import { AddressBookSkeleton } from '../address-book/AddressBookSkeleton';
import { AddressCard } from '../address-book/AddressCard';
import { DeleteAddressDialog } from '../address-book/DeleteAddressDialog';
import { LoadFailed } from '../common/LoadFailed';
import { buttonStyles } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { PlusIcon } from '../kit/Icon';
import { Link } from '../kit/Link';

/**
 * /manage-address: the customer's saved addresses, the default first. Each can be edited, deleted (after a
 * confirmation) or made the default; a change reloads the list.
 */
export default function ManageAddressPage() {
  const { t } = useLingui();
  const list = useSavedAddresses();
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletedCount, setDeletedCount] = useState(0);
  const actor = useAddressBook((event) => {
    list.refresh();
    if (event.change === 'deleted') setDeletedCount((count) => count + 1);
  });
  const addresses = list.data;

  // A deleted address's card goes with its buttons: once the list shows it gone, read on from the heading.
  // The list may be back while the confirmation is still fading out; it then hands focus back to the gone
  // Delete button, which leaves it nowhere: wait for it to close (a second at most) before looking.
  useEffect(() => {
    if (deletedCount === 0 || !addresses) return;
    let frame = 0;
    let framesLeft = 60;
    const readOnFromHeading = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) heading.current?.focus();
      else if (focused.closest('[role="alertdialog"]') && framesLeft-- > 0) {
        frame = requestAnimationFrame(readOnFromHeading);
      }
    };
    readOnFromHeading();
    return () => cancelAnimationFrame(frame);
  }, [addresses, deletedCount]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="scroll-mt-28 font-bold text-2xl text-gray-900 outline-none">
          {t`Manage Address`}
        </h1>
        <Link href="/manage-address/new" variant="plain" className={buttonStyles()}>
          <PlusIcon className="size-5" />
          <Trans>Add New Address</Trans>
        </Link>
      </div>
      {list.errorStatus !== null ? (
        <LoadFailed status={list.errorStatus} onRetry={list.retry} />
      ) : addresses === null ? (
        <AddressBookSkeleton />
      ) : addresses.length === 0 ? (
        <EmptyState title={<Trans>You have no saved addresses</Trans>}>
          <Trans>Add an address with Add New Address: your orders can then be delivered to it.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Saved addresses`} aria-busy={list.isLoading} className="flex flex-col gap-3">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} actor={actor} />
          ))}
        </ul>
      )}
      <DeleteAddressDialog actor={actor} />
    </div>
  );
}
