import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Every phone number the shop shows is written here, one way: internationally, grouped as its country writes it
 * ("+1 555 010 0001"). `callingCode` is the number's country code ("+1"); a number kept without one (a delivery
 * address's) is read in the customer's country. What cannot be read as a number is shown as it was given.
 */
export function formatPhone(digits: string, callingCode?: string | null): string {
  const code = callingCode?.trim() ?? '';
  const number = digits.trim();
  if (!number) return '';
  const prefix = code && !number.startsWith('+') ? `${code.startsWith('+') ? code : `+${code}`}` : '';
  const parsed = parsePhoneNumberFromString(`${prefix}${number}`);
  if (parsed) return parsed.formatInternational();
  return [code, number].filter(Boolean).join(' ');
}
