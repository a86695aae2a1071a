import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhoneRules } from '../../machines/auth/phone-rules';
import {
  SELLER_PASSWORD_MIN_LENGTH,
  type SellerField,
  type SellerProblem,
} from '../../machines/seller-application/seller-application.types';
import { phoneProblemText } from '../auth/auth-messages';

/** The words for a client-side check of the seller application (the server's own words are shown as sent). */
export function sellerProblemText(i18n: I18n, field: SellerField, problem: SellerProblem, rules: PhoneRules): string {
  switch (problem) {
    case 'email.invalid':
      return i18n._(msg`The email field must be a valid email address.`);
    case 'password.tooShort':
      return i18n._(msg`The password must be at least ${SELLER_PASSWORD_MIN_LENGTH} characters.`);
    case 'required':
      break;
    default:
      return phoneProblemText(i18n, problem, rules);
  }
  switch (field) {
    case 'name':
      return i18n._(msg`The name field is required.`);
    case 'shop_name':
      return i18n._(msg`The shop name field is required.`);
    case 'email':
      return i18n._(msg`The email field is required.`);
    case 'phone_code':
      return i18n._(msg`Choose the country of your phone number.`);
    case 'phone':
      return i18n._(msg`The phone field is required.`);
    case 'password':
      return i18n._(msg`The password field is required.`);
  }
}
