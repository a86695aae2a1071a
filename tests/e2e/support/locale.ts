import type { BrowserContext, Page } from '@playwright/test';

/** The locales the storefront ships catalogs for. */
export type Locale = 'en' | 'ar';

/**
 * Makes every page of the context start with `localStorage.locale` set, the way a returning shopper's
 * browser does. Only an absent value is written, so a locale the app itself stores later (a switcher, a
 * reload) is kept. Call it before the context's first navigation.
 */
export async function storeLocale(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addInitScript((value) => {
    try {
      if (localStorage.getItem('locale') === null) localStorage.setItem('locale', value);
    } catch {
      // about:blank and opaque origins have no storage; the app's own pages do.
    }
  }, locale);
}

/** Opens `path` with the given locale stored, as a shopper who chose it before. */
export async function openInLocale(page: Page, locale: Locale, path = '/'): Promise<void> {
  await storeLocale(page.context(), locale);
  await page.goto(path);
}
