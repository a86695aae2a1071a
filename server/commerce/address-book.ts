import type { JsonBody } from '../../src/api/types';
import { phoneLengths } from '../auth/auth-settings';
import type { AddressSnapshot, addresses } from '../db/schema';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';
import type { Master } from './master';

type AddressRow = typeof addresses.$inferSelect;

/** An address as the API shows it; orders keep this same shape as their copy of the shipping address. */
export function addressAnswer(row: AddressRow): AddressSnapshot {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address_line: row.addressLine,
    address_line2: row.addressLine2,
    area: row.area,
    flat_no: row.flatNo,
    post_code: row.postCode,
    address_type: row.addressType,
    is_default: row.isDefault,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The phone rule of `/master`: digits only (an optional leading +), between phone_min_length and phone_max_length. */
function checkPhone(master: Master, phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/^\+/, '');
  if (!/^[0-9]+$/.test(digits)) throw fieldError('phone', say('address.phoneDigits'));
  const { phoneMinLength: min, phoneMaxLength: max } = phoneLengths(master);
  if (digits.length < min || digits.length > max) {
    throw fieldError('phone', say('address.phoneLength', { min, max }));
  }
  return trimmed;
}

/** The writable fields of an address, by name (anything else in the body is ignored); left-out optionals are null. */
export function addressFields(master: Master, body: JsonBody<'createAddress'>) {
  return {
    name: body.name,
    phone: checkPhone(master, body.phone),
    addressLine: body.address_line,
    addressLine2: body.address_line2 ?? null,
    area: body.area ?? null,
    flatNo: body.flat_no ?? null,
    postCode: body.post_code ?? null,
    addressType: body.address_type,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  };
}
