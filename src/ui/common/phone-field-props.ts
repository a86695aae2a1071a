import { useLingui } from '@lingui/react/macro';
import type { PhoneRules } from '../../machines/auth/phone-rules';
import type { TextFieldProps } from '../kit/TextField';

type PhoneFieldProps = Pick<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'isRequired' | 'description'
>;

/** A local phone number's field, as the profile and an address ask for it: digits only, within the rules' lengths. */
export function usePhoneFieldProps(rules: PhoneRules): PhoneFieldProps {
  const { t } = useLingui();
  return {
    label: t`Phone`,
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    isRequired: true,
    description: t`Digits only, ${rules.phoneMinLength} to ${rules.phoneMaxLength}.`,
  };
}
