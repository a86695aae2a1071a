import type { Page } from '@playwright/test';
import { appRoutes } from './support/app-routes';
import { expectNoAxeViolations } from './support/axe';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { seededRouteParams, seededSettings } from './support/seed';
import { navigateInApp, waitForShell } from './support/shell';

const routes = appRoutes();
const publicRoutes = routes.filter((route) => route.layout !== 'account');
const accountRoutes = routes.filter((route) => route.layout === 'account');

/**
 * Pages about one thing (a product, a shop, a post, a page the shop wrote) head it with that thing's name;
 * every other page's heading is its route title.
 */
const SERVER_TITLED = ['/terms-and-conditions', '/privacy-policy', '/return-policy', '/about-us'];
const headedByItsData = (pattern: string) => pattern.includes(':') || SERVER_TITLED.includes(pattern);

/** The route's address with seeded values in its parameters. */
function addressOf(pattern: string, params: Record<string, Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => params[pattern]?.[name] ?? '1');
}

async function expectHeading(page: Page, pattern: string, name: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  if (headedByItsData(pattern)) await expect(heading).toHaveText(/\S/);
  else await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** The document title: the thing's name on a page about one thing, else the route title; then the app name. */
async function expectDocumentTitle(page: Page, pattern: string, routeTitle: string | null, appName: string) {
  if (headedByItsData(pattern)) {
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect(page).toHaveTitle(`${name} - ${appName}`);
  } else {
    await expect(page).toHaveTitle(routeTitle ? `${routeTitle} - ${appName}` : appName);
  }
}

/** The page sits in the default or blog layout: the site header, the content and the site footer. */
async function expectSiteFrame(page: Page, locale: Locale): Promise<void> {
  await waitForShell(page, locale);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('the routes of docs/requirements.md §2', () => {
  test('every public route opened by its address shows its title, or the name of what it is about, as the heading and the document title', async ({
    page,
    request,
  }) => {
    // Twenty-odd pages, each opened by its address: a whole start each.
    test.setTimeout(90_000);
    const appName = (await seededSettings(request)).app_name;
    const params = await seededRouteParams(request);
    for (const route of publicRoutes) {
      await test.step(route.pattern, async () => {
        await page.goto(addressOf(route.pattern, params));
        await expectHeading(page, route.pattern, route.title ?? appName);
        await expectDocumentTitle(page, route.pattern, route.title, appName);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`in ${locale}, every public route reached in the app has its translated title, the site frame and no axe violations`, async ({
      page,
      request,
      openInLocale,
    }) => {
      // Twenty-odd routes, each with a full axe run.
      test.setTimeout(90_000);
      const appName = (await seededSettings(request, locale)).app_name;
      const params = await seededRouteParams(request);
      await openInLocale(locale, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await waitForShell(page, locale);
      for (const route of publicRoutes) {
        await test.step(route.pattern, async () => {
          await navigateInApp(page, addressOf(route.pattern, params));
          const title = route.title ? translated(locale, route.title) : null;
          await expectHeading(page, route.pattern, title ?? appName);
          await expectDocumentTitle(page, route.pattern, title, appName);
          await expectSiteFrame(page, locale);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test('a visitor opening an account route ends on the home page', async ({ page, request }) => {
    const appName = (await seededSettings(request)).app_name;
    for (const [index, route] of accountRoutes.entries()) {
      await test.step(route.path, async () => {
        // The first by its address, as a bookmark opens it; the others from inside the app, as its links do.
        if (index === 0) await page.goto(route.path);
        else await page.evaluate((target) => window.history.pushState(null, '', target), route.path);
        await expect(page).toHaveURL('/');
        await expect(page.getByRole('heading', { level: 1, name: appName, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(appName);
      });
    }
  });

  test('an unknown path shows Page Not Found without the site header', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const appName = (await seededSettings(request)).app_name;
    await page.goto('/no-such-page/at-all');

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found - ${appName}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: appName, exact: true })).toBeVisible();
  });
});
