import { DEFAULT_PHONE_RULES, type PhoneRules, phoneProblem } from '../auth/phone-rules';
import { namesShownField, withoutFieldError } from '../form-failure';
import type {
  Address,
  AddressBody,
  AddressFailure,
  AddressField,
  AddressFormContext,
  AddressFormValues,
  AddressProblems,
} from './address-form.types';

/** The fields with room for an error under them: a server error on any other field goes to a toast. */
export const ADDRESS_FORM_FIELDS: readonly AddressField[] = [
  'name',
  'phone',
  'address_line',
  'address_line2',
  'area',
  'flat_no',
  'post_code',
  'address_type',
];

const REQUIRED_FIELDS = ['name', 'address_line', 'address_type'] as const;

/** The lengths come from `/master`; the contract requires an address's phone whatever `phone_required` says. */
export function addressPhoneRules(rules: Partial<PhoneRules> = {}): PhoneRules {
  return { ...DEFAULT_PHONE_RULES, ...rules, phoneRequired: true };
}

export function initialValues(address: Address | null | undefined): AddressFormValues {
  return {
    name: address?.name ?? '',
    phone: address?.phone ?? '',
    address_line: address?.address_line ?? '',
    address_line2: address?.address_line2 ?? '',
    area: address?.area ?? '',
    flat_no: address?.flat_no ?? '',
    post_code: address?.post_code ?? '',
    address_type: address?.address_type ?? 'home',
    is_default: address?.is_default ?? false,
  };
}

/** What is wrong before anything is sent: missing required fields, a phone against the rules. */
export function problemsOf(values: AddressFormValues, rules: PhoneRules): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of REQUIRED_FIELDS) {
    if (!values[field].trim()) problems[field] = 'required';
  }
  const phone = phoneProblem(values.phone.trim(), rules);
  if (phone) problems.phone = phone;
  return problems;
}

/** The body of a store or an update: trimmed, optional fields left empty sent as null. */
export function toAddressBody(context: Pick<AddressFormContext, 'values' | 'coordinates' | 'isDefaultLocked'>) {
  const { values, coordinates, isDefaultLocked } = context;
  const optional = (value: string) => value.trim() || null;
  const body: AddressBody = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address_line: values.address_line.trim(),
    address_line2: optional(values.address_line2),
    area: optional(values.area),
    flat_no: optional(values.flat_no),
    post_code: optional(values.post_code),
    address_type: values.address_type.trim(),
    is_default: isDefaultLocked || values.is_default,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
  };
  return body;
}

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export const hasShownFieldErrors = (failure: AddressFailure | null) => namesShownField(failure, ADDRESS_FORM_FIELDS);

export { withoutFieldError };
