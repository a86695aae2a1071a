import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import {
  type SellerApplicationActorRef,
  useSellerApplication,
  useSellerFieldError,
} from '../../app/sellers/use-seller-application';
import type { PhoneRules } from '../../machines/auth/phone-rules';
import {
  SELLER_PASSWORD_MIN_LENGTH,
  SELLER_TEXT_MAX_LENGTH,
  type SellerTextField,
} from '../../machines/seller-application/seller-application.types';
import { CountryField } from '../auth/CountryField';
import { PhoneField } from '../auth/PhoneField';
import { EventForm, SubmitRow } from '../common/EventForm';
import { useFocusFirstInvalid } from '../common/use-focus-first-invalid';
import { Link } from '../kit/Link';
import { PasswordField } from '../kit/PasswordField';
import { TextField } from '../kit/TextField';

export interface SellerApplicationFormProps {
  /** The phone lengths of `/master`. */
  phoneRules: Pick<PhoneRules, 'phoneMinLength' | 'phoneMaxLength'>;
  /** The id of the heading that names the form. */
  'aria-labelledby': string;
}

/** A field's value and its change, as the machine holds them. */
function useTextField(actor: SellerApplicationActorRef, field: SellerTextField) {
  return {
    name: field,
    value: useSelector(actor, (snapshot) => snapshot.context.values[field]),
    onChange: (value: string) => actor.send({ type: 'seller.field.changed', field, value }),
    errorMessage: useSellerFieldError(actor, field),
  };
}

/** Where the confirmation link went, in place of the form; it takes focus so that the change is heard. */
function ApplicationSent({ email }: { email: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-gray-900 text-xl">
        <Trans>Check your e-mail</Trans>
      </h2>
      <p className="text-gray-700">
        <Trans>
          We have sent a link to{' '}
          <strong dir="ltr" className="text-gray-900">
            {email}
          </strong>
          . Open it within 24 hours to confirm your application; our team then reviews it and writes to you.
        </Trans>
      </p>
      <p>
        <Link href="/" variant="standalone">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

/**
 * The seller application: full name, shop name, e-mail, the phone with its country's calling code, and a password.
 * A refused submit marks every field in error, says why under it and focuses the first; the server's other refusals
 * are toasts. Sent, the form gives way to the address the confirmation link went to.
 */
export function SellerApplicationForm({ phoneRules, ...props }: SellerApplicationFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { actor, countries } = useSellerApplication(phoneRules, { onInvalid: focusFirstInvalid });
  const sentTo = useSelector(actor, (snapshot) => snapshot.context.sentTo);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const rules = useSelector(actor, (snapshot) => snapshot.context.rules);
  const country = useSelector(actor, (snapshot) => snapshot.context.values.country);
  const phoneCode = useSelector(actor, (snapshot) => snapshot.context.values.phone_code);
  const countryError = useSellerFieldError(actor, 'phone_code');
  const name = useTextField(actor, 'name');
  const shopName = useTextField(actor, 'shop_name');
  const email = useTextField(actor, 'email');
  const phone = useTextField(actor, 'phone');
  const password = useTextField(actor, 'password');

  if (sentTo) return <ApplicationSent email={sentTo} />;
  return (
    <EventForm
      ref={formRef}
      aria-labelledby={props['aria-labelledby']}
      onSubmit={() => actor.send({ type: 'seller.submitted' })}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <TextField {...name} label={t`Full Name`} autoComplete="name" isRequired maxLength={SELLER_TEXT_MAX_LENGTH} />
      <TextField
        {...shopName}
        label={t`Shop Name`}
        autoComplete="organization"
        isRequired
        maxLength={SELLER_TEXT_MAX_LENGTH}
        description={t`The name shoppers will see on your shop.`}
      />
      <TextField
        {...email}
        label={t`Email`}
        type="email"
        autoComplete="email"
        isRequired
        maxLength={SELLER_TEXT_MAX_LENGTH}
        description={t`We send the link to confirm your application here.`}
      />
      <CountryField
        countries={countries}
        value={country}
        isRequired
        onSelect={(chosen) =>
          actor.send({ type: 'seller.country.selected', country: chosen.name, phoneCode: chosen.phone_code })
        }
        errorMessage={countryError}
      />
      <PhoneField
        value={phone.value}
        onChange={phone.onChange}
        phoneCode={phoneCode}
        isRequired
        minLength={rules.phoneMinLength}
        maxLength={rules.phoneMaxLength}
        errorMessage={phone.errorMessage}
      />
      <PasswordField
        {...password}
        label={t`Password`}
        autoComplete="new-password"
        isRequired
        maxLength={SELLER_TEXT_MAX_LENGTH}
        description={t`At least ${SELLER_PASSWORD_MIN_LENGTH} characters.`}
      />
      <SubmitRow isBusy={isBusy}>
        <Trans>Send Application</Trans>
      </SubmitRow>
    </EventForm>
  );
}
