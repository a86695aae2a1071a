import { isLocaleTag } from '../../common/locale-tag';

/**
 * The language and currency a returning shopper chose, as the storefront keeps them in cookies beside
 * localStorage (src/app/settings/preferences.ts), so the page's first paint and head are already in them.
 * The browser's Accept-Language is not used: the stored choice is what the app itself renders in.
 */
export const LOCALE_COOKIE = 'locale';
/**
 * A language named by the address (`?lang=ar`): each language's version of a page has an address of its own, for
 * the head's alternates and for a link shared in one language. It wins over the cookie, and the storefront keeps
 * it as the shopper's choice (src/app/settings/preferences.ts).
 */
export const ADDRESS_LOCALE_PARAM = 'lang';
export const CURRENCY_COOKIE = 'currency';

export interface ShopperChoice {
  /** A locale code of the shape `/lang/{locale}` takes, or null when none was chosen. */
  locale: string | null;
  /** The address named the locale (rather than the cookie). */
  localeFromAddress: boolean;
  /** A currency id of /master's `currencies`, or null. */
  currencyId: number | null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function shopperChoiceOf(cookieHeader: string | undefined, search = ''): ShopperChoice {
  const named = new URLSearchParams(search).get(ADDRESS_LOCALE_PARAM);
  const fromAddress = named !== null && isLocaleTag(named);
  const locale = fromAddress ? named : cookieValue(cookieHeader, LOCALE_COOKIE);
  const currency = Number(cookieValue(cookieHeader, CURRENCY_COOKIE) ?? Number.NaN);
  return {
    locale: locale && isLocaleTag(locale) ? locale : null,
    localeFromAddress: fromAddress,
    currencyId: Number.isInteger(currency) ? currency : null,
  };
}

export interface PageLanguage {
  locale: string;
  direction: 'ltr' | 'rtl';
}

/** The chosen language when the shop offers it (/master `languages`), with its direction; else null. */
export function offeredLanguage(
  languages: readonly { name: string; direction: string }[] | undefined,
  locale: string,
): PageLanguage | null {
  const language = languages?.find((candidate) => candidate.name === locale);
  return language ? { locale, direction: language.direction === 'rtl' ? 'rtl' : 'ltr' } : null;
}

/** The address of a page in one language: its own address with the language named. */
export function addressInLanguage(address: string, locale: string): string {
  const url = new URL(address);
  url.searchParams.set(ADDRESS_LOCALE_PARAM, locale);
  return url.toString();
}
