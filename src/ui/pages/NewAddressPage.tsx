import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AddressForm } from '../address/AddressForm';
import { AddressPageHeading } from '../address-book/AddressPageHeading';
import { useBackToList } from '../address-book/use-back-to-list';

/** /manage-address/new: the address form on a page. Saved (the toast says so), the list shows it. */
export default function NewAddressPage() {
  const { t } = useLingui();
  const headingId = useId();
  const backToList = useBackToList();
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <AddressPageHeading id={headingId} title={t`New Address`} />
      <AddressForm aria-labelledby={headingId} onSaved={backToList} onCancel={backToList} />
    </div>
  );
}
