/**
 * The shopper's choices kept in localStorage: `locale` (the key of docs/requirements.md §9) and `currency`. The requirements only
 * says choosing a currency "sets the selected currency"; keeping its id under `currency` as well means a
 * reload keeps the choice, as it keeps the language. Each is also kept in a cookie of the same name, so the server
 * sends the page already in the shopper's language and direction (server/web/shopper-choice.ts).
 */

import { isLocaleTag } from '../../../common/locale-tag';

const LOCALE_KEY = 'locale';
const CURRENCY_KEY = 'currency';
const ADDRESS_LOCALE_PARAM = 'lang';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // Storage can be blocked (private modes); the defaults still work.
  }
}

/** A year: the choice outlives the session, as localStorage does. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The choice as a cookie the server reads on the next page's request; the app itself writes it, so not HttpOnly. */
function writeCookie(key: string, value: string): void {
  try {
    if (globalThis.document) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers the shop serves.
      document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
    }
  } catch {
    // Blocked cookies: the server sends the default language's page, and the app turns it into the chosen one.
  }
}

function write(key: string, value: string): void {
  writeCookie(key, value);
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Blocked storage: the choice lasts until the next reload.
  }
}

/** The stored choices, read at start, told to the server too: a shopper who chose before the cookies still has them. */
export function shareStoredChoices(): void {
  const locale = readStoredLocale();
  if (locale) writeCookie(LOCALE_KEY, locale);
  const currencyId = readStoredCurrencyId();
  if (currencyId !== null) writeCookie(CURRENCY_KEY, String(currencyId));
}

/**
 * A language the address names (`?lang=ar`: each language's version of a page has its own address, which the
 * server gives as the page's alternates, server/web/shopper-choice.ts) becomes the shopper's choice, so a link
 * shared or found in one language opens in it, and the pages after it too.
 */
export function adoptAddressLocale(): void {
  const named = new URLSearchParams(globalThis.location?.search ?? '').get(ADDRESS_LOCALE_PARAM);
  if (named && isLocaleTag(named) && named !== read(LOCALE_KEY)) write(LOCALE_KEY, named);
}

/** The stored locale, or null when there is none (or it is not a locale code). */
export function readStoredLocale(): string | null {
  const locale = read(LOCALE_KEY);
  // Only the shape /lang/{locale} accepts; anything else in storage is ignored.
  return locale && isLocaleTag(locale) ? locale : null;
}

export function saveStoredLocale(locale: string): void {
  write(LOCALE_KEY, locale);
}

/** The stored currency id, or null. */
export function readStoredCurrencyId(): number | null {
  const stored = read(CURRENCY_KEY);
  const id = stored ? Number(stored) : Number.NaN;
  return Number.isInteger(id) ? id : null;
}

export function saveStoredCurrencyId(currencyId: number): void {
  write(CURRENCY_KEY, String(currencyId));
}

/** Whether a write survives: a locale switch by reload must not run where nothing can be stored. */
export function canPersistChoices(): boolean {
  try {
    const probe = '__storefront_probe__';
    globalThis.localStorage.setItem(probe, probe);
    globalThis.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
