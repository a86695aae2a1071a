/**
 * The locale with Latin digits: in every locale, Arabic included, figures use them. They match the digits shoppers
 * type (phone numbers, one-time codes, quantities) and what Gulf shops commonly show, and they read the same in
 * every browser's ICU data. Grouping, separators and signs still follow the locale.
 */
export function latinDigitsLocale(locale: string): string {
  try {
    return new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
  } catch {
    return 'en-u-nu-latn';
  }
}
