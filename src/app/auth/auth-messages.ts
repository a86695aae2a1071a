import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ForgotProblem } from '../../machines/auth/forgot-request.machine';
import type { PhoneProblem, PhoneRules } from '../../machines/auth/phone-rules';
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

export function resetProblemText(i18n: I18n, _problem: ResetProblem): string {
  return i18n._(msg`Confirm Password does not match.`);
}
