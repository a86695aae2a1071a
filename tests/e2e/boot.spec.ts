import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The shop's name as the seeded settings give it, in the shopper's language. */
async function appName(request: APIRequestContext, locale: 'en' | 'ar'): Promise<string> {
  const response = await request.get('/api/master', {
    headers: { 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `GET /api/master answered ${response.status()}`).toBe(true);
  const body: { data: { app_name: string } } = await response.json();
  expect(body.data.app_name).not.toBe('');
  return body.data.app_name;
}

test.describe('booting the storefront', () => {
  test('shows the shop in English, left to right, when no locale is stored', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const name = await appName(request, 'en');
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(name);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations();
  });

  test('shows the shop in Arabic, right to left, when the stored locale is ar', async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const name = await appName(request, 'ar');
    await openInLocale('ar', '/');

    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(name);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations();
  });

  test('offers a retry when the settings fail to load, and shows the shop after it', async ({
    page,
    request,
    collectConsoleErrors,
    expectNoAxeViolations,
  }) => {
    // The browser logs the provoked 500 as a failed resource.
    collectConsoleErrors.allowConsoleError(/status of 500/);
    const name = await appName(request, 'en');
    // The page carries the settings its server read (and its drawing of the first screen); here that read
    // failed, so the page comes without them and the storefront asks the API, which fails too.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')
          .replace(/<div id="first-screen"[\s\S]*?(?=<div id="root">)/, '');
        await route.fulfill({ response, body: html });
      },
    );
    await page.route('**/api/master', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }),
    );
    await page.goto('/');

    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toHaveCount(0);
    await expectNoAxeViolations();

    await page.unroute('**/api/master');
    await tryAgain.click();

    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(tryAgain).toHaveCount(0);
  });

  // A drawn page's code waits for the browser's locale data, which a worker loads beside it
  // (public/intl-warmup.js); the shop must start all the same when that worker fails or keeps silent.
  for (const { what, answer } of [
    { what: 'cannot be loaded', answer: 'missing' },
    { what: 'never answers', answer: 'silent' },
  ] as const) {
    test(`starts the shop when the locale data's worker ${what}`, async ({ page, request, collectConsoleErrors }) => {
      collectConsoleErrors.allowConsoleError(/status of 404/);
      const name = await appName(request, 'en');
      let asked = false;
      await page.route('**/build/intl-warmup.js', async (route) => {
        asked = true;
        // Left unanswered, the request hangs until the page closes.
        if (answer === 'missing') await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      });
      await page.goto('/');

      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      // The app's own page has taken the drawing's place.
      await expect(page.locator('#first-screen')).toHaveCount(0);
      expect(asked, 'the drawn page started the worker').toBe(true);
    });
  }
});
