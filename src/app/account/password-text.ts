import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  NEW_PASSWORD_MIN_LENGTH,
  type PasswordField,
  type PasswordProblem,
} from '../../machines/change-password/change-password.types';

/** The words for a client-side check of Change Password (the server's own words are shown as sent). */
export function passwordProblemText(i18n: I18n, field: PasswordField, problem: PasswordProblem): string {
  if (problem === 'mismatch') return i18n._(msg`Confirm Password does not match.`);
  if (problem === 'tooShort') {
    return i18n._(msg`The new password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters.`);
  }
  switch (field) {
    case 'current_password':
      return i18n._(msg`The current password field is required.`);
    case 'password':
      return i18n._(msg`The new password field is required.`);
    case 'password_confirmation':
      return i18n._(msg`The confirm password field is required.`);
  }
}
