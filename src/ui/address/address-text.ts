import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { phoneProblemText } from '../../app/auth/auth-messages';
import type { AddressField, AddressProblem } from '../../machines/address-form/address-form.types';
import type { PhoneRules } from '../../machines/auth/phone-rules';

/** The words for a client-side check of the address form (the server's own words are shown as sent). */
export function addressProblemText(i18n: I18n, field: AddressField, problem: AddressProblem, rules: PhoneRules) {
  if (problem !== 'required') return phoneProblemText(i18n, problem, rules);
  switch (field) {
    case 'name':
      return i18n._(msg`The name field is required.`);
    case 'address_line':
      return i18n._(msg`The address line field is required.`);
    case 'address_type':
      return i18n._(msg`The address type field is required.`);
    default:
      return i18n._(msg`This field is required.`);
  }
}

/** The label of an address type; a type the form does not offer is shown as the server sent it. */
export function addressTypeLabel(i18n: I18n, type: string): string {
  switch (type) {
    case 'home':
      return i18n._(msg`Home`);
    case 'office':
      return i18n._(msg`Office`);
    case 'other':
      return i18n._(msg`Other`);
    default:
      return type;
  }
}
