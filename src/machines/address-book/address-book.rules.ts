import { initialValues, toAddressBody } from '../address-form/address-form.rules';
import type { Address, SaveAddressInput } from './address-book.types';

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
