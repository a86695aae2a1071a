import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ContactForm } from '../content/ContactForm';
import { Link } from '../kit/Link';

/** /support: the public support form, for anyone, signed in or not. */
export default function SupportPage() {
  const headingId = useId();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 id={headingId} className="font-bold text-3xl text-gray-900">
        <Trans>Support</Trans>
      </h1>
      <p className="mt-2 mb-6 max-w-prose text-gray-700">
        <Trans>
          Tell us what happened and how to reach you; our support team answers within one working day. Other ways to
          reach us are on the <Link href="/contact-us">contact page</Link>.
        </Trans>
      </p>
      <ContactForm aria-labelledby={headingId} />
    </div>
  );
}
