import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSessionActorRef, useSessionSelector } from '../../app/session/SessionProvider';
import { type SessionSnapshot, selectAddresses } from '../../machines/session/session.selectors';
import { AddressDetails } from '../address/AddressDetails';
import { AddressFormDialog } from '../address/AddressFormDialog';
import { LoadFailed } from '../common/LoadFailed';
import { Button } from '../kit/Button';
import { Skeleton } from '../kit/Skeleton';
import { ChangeAddressDialog } from './ChangeAddressDialog';

export interface AddressSummaryProps {
  /** The address the order ships to, or null when none is chosen. */
  addressId: number | null;
  onSelect: (id: number) => void;
}

type AddressesStatus = 'loading' | 'loaded' | 'failed';

const selectAddressesStatus = (snapshot: SessionSnapshot): AddressesStatus =>
  snapshot.matches({ signedIn: { addresses: 'loading' } })
    ? 'loading'
    : snapshot.matches({ signedIn: { addresses: 'failed' } })
      ? 'failed'
      : 'loaded';

const selectAddressesError = (snapshot: SessionSnapshot) => snapshot.context.addressesError ?? 0;

/**
 * The checkout's delivery address: the chosen one with 'Change' (the change-address modal), or, for a shopper
 * without an address, a short line and 'Add New Address', whose address is chosen once saved. The page gives
 * the heading.
 */
export function AddressSummary({ addressId, onSelect }: AddressSummaryProps) {
  const { t } = useLingui();
  const session = useSessionActorRef();
  const addresses = useSessionSelector(selectAddresses);
  const status = useSessionSelector(selectAddressesStatus);
  const errorStatus = useSessionSelector(selectAddressesError);
  const [isChanging, setChanging] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const address = addresses.find((candidate) => candidate.id === addressId);

  // The list is kept while it reloads; only a first load or a failed one leaves nothing to show.
  if (addresses.length === 0 && status === 'loading') return <Skeleton className="h-24 w-full" />;
  if (addresses.length === 0 && status === 'failed') {
    return <LoadFailed status={errorStatus} onRetry={() => session.send({ type: 'session.addresses.changed' })} />;
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      {address ? (
        <AddressDetails address={address} />
      ) : addresses.length > 0 ? (
        <p className="text-gray-700">
          <Trans>Choose the address to deliver to.</Trans>
        </p>
      ) : (
        <p className="text-gray-700">
          <Trans>You have no saved address yet. Add one to place your order.</Trans>
        </p>
      )}
      {addresses.length > 0 ? (
        <Button
          variant="secondary"
          onPress={() => setChanging(true)}
          aria-label={address ? t`Change address` : undefined}
        >
          {address ? <Trans>Change</Trans> : <Trans>Choose Address</Trans>}
        </Button>
      ) : (
        <Button variant="secondary" onPress={() => setAdding(true)}>
          <Trans>Add New Address</Trans>
        </Button>
      )}
      <ChangeAddressDialog isOpen={isChanging} onOpenChange={setChanging} selectedId={addressId} onSelect={onSelect} />
      <AddressFormDialog isOpen={isAdding} onOpenChange={setAdding} onSaved={(saved) => onSelect(saved.id)} />
    </div>
  );
}
