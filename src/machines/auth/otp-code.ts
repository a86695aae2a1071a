/** The four boxes of the code dialog, one character each (docs/requirements.md §5 and §9). */
export type OtpDigits = [string, string, string, string];

export const EMPTY_DIGITS: OtpDigits = ['', '', '', ''];

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

export const isOtpIndex = (index: number): boolean => Number.isInteger(index) && index >= 0 && index < 4;

export const isSingleDigit = (value: string): boolean => /^\d$/.test(value);

export function withDigit(digits: OtpDigits, index: number, value: string): OtpDigits {
  const next: OtpDigits = [...digits];
  next[index] = value;
  return next;
}

/** The four digits of a pasted code (surrounding spaces allowed), or null for any other text. */
export function pastedDigits(text: string): OtpDigits | null {
  const code = text.trim();
  return /^\d{4}$/.test(code) ? (code.split('') as OtpDigits) : null;
}

export const codeOf = (digits: OtpDigits): string => digits.join('');

export const isCompleteCode = (digits: OtpDigits): boolean => digits.every(isSingleDigit);
