import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AddressBookActorRef } from '../../app/addresses/use-address-book';
import { failureText } from '../../lib/failure-text';
import {
  selectBusyAddressId,
  selectBusyChange,
  selectFailure,
  selectIsBusy,
} from '../../machines/address-book/address-book.selectors';
import type { Address } from '../../machines/address-book/address-book.types';
import { AddressDetails } from '../address/AddressDetails';
import { Button, buttonStyles } from '../kit/Button';
import { Link } from '../kit/Link';

export interface AddressCardProps {
  address: Address;
  actor: AddressBookActorRef;
}

/**
 * One saved address in the list: its details (type, and the Default badge), Edit, Delete and, unless it is
 * the default, Set as default. The buttons' names add the address line to the visible word (read out of
 * context, "Delete" alone would not say which); a change that failed is told here, with Try again.
 */
export function AddressCard({ address, actor }: AddressCardProps) {
  const { t, i18n } = useLingui();
  const isBusy = useSelector(actor, selectIsBusy);
  const isThisBusy = useSelector(actor, (snapshot) => selectBusyAddressId(snapshot) === address.id);
  const busyChange = useSelector(actor, selectBusyChange);
  const failure = useSelector(
    actor,
    (snapshot) => {
      const shown = selectFailure(snapshot);
      return shown?.addressId === address.id ? shown : null;
    },
    (a, b) => a?.message === b?.message && a?.change === b?.change && a?.status === b?.status,
  );
  const line = address.address_line;
  const reason = failure ? failureText(i18n, failure) : '';

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <AddressDetails address={address} />
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Link
            href={`/manage-address/${address.id}/edit`}
            aria-label={t`Edit ${line}`}
            variant="plain"
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            <Trans>Edit</Trans>
          </Link>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isBusy && !isThisBusy}
            isPending={isThisBusy && busyChange === 'deleted'}
            aria-label={t`Delete ${line}`}
            onPress={() => actor.send({ type: 'addressBook.delete.requested', address })}
          >
            <Trans>Delete</Trans>
          </Button>
          {!address.is_default && (
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isBusy && !isThisBusy}
              isPending={isThisBusy && busyChange === 'defaultSet'}
              aria-label={t`Set as default ${line}`}
              onPress={() => actor.send({ type: 'addressBook.default.requested', address })}
            >
              <Trans>Set as default</Trans>
            </Button>
          )}
        </div>
      </div>
      {failure && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-red-800">
            {failure.change === 'deleted' ? (
              <Trans>The address could not be deleted: {reason}</Trans>
            ) : (
              <Trans>The address could not be made the default: {reason}</Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'addressBook.retry' })}>
              <Trans>Try again</Trans>
            </Button>
            <Button size="sm" variant="ghost" onPress={() => actor.send({ type: 'addressBook.failure.dismissed' })}>
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
