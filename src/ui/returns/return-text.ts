import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RETURN_LIMITS } from '../../machines/return-request/return-request.rules';
import type { ReturnField, ReturnProblem } from '../../machines/return-request/return-request.types';

/** The words for a client-side check of the return form (the server's own words are shown as sent). */
export function returnProblemText(i18n: I18n, field: ReturnField, problem: ReturnProblem): string {
  if (problem === 'tooLong' && field !== 'product_ids') {
    const max = RETURN_LIMITS[field];
    return i18n._(msg`Use at most ${max} characters.`);
  }
  switch (field) {
    case 'product_ids':
      return i18n._(msg`Choose at least one product to return.`);
    case 'reason':
      return i18n._(msg`The reason field is required.`);
    case 'bank_account_number':
      return i18n._(msg`The bank account number field is required.`);
    case 'return_address':
      return i18n._(msg`The return address field is required.`);
    default:
      return i18n._(msg`This field is required.`);
  }
}
