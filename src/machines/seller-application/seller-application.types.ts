import type { Answer, JsonBody } from '../../api/types';
import type { PhoneProblem, PhoneRules } from '../auth/phone-rules';
import type { FormFailure } from '../form-failure';

export type SellerApplicationBody = JsonBody<'applyAsSeller'>;
export type SellerApplicationAnswer = Answer<'applyAsSeller'>;

/** The fields typed as text; the country and its calling code (`phone_code`) are chosen together. */
export type SellerTextField = 'name' | 'shop_name' | 'email' | 'phone' | 'password';
/** The form's values: the body's fields, and the country whose calling code `phone_code` is. */
export type SellerValues = Record<SellerTextField | 'country' | 'phone_code', string>;
/** The fields with room for an error under them (`phone_code`'s under the country picker). */
export type SellerField = SellerTextField | 'phone_code';

/** The contract's shortest password (openapi.yaml, `/seller-applications`, as `/registration`). */
export const SELLER_PASSWORD_MIN_LENGTH = 8;
/** The contract's longest name, shop name, e-mail and password. */
export const SELLER_TEXT_MAX_LENGTH = 255;

/** A client-side check's code; the UI turns it into words (the phone's with the lengths of its rules). */
export type SellerProblem = 'required' | 'email.invalid' | 'password.tooShort' | PhoneProblem;
export type SellerProblems = Partial<Record<SellerField, SellerProblem>>;

/** The phone lengths of `/master`; a seller's phone is always required. */
export type SellerApplicationInput = Partial<Pick<PhoneRules, 'phoneMinLength' | 'phoneMaxLength'>>;

export interface SellerApplicationContext {
  values: SellerValues;
  rules: PhoneRules;
  problems: SellerProblems;
  /** The last refusal; its field errors go under the fields until each field is edited. */
  failure: FormFailure | null;
  /** Where the server sent the confirmation link, once it did. */
  sentTo: string | null;
}

export type SellerApplicationEvent =
  | { type: 'seller.field.changed'; field: SellerTextField; value: string }
  | { type: 'seller.country.selected'; country: string; phoneCode: string }
  | { type: 'seller.submitted' };

/** Told to the screen: where the link went, or why nothing was sent. */
export type SellerApplicationEmitted =
  | { type: 'seller.applied'; email: string; message: string }
  | { type: 'seller.invalid' }
  | { type: 'seller.failed'; status: number; message: string; hasFieldErrors: boolean };
