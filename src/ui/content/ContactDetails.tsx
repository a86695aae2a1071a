import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { mailtoHref, safeExternalHref, telHref } from '../../../common/links';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';

export type ContactDetailsData = Schema<'ContactDetails'>;

/** A WhatsApp chat link for a number (`+1 555 010 0000` → `https://wa.me/15550100000`), or null. */
export function whatsappHref(number: string | null): string | null {
  const digits = number?.replace(/[\s().+-]/g, '') ?? '';
  return /^\d{6,15}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

function Entry({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-medium text-gray-900 text-sm">{label}</dt>
      <dd className="text-gray-700">{children}</dd>
    </div>
  );
}

/** The marketplace's channels: phone and e-mail open the shopper's apps, WhatsApp and Messenger a new tab. */
export function ContactDetails({ details }: { details: ContactDetailsData }) {
  const phone = telHref(details.phone);
  const email = mailtoHref(details.email);
  const whatsapp = whatsappHref(details.whatsapp);
  const messenger = safeExternalHref(details.messenger);
  return (
    <dl className="flex flex-col gap-4">
      {details.phone && (
        <Entry label={<Trans>Phone</Trans>}>
          {/* A number reads left to right in every language. */}
          <span dir="ltr">{phone ? <Link href={phone}>{details.phone}</Link> : details.phone}</span>
        </Entry>
      )}
      {details.email && (
        <Entry label={<Trans>Email</Trans>}>{email ? <Link href={email}>{details.email}</Link> : details.email}</Entry>
      )}
      {whatsapp && (
        <Entry label={<Trans>WhatsApp</Trans>}>
          <Link href={whatsapp} isExternal>
            <Trans>Chat on WhatsApp</Trans>
          </Link>
        </Entry>
      )}
      {messenger?.startsWith('http') && (
        <Entry label={<Trans>Messenger</Trans>}>
          <Link href={messenger} isExternal>
            <Trans>Message us on Messenger</Trans>
          </Link>
        </Entry>
      )}
      {details.address && (
        <Entry label={<Trans>Address</Trans>}>
          <address className="not-italic">{details.address}</address>
        </Entry>
      )}
    </dl>
  );
}
