import { DEFAULT_LOCALE } from '../../../common/default-locale';

/**
 * The server strings that would change what the shopper reads. In English, the language the app is written in,
 * a string the server gives as its own source text says what the bundled catalog already says: with nothing
 * else, the compiler's code (a parser and a hash) need not be loaded at all.
 */
export function changedServerStrings(locale: string, strings: Record<string, string>): Record<string, string> {
  if (locale !== DEFAULT_LOCALE) return strings;
  return Object.fromEntries(Object.entries(strings).filter(([source, translation]) => translation !== source));
}
