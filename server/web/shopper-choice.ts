import { isLocaleTag } from '../../src/lib/locale-tag';

/**
 * The language and currency a returning shopper chose, as the storefront keeps them in cookies beside
 * localStorage (src/app/settings/preferences.ts), so the page's first paint and head are already in them.
 * The browser's Accept-Language is not used: the stored choice is what the app itself renders in.
 */
export const LOCALE_COOKIE = 'locale';
export const CURRENCY_COOKIE = 'currency';

export interface ShopperChoice {
  /** A locale code of the shape `/lang/{locale}` takes, or null when none was chosen. */
  locale: string | null;
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

export function shopperChoiceOf(cookieHeader: string | undefined): ShopperChoice {
  const locale = cookieValue(cookieHeader, LOCALE_COOKIE);
  const currency = Number(cookieValue(cookieHeader, CURRENCY_COOKIE) ?? Number.NaN);
  return {
    locale: locale && isLocaleTag(locale) ? locale : null,
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
