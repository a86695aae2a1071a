import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { storeLocale } from './support/locale';
import { waitForShell } from './support/shell';

/**
 * A returning shopper who chose Arabic gets a page that is Arabic and right to left from its first paint: the
 * storefront keeps the choice in a cookie beside localStorage, and the server writes the document in it.
 */

/** Records `lang` and `dir` as the document has them when it is parsed, before any of the app's code has run. */
async function recordDocumentLanguageAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      sessionStorage.setItem('languageAtParse', `${root.lang} ${root.dir}`);
    });
  });
}

test('a shopper who chose Arabic gets lang=ar dir=rtl from the first paint on', async ({ page }) => {
  await storeLocale(page.context(), 'ar');
  await recordDocumentLanguageAtParse(page);
  // The first visit: the app reads the stored choice and writes the cookie the server reads.
  await page.goto('/products');
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'locale'))
    .toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax', httpOnly: false });

  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.reload();
  const html = await (await navigation).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(html).toMatch(/<title>المنتجات - [^<]+<\/title>/);
  expect(await page.evaluate(() => sessionStorage.getItem('languageAtParse'))).toBe('ar rtl');
  await waitForShell(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
});

test('without a stored choice, the page is English and left to right from the first paint on', async ({ page }) => {
  await recordDocumentLanguageAtParse(page);
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.goto('/products');
  expect(await (await navigation).text()).toMatch(/<html lang="en" dir="ltr">/);
  expect(await page.evaluate(() => sessionStorage.getItem('languageAtParse'))).toBe('en ltr');
});
