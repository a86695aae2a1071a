import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ForgotProblem } from '../../machines/auth/forgot-request.machine';
import type { PhoneProblem, PhoneRules } from '../../machines/auth/phone-rules';
import {
  REGISTRATION_PASSWORD_MIN_LENGTH,
  type RegistrationProblem,
  type RegistrationProblems,
} from '../../machines/auth/registration.rules';
import type { ResetProblem } from '../../machines/auth/reset-password.machine';

/** The words for the machines' client-side error codes (docs/requirements.md §5 gives the English ones). */
export function phoneProblemText(i18n: I18n, problem: PhoneProblem, rules: PhoneRules): string {
  switch (problem) {
    case 'phone.digitsOnly':
      return i18n._(msg`The phone number may contain digits only.`);
    case 'phone.required':
      return i18n._(msg`The phone field is required.`);
    case 'phone.tooShort':
      return i18n._(msg`The phone number must have at least ${rules.phoneMinLength} digits.`);
    case 'phone.tooLong':
      return i18n._(msg`The phone number may have at most ${rules.phoneMaxLength} digits.`);
  }
}

export function forgotProblemText(i18n: I18n, problem: ForgotProblem): string {
  return problem === 'country.required'
    ? i18n._(msg`The country field is required`)
    : i18n._(msg`The phone or email field is required`);
}

/** The words under a registration field the form's own check refused (the server's words are shown as sent). */
export function registrationProblemText(
  i18n: I18n,
  field: keyof RegistrationProblems,
  problem: RegistrationProblem,
): string {
  if (problem === 'email.invalid') return i18n._(msg`The email field must be a valid email address.`);
  if (problem === 'password.tooShort') {
    const minimum = REGISTRATION_PASSWORD_MIN_LENGTH;
    return i18n._(msg`The password field must be at least ${minimum} characters.`);
  }
  switch (field) {
    case 'name':
      return i18n._(msg`The name field is required.`);
    case 'country':
      return i18n._(msg`The country field is required.`);
    case 'email':
      return i18n._(msg`The email field is required.`);
    case 'password':
      return i18n._(msg`The password field is required.`);
  }
}

export function resetProblemText(i18n: I18n, _problem: ResetProblem): string {
  return i18n._(msg`Confirm Password does not match.`);
}
