import { hasEmailShape } from '../../../common/text-shape';
import { DEFAULT_PHONE_RULES, type PhoneRules, phoneProblem } from '../auth/phone-rules';
import { type FormFailure, namesShownField } from '../form-failure';
import {
  SELLER_PASSWORD_MIN_LENGTH,
  type SellerApplicationBody,
  type SellerApplicationInput,
  type SellerField,
  type SellerProblems,
  type SellerValues,
} from './seller-application.types';

/** The form's fields in the order they are shown: a refused submit focuses the first one in error. */
export const SELLER_FIELDS: readonly SellerField[] = ['name', 'shop_name', 'email', 'phone_code', 'phone', 'password'];

export const EMPTY_SELLER_VALUES: SellerValues = {
  name: '',
  shop_name: '',
  email: '',
  country: '',
  phone_code: '',
  phone: '',
  password: '',
};

/** The lengths come from `/master`; the contract requires a seller's phone whatever `phone_required` says. */
export function sellerPhoneRules(input: SellerApplicationInput = {}): PhoneRules {
  return { ...DEFAULT_PHONE_RULES, ...input, phoneRequired: true };
}

/**
 * What is wrong before anything is sent, as the server would say it: names not blank, an e-mail's shape, a country
 * for the phone's calling code, the phone's digits and length, the password's length (taken as typed).
 */
export function sellerProblems(values: SellerValues, rules: PhoneRules): SellerProblems {
  const problems: SellerProblems = {};
  if (!values.name.trim()) problems.name = 'required';
  if (!values.shop_name.trim()) problems.shop_name = 'required';
  const email = values.email.trim();
  if (!email) problems.email = 'required';
  else if (!hasEmailShape(email)) problems.email = 'email.invalid';
  if (!values.phone_code) problems.phone_code = 'required';
  const phone = phoneProblem(values.phone, rules);
  if (phone) problems.phone = phone;
  if (!values.password) problems.password = 'required';
  else if (values.password.length < SELLER_PASSWORD_MIN_LENGTH) problems.password = 'password.tooShort';
  return problems;
}

/** What the form sends: names and e-mail trimmed, the password as typed. */
export function toSellerApplication(values: SellerValues): SellerApplicationBody {
  return {
    name: values.name.trim(),
    shop_name: values.shop_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    phone_code: values.phone_code,
    password: values.password,
  };
}

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export const hasShownFieldErrors = (failure: FormFailure | null) => namesShownField(failure, SELLER_FIELDS);
