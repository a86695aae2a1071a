import { formFailureOf, namesShownField } from '../form-failure';
import type {
  ReturnFailure,
  ReturnField,
  ReturnProblems,
  ReturnRequestBody,
  ReturnRequestContext,
  ReturnRequestValues,
  ReturnTextField,
} from './return-request.types';

/** The contract's limits on the request (openapi.yaml, createReturnOrder). */
export const RETURN_LIMITS: Record<ReturnTextField, number> = {
  reason: 1000,
  bank_name: 255,
  bank_account_number: 64,
  return_address: 500,
};

const REQUIRED_TEXT: readonly ReturnTextField[] = ['reason', 'bank_account_number', 'return_address'];

/** The fields the form shows, in its order: a server error on any other field goes to a toast. */
export const RETURN_FORM_FIELDS: readonly ReturnField[] = [
  'product_ids',
  'reason',
  'bank_name',
  'bank_account_number',
  'return_address',
];

export function initialValues(returnAddress = ''): ReturnRequestValues {
  return { productIds: [], reason: '', bank_name: '', bank_account_number: '', return_address: returnAddress };
}

/** What is wrong before anything is sent: no product chosen, a required text empty, a text over its limit. */
export function problemsOf(values: ReturnRequestValues): ReturnProblems {
  const problems: ReturnProblems = {};
  if (values.productIds.length === 0) problems.product_ids = 'required';
  for (const field of Object.keys(RETURN_LIMITS) as ReturnTextField[]) {
    const text = values[field].trim();
    if (REQUIRED_TEXT.includes(field) && !text) problems[field] = 'required';
    else if (text.length > RETURN_LIMITS[field]) problems[field] = 'tooLong';
  }
  return problems;
}

/** Only lines that may still be returned can be chosen; the order of the ids is the order of the choices. */
export function chosenProducts(productIds: readonly number[], returnable: readonly number[]): number[] {
  return [...new Set(productIds)].filter((id) => returnable.includes(id));
}

/** The body of POST /return-order: trimmed, an empty bank name left out. */
export function toReturnBody({ orderId, values }: Pick<ReturnRequestContext, 'orderId' | 'values'>): ReturnRequestBody {
  const bankName = values.bank_name.trim();
  return {
    order_id: orderId,
    product_ids: values.productIds,
    reason: values.reason.trim(),
    bank_account_number: values.bank_account_number.trim(),
    return_address: values.return_address.trim(),
    ...(bankName && { bank_name: bankName }),
  };
}

/** `product_ids.0` (one id of the list) is shown under the product picker, like `product_ids`. */
function fieldOf(key: string): string {
  return key.startsWith('product_ids.') ? 'product_ids' : key;
}

export const toReturnFailure = (error: unknown): ReturnFailure => formFailureOf(error, fieldOf);

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export const hasShownFieldErrors = (failure: ReturnFailure | null) => namesShownField(failure, RETURN_FORM_FIELDS);
