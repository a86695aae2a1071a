import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useParams } from 'wouter';
import { useSavedAddresses } from '../../app/addresses/use-saved-addresses';
import { positiveIdOf } from '../../lib/positive-id';
import { AddressForm } from '../address/AddressForm';
import { AddressFormSkeleton } from '../address-book/AddressFormSkeleton';
import { AddressNotFound } from '../address-book/AddressNotFound';
import { AddressPageHeading } from '../address-book/AddressPageHeading';
import { useBackToList } from '../address-book/use-back-to-list';
import { LoadFailed } from '../common/LoadFailed';

/**
 * /manage-address/{id}/edit: the address form filled with one of the customer's addresses, found in their own
 * list (the contract has no call for one address). An id not in that list, someone else's included, shows
 * the not-found message and nothing else.
 */
export default function EditAddressPage() {
  const { t } = useLingui();
  const headingId = useId();
  const addressId = positiveIdOf(useParams<{ id: string }>().id);
  const list = useSavedAddresses();
  const backToList = useBackToList();
  const address = list.data?.find((candidate) => candidate.id === addressId) ?? null;

  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <AddressPageHeading id={headingId} title={t`Edit Address`} />
      {addressId === null || (list.data && !address) ? (
        <AddressNotFound />
      ) : list.errorStatus !== null ? (
        <LoadFailed status={list.errorStatus} onRetry={list.retry} />
      ) : address === null ? (
        <AddressFormSkeleton />
      ) : (
        <AddressForm
          key={address.id}
          address={address}
          aria-labelledby={headingId}
          onSaved={backToList}
          onCancel={backToList}
        />
      )}
    </div>
  );
}
