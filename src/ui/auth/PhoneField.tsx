import { useLingui } from '@lingui/react/macro';
import { TextField as RACTextField } from 'react-aria-components/TextField';
import { Description, FieldError, Input, Label } from '../kit/Field';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The chosen country's calling code, shown before the number. */
  phoneCode: string;
  errorMessage?: string;
  isRequired?: boolean;
  minLength: number;
  maxLength: number;
}

/**
 * The phone number without its country code: digits only (numeric keyboard), the calling code shown before
 * it and named in the description so a screen reader hears it too.
 */
export function PhoneField({
  value,
  onChange,
  phoneCode,
  errorMessage,
  isRequired,
  minLength,
  maxLength,
}: PhoneFieldProps) {
  const { t } = useLingui();
  return (
    <RACTextField
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      isRequired={isRequired}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      className="flex flex-col gap-1"
    >
      <Label isRequired={isRequired}>{t`Phone`}</Label>
      <div className="flex items-stretch gap-2">
        {phoneCode && (
          <span
            aria-hidden="true"
            className="flex min-h-11 items-center rounded-md bg-gray-100 px-3 text-gray-900"
            dir="ltr"
          >
            {phoneCode}
          </span>
        )}
        <Input dir="ltr" className="text-start" />
      </div>
      <Description>
        {phoneCode
          ? t`Digits only, ${minLength} to ${maxLength}, after the country code ${phoneCode}.`
          : t`Digits only, ${minLength} to ${maxLength}. Choose a country for its code.`}
      </Description>
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
