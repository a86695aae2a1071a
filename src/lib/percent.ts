import { latinDigitsLocale } from '../../common/latin-digits';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A share in percent as the locale writes it, to at most two decimals: 49.500790180406696 → "49.5%", a VAT of 7.25
 * → "7.25%"; Latin digits in every locale, as every figure of the shop (common/latin-digits.ts).
 */
export function formatPercent(locale: string, percent: number): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(latinDigitsLocale(locale), { style: 'percent', maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(percent / 100);
}
