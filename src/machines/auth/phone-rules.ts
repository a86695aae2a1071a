/** The registration phone rules of `/master` (docs/requirements.md §5 and §9). */
export interface PhoneRules {
  phoneRequired: boolean;
  phoneMinLength: number;
  phoneMaxLength: number;
}

export const DEFAULT_PHONE_RULES: PhoneRules = { phoneRequired: false, phoneMinLength: 9, phoneMaxLength: 16 };

/**
 * The phone lengths `/master` gives, when a phone can meet them (whole numbers, 1 ≤ min ≤ max); otherwise the
 * defaults, so a mistyped setting (a minimum above the maximum) never makes every phone wrong.
 */
export function phoneLengthsOf(
  min: number | null | undefined,
  max: number | null | undefined,
): Pick<PhoneRules, 'phoneMinLength' | 'phoneMaxLength'> {
  const isLength = (value: number | null | undefined): value is number => Number.isInteger(value) && (value ?? 0) >= 1;
  if (isLength(min) && isLength(max) && min <= max) return { phoneMinLength: min, phoneMaxLength: max };
  return { phoneMinLength: DEFAULT_PHONE_RULES.phoneMinLength, phoneMaxLength: DEFAULT_PHONE_RULES.phoneMaxLength };
}

/** Error codes the UI maps to messages (with the lengths from `PhoneRules`). */
export type PhoneProblem = 'phone.digitsOnly' | 'phone.required' | 'phone.tooShort' | 'phone.tooLong';

/** Digits only; an empty value is allowed while typing. */
export const isPhoneDigits = (value: string): boolean => /^\d*$/.test(value);

/**
 * Whether an edit of the phone puts anything but digits in it. Deleting is always taken: a phone saved elsewhere
 * with a '+' or spaces must be editable back to digits.
 */
export const isRefusedPhoneEdit = (previous: string, value: string): boolean =>
  !isPhoneDigits(value) && value.length >= previous.length;

/** What is wrong with a phone about to be sent, or null. */
export function phoneProblem(phone: string, rules: PhoneRules): PhoneProblem | null {
  if (!isPhoneDigits(phone)) return 'phone.digitsOnly';
  if (!phone) return rules.phoneRequired ? 'phone.required' : null;
  if (phone.length < rules.phoneMinLength) return 'phone.tooShort';
  if (phone.length > rules.phoneMaxLength) return 'phone.tooLong';
  return null;
}
