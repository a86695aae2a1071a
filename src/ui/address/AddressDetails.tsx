import { Trans, useLingui } from '@lingui/react/macro';
import { useOptionalSessionSelector } from '../../app/session/SessionProvider';
import { formatPhone } from '../../lib/phone-number';
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
  // An address's phone is kept without its country code: it is the customer's country's.
  const callingCode = useOptionalSessionSelector((snapshot) => snapshot.context.user?.phone_code ?? null, null);
  const street = [address.flat_no, address.address_line].filter(Boolean).join(', ');
  const place = [address.area, address.post_code].filter(Boolean).join(', ');
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-gray-900">
      <span className="flex flex-wrap items-center gap-2">
        <bdi className="font-semibold">{address.name}</bdi>{' '}
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
        {formatPhone(address.phone, callingCode)}
      </span>{' '}
      {/* Written by the shopper, in any language: each part keeps its own direction, the lines their alignment. */}
      <span>
        <bdi>{street}</bdi>
      </span>
      {address.address_line2 && (
        <>
          {' '}
          <span>
            <bdi>{address.address_line2}</bdi>
          </span>
        </>
      )}
      {place && (
        <>
          {' '}
          <span className="text-gray-700">
            <bdi>{place}</bdi>
          </span>
        </>
      )}
    </span>
  );
}
