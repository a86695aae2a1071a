import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhoneRules } from '../../machines/auth/phone-rules';
import type { Gender, ProfileProblem } from '../../machines/profile-form/profile-form.types';
import { phoneProblemText } from '../auth/auth-messages';

/** The words for a client-side check of the profile form (the server's own words are shown as sent). */
export function profileProblemText(i18n: I18n, problem: ProfileProblem, rules: PhoneRules): string {
  switch (problem) {
    case 'required':
      return i18n._(msg`The name field is required.`);
    case 'email.invalid':
      return i18n._(msg`Enter a valid e-mail address, like name@example.com.`);
    case 'date.invalid':
      return i18n._(msg`Enter a valid date.`);
    case 'date.notPast':
      return i18n._(msg`The date of birth must be a date before today.`);
    case 'photo.type':
      return i18n._(msg`The photo must be a JPG or PNG image. Choose another file.`);
    case 'photo.tooLarge':
      return i18n._(msg`The photo is larger than 2 MB. Choose a smaller file.`);
    default:
      return phoneProblemText(i18n, problem, rules);
  }
}

export function genderLabel(i18n: I18n, gender: Gender): string {
  switch (gender) {
    case 'male':
      return i18n._(msg`Male`);
    case 'female':
      return i18n._(msg`Female`);
    case 'other':
      return i18n._(msg`Other`);
  }
}
