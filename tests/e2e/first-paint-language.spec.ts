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

test("the first paint is in the shop's colours and words, before any script runs", async ({ browser }) => {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  await withoutScript.addCookies([{ name: 'locale', value: 'ar', url: test.info().project.use.baseURL ?? '' }]);
  const page = await withoutScript.newPage();
  await page.goto('/products/1/details');
  const drawing = page.locator('#first-screen');
  // The shop's own palette (its /master theme colours), not the storefront's default.
  const shade700 = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary-700').trim(),
  );
  const settings = (await (await page.request.get('/api/master')).json()) as {
    data: { theme_colors: Record<string, string> };
  };
  expect(shade700).toBe(settings.data.theme_colors['700']);
  // The storefront's own words in the shopper's language, drawn by its components on the server.
  await expect(drawing.locator('dt').getByText('البائع:')).toBeVisible();
  await withoutScript.close();
});
