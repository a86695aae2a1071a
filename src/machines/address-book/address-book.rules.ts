import { ApiError } from '../../api/errors';
import { initialValues, toAddressBody } from '../address-form/address-form.rules';
import type { Address, AddressBookFailure, SaveAddressInput } from './address-book.types';

/**
 * The update that makes `address` the default. The update replaces every field (a left-out optional field
 * becomes null), so the address's own fields, coordinates included, go with `is_default: true`.
 */
export function makeDefaultInput(address: Address): SaveAddressInput {
  const body = toAddressBody({
    values: initialValues(address),
    coordinates: { latitude: address.latitude ?? null, longitude: address.longitude ?? null },
    isDefaultLocked: true,
  });
  return { id: address.id, body };
}

export function failureOf(error: unknown): AddressBookFailure {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
