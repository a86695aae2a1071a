import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '../../machines/address-form/address-form.types';
import { badgeStyles } from '../kit/Badge';
import { addressTypeLabel } from './address-text';

/**
 * One saved address as the shopper reads it: name with its type (and 'Default'), phone, then the address
 * lines. Plain text, so it can sit inside a radio's label. The spaces between the parts are for the
 * accessible name (a radio's name is its text run together); on screen the flex layout drops them.
 */
export function AddressDetails({ address }: { address: Address }) {
  const { i18n } = useLingui();
  const street = [address.flat_no, address.address_line].filter(Boolean).join(', ');
  const place = [address.area, address.post_code].filter(Boolean).join(', ');
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-gray-900">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{address.name}</span>{' '}
        <span className={badgeStyles({ tone: 'neutral', className: 'font-medium' })}>
          {addressTypeLabel(i18n, address.address_type)}
        </span>
        {address.is_default && (
          <>
            {' '}
            <span className={badgeStyles({ tone: 'primary' })}>
              <Trans>Default</Trans>
            </span>
          </>
        )}
      </span>{' '}
      <span dir="ltr" className="w-fit text-gray-700">
        {address.phone}
      </span>{' '}
      <span>{street}</span>
      {address.address_line2 && (
        <>
          {' '}
          <span>{address.address_line2}</span>
        </>
      )}
      {place && (
        <>
          {' '}
          <span className="text-gray-700">{place}</span>
        </>
      )}
    </span>
  );
}
