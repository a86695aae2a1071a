/** The registration phone rules of `/master` (docs/requirements.md §5 and §9). */
export interface PhoneRules {
  phoneRequired: boolean;
  phoneMinLength: number;
  phoneMaxLength: number;
}

export const DEFAULT_PHONE_RULES: PhoneRules = { phoneRequired: false, phoneMinLength: 9, phoneMaxLength: 16 };

/** Error codes the UI maps to messages (with the lengths from `PhoneRules`). */
export type PhoneProblem = 'phone.digitsOnly' | 'phone.required' | 'phone.tooShort' | 'phone.tooLong';

/** Digits only; an empty value is allowed while typing. */
export const isPhoneDigits = (value: string): boolean => /^\d*$/.test(value);

/** What is wrong with a phone about to be sent, or null. */
export function phoneProblem(phone: string, rules: PhoneRules): PhoneProblem | null {
  if (!isPhoneDigits(phone)) return 'phone.digitsOnly';
  if (!phone) return rules.phoneRequired ? 'phone.required' : null;
  if (phone.length < rules.phoneMinLength) return 'phone.tooShort';
  if (phone.length > rules.phoneMaxLength) return 'phone.tooLong';
  return null;
}
