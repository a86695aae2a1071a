import type { OtpTarget } from './auth.types';

/** How to reach an account: what registration typed, or what the signed-in user has. */
export interface AccountContact {
  email?: string | null;
  phone?: string | null;
  phoneCode?: string | null;
}

/**
 * Where the code that verifies an account goes, as the server sends it: the phone when register_otp_type is
 * `phone` and the account has one, else the e-mail; null when the account has neither.
 */
export function verificationTarget(contact: AccountContact, type: 'email' | 'phone'): OtpTarget | null {
  if (type === 'phone' && contact.phone) return { phone: contact.phone, phoneCode: contact.phoneCode || null };
  if (contact.email) return { phone: contact.email, phoneCode: null };
  if (contact.phone) return { phone: contact.phone, phoneCode: contact.phoneCode || null };
  return null;
}
