import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { DEFAULT_LOCALE } from '../../common/default-locale';
import { adoptAddressLocale, readStoredLocale } from './settings/preferences';

type CatalogModule = Promise<{ messages: Messages }>;

/** The catalogs the app ships; a locale only the server translates starts from English, the source. */
function loadBundledCatalog(locale: string): CatalogModule {
  return locale === 'ar' ? import('../../locales/ar.po') : import('../../locales/en.po');
}

/** The bundled messages per activated locale, so server strings can be merged over them. */
const bundledMessages = new Map<string, Messages>();

/** The locale to render in: the stored one (docs/requirements.md §9: `localStorage.locale`), or `en`. */
export function storedLocale(): string {
  adoptAddressLocale();
  return readStoredLocale() ?? DEFAULT_LOCALE;
}

/** Loads the bundled catalog of a locale and activates it; called before the first render. */
export async function activateLocale(locale: string): Promise<void> {
  const { messages } = await loadBundledCatalog(locale);
  bundledMessages.set(locale, messages);
  // A copy: merging server strings later must not change the imported module's catalog.
  i18n.loadAndActivate({ locale, messages: { ...messages } });
  document.documentElement.lang = locale;
}

/** Two compiled messages are the same text (a compiled message is a string or a list of parts). */
const sameMessage = (a: Messages[string] | undefined, b: Messages[string]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Server strings (already keyed and compiled) win over the bundled ones; the UI re-renders in place. Only the
 * bundle's messages are asked for (the i18n check keeps it complete), so only they can change a text: when the
 * server says nothing new about them, nothing re-renders. A whole page's re-render while the page is starting
 * is a long task on a slow phone.
 */
export function mergeServerMessages(locale: string, serverMessages: Messages): void {
  const bundled = bundledMessages.get(locale) ?? {};
  const changed = Object.entries(serverMessages).filter(
    ([id, message]) => Object.hasOwn(bundled, id) && !sameMessage(bundled[id], message),
  );
  if (changed.length === 0) return;
  // Every translated text re-renders: as a transition, in slices the browser can interrupt.
  startTransition(() => i18n.load(locale, { ...bundled, ...Object.fromEntries(changed) }));
}

/** docs/requirements.md §7: a failed `/lang/{locale}` is only logged; the bundled catalog keeps working. */
export function warnServerMessagesFailed(locale: string, error: unknown): void {
  console.warn(`Server translations for "${locale}" could not be loaded; the bundled catalog is used.`, error);
}

export { i18n };
