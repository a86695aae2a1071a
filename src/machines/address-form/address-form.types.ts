import type { Answer, JsonBody } from '../../api/types';
import type { PhoneProblem, PhoneRules } from '../auth/phone-rules';
import type { FormFailure } from '../form-failure';
import type { Address } from '../session/session.types';

export type { Address };
export type AddressBody = JsonBody<'createAddress'>;
export type SavedAddressAnswer = Answer<'createAddress'>;
/** What is saved: a new address (`id` null) or the saved one with this id. */
export type SaveAddressInput = { id: number | null; body: AddressBody };

/** The free-text fields, named as the contract names them. */
export type AddressTextField = 'name' | 'phone' | 'address_line' | 'address_line2' | 'area' | 'flat_no' | 'post_code';
/** Every field the form shows (the default flag is a checkbox, never in error on the client). */
export type AddressField = AddressTextField | 'address_type' | 'is_default';

/** The address types the form offers; an address saved elsewhere may carry another one, which is kept. */
export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type KnownAddressType = (typeof ADDRESS_TYPES)[number];

export interface AddressFormValues extends Record<AddressTextField, string> {
  address_type: string;
  is_default: boolean;
}

/** A client-side check's code; the UI turns it into words (with the rules' lengths for the phone). */
export type AddressProblem = 'required' | PhoneProblem;
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

/** A refused save: the status (0 when the server was not reached), the server's message and field errors. */
export type AddressFailure = FormFailure;

export interface AddressFormInput {
  /** The address to change; without one the form adds a new address. */
  address?: Address | null;
  /** The phone rules of `/master`. */
  rules?: Partial<PhoneRules>;
  /** The shopper has no address yet: the server makes this one the default whatever the box says. */
  isFirstAddress?: boolean;
}

export interface AddressFormContext {
  /** The address being changed, or null when adding one. */
  addressId: number | null;
  values: AddressFormValues;
  /** Kept from the address being changed: the update replaces every field, and the form does not show these. */
  coordinates: { latitude: number | null; longitude: number | null };
  rules: PhoneRules;
  /** The address is (or will be) the default whatever the box says: the box is shown ticked and fixed. */
  isDefaultLocked: boolean;
  problems: AddressProblems;
  failure: AddressFailure | null;
  saved: Address | null;
}

export type AddressFormEvent =
  | { type: 'address.field.changed'; field: AddressTextField | 'address_type'; value: string }
  | { type: 'address.default.changed'; isDefault: boolean }
  | { type: 'address.submitted' };

/** Told to the screen: the saved address (with the server's message), or why nothing was saved. */
export type AddressFormEmitted =
  | { type: 'address.saved'; address: Address; message: string }
  | { type: 'address.invalid' }
  | { type: 'address.failed'; status: number; message: string; hasFieldErrors: boolean };
