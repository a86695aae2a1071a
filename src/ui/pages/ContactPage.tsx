import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useContactDetails } from '../../app/content/use-content-reads';
import { LoadFailed } from '../common/LoadFailed';
import { ContactDetails } from '../content/ContactDetails';
import { ContactForm } from '../content/ContactForm';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

/** /contact-us: the marketplace's contact channels, and the form to write to the team. */
export default function ContactPage() {
  const { data, errorStatus, retry } = useContactDetails();
  const detailsHeading = useId();
  const formHeading = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-bold text-3xl text-gray-900">
        <Trans>Contact Us</Trans>
      </h1>
      <p className="mt-2 max-w-prose text-gray-700">
        <Trans>Questions about an order, a shop or your account? Reach us the way that suits you.</Trans>
      </p>
      <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby={detailsHeading}>
          <h2 id={detailsHeading} className="mb-4 font-semibold text-gray-900 text-xl">
            <Trans>Get in touch</Trans>
          </h2>
          {errorStatus !== null ? (
            <LoadFailed status={errorStatus} onRetry={retry} />
          ) : !data ? (
            <SkeletonGroup className="flex flex-col gap-4">
              {['phone', 'email', 'whatsapp', 'address'].map((channel) => (
                <div key={channel} className="flex flex-col gap-1">
                  <Skeleton className="w-20" />
                  <Skeleton className="w-48" />
                </div>
              ))}
            </SkeletonGroup>
          ) : (
            <ContactDetails details={data} />
          )}
        </section>
        <section aria-labelledby={formHeading}>
          <h2 id={formHeading} className="mb-4 font-semibold text-gray-900 text-xl">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm aria-labelledby={formHeading} />
        </section>
      </div>
    </div>
  );
}
