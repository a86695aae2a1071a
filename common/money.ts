import { latinDigitsLocale } from './latin-digits';
/**
 * Every amount the shop shows goes through this module (docs/requirements.md §9): amounts arrive in the default
 * currency, are scaled by the chosen currency's `rate_from_default`, rounded to cents, and shown with
 * 2 decimals and the currency's own symbol before or after the number.
 *
 * Figures never disagree: a converted amount is a `Converted` (whole cents in the shown currency), and
 * only `convert`, `convertLine` and `sumConverted` make one. A total shown next to its parts is the sum
 * of the converted parts, never the conversion of a total in the default currency (which can differ by a
 * cent once a rate rounds), and `formatConverted` refuses a plain number, so a hand-made sum does not
 * type-check:
 *
 *   const lines = items.map((item) => convertLine(item.price, item.quantity, currency));
 *   lines.map((line) => formatConverted(line, currency, locale));      // each line
 *   formatConverted(sumConverted(lines), currency, locale);            // their total, cent for cent
 */

export type CurrencyPosition = 'prefix' | 'suffix';

/** What showing an amount needs: the chosen currency's symbol and rate, and /master `currency.position`. */
export interface MoneyCurrency {
  symbol: string;
  position: CurrencyPosition;
  /** Amount in this currency for 1 of the default currency; missing or invalid means 1 (docs/requirements.md §9). */
  rate_from_default?: number;
}

declare const convertedBrand: unique symbol;
/** An amount in the shown currency, in whole cents. Add them with `sumConverted`, show them with `formatConverted`. */
export type Converted = number & { readonly [convertedBrand]: true };

function rateOf(currency: MoneyCurrency): number {
  const rate = currency.rate_from_default;
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** Half away from zero, so a discount rounds like the price it mirrors; `+ 0` turns -0 into 0. */
function roundToCents(amount: number): Converted {
  // toPrecision(15) drops binary noise such as 1.005 * 100 = 100.49999999999999 before rounding.
  const cents = Number(Math.abs(amount * 100).toPrecision(15));
  return (Math.sign(amount) * Math.round(cents) + 0) as Converted;
}

/** An amount in the default currency, in the shown currency, rounded to cents. */
export function convert(amountInDefault: number, currency: MoneyCurrency): Converted {
  return roundToCents(amountInDefault * rateOf(currency));
}

/** A line total as shown: the shown unit price times the quantity, so it always agrees with the unit price. */
export function convertLine(unitAmountInDefault: number, quantity: number, currency: MoneyCurrency): Converted {
  return (convert(unitAmountInDefault, currency) * Math.round(quantity)) as Converted;
}

/** The sum of converted amounts (a negative part, such as a discount, subtracts). Exact: cents are integers. */
export function sumConverted(parts: readonly Converted[]): Converted {
  return parts.reduce<number>((sum, part) => sum + part, 0) as Converted;
}

// Latin digits in every locale (common/latin-digits.ts).
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(latinDigitsLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * A converted amount with its symbol: `$12.50`, `-$3.00` (the symbol follows the sign), or `12.50 €`
 * (a no-break space keeps a suffix symbol on the number's line).
 */
export function formatConverted(value: Converted, currency: MoneyCurrency, locale: string): string {
  const parts = numberFormat(locale).formatToParts(value / 100);
  if (currency.position === 'suffix') {
    return `${parts.map((part) => part.value).join('')}${NO_BREAK_SPACE}${currency.symbol}`;
  }
  const afterSign = parts.findLastIndex((part) => part.type === 'minusSign' || part.type === 'plusSign') + 1;
  const values = parts.map((part) => part.value);
  values.splice(afterSign, 0, currency.symbol);
  return values.join('');
}

/** One amount in the default currency, as shown in the chosen currency. */
export function formatMoney(amountInDefault: number, currency: MoneyCurrency, locale: string): string {
  return formatConverted(convert(amountInDefault, currency), currency, locale);
}

/** The functions above, bound to one currency and locale (what `useMoney()` gives components). */
export interface MoneyFormatter {
  currency: MoneyCurrency;
  locale: string;
  format(amountInDefault: number): string;
  convert(amountInDefault: number): Converted;
  convertLine(unitAmountInDefault: number, quantity: number): Converted;
  formatConverted(value: Converted): string;
  /** A total shown with its parts: the sum of the parts as converted. */
  formatTotal(parts: readonly Converted[]): string;
}

export function createMoneyFormatter(currency: MoneyCurrency, locale: string): MoneyFormatter {
  return {
    currency,
    locale,
    format: (amountInDefault) => formatMoney(amountInDefault, currency, locale),
    convert: (amountInDefault) => convert(amountInDefault, currency),
    convertLine: (unitAmountInDefault, quantity) => convertLine(unitAmountInDefault, quantity, currency),
    formatConverted: (value) => formatConverted(value, currency, locale),
    formatTotal: (parts) => formatConverted(sumConverted(parts), currency, locale),
  };
}
