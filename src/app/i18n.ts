import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '../api/middleware/base-headers';

const catalogs: Record<string, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  en: () => import('../../locales/en.po'),
  ar: () => import('../../locales/ar.po'),
};

/** The locale the shopper chose (spec: `localStorage.locale`, default `en`), if we ship a catalog for it. */
export function storedLocale(): string {
  try {
    const locale = localStorage.getItem('locale');
    if (locale && locale in catalogs) return locale;
  } catch {
    // Storage can be blocked (private mode); the default locale still works.
  }
  return DEFAULT_LOCALE;
}

export async function activateLocale(locale: string): Promise<void> {
  const load = catalogs[locale] ?? catalogs[DEFAULT_LOCALE];
  const { messages } = await (load as NonNullable<typeof load>)();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
