import type { Schema } from '../../src/api/types';
import type { UserRow } from '../http/env';

/** The contract's User: what the storefront may see of an account (never the hash or the timestamps). */
export function presentUser(user: UserRow): Schema<'User'> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    phone_code: user.phoneCode,
    country: user.country,
    profile_photo: user.profilePhoto,
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    is_verified: user.isVerified,
  };
}
