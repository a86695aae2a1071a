import type { Page } from '@playwright/test';
import { DEMO_ADDRESSES, DEMO_ORDERS, DEMO_RETURN, DEMO_TICKETS } from '../../server/db/seed/facts';
import { appRoutes } from './support/app-routes';
import { signInAsDemo } from './support/auth';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import {
  clippedTexts,
  doubleTextSize,
  focusCovered,
  sidewaysScroll,
  TEXT_200_SCREEN,
  textOutsideMain,
  wordsBrokenIn,
  ZOOMED_400,
} from './support/reflow';
import { seededRouteParams } from './support/seed';
import { waitForShell } from './support/shell';

/** The demo customer's own ids for the account routes' parameters. */
const ACCOUNT_PARAMS: Record<string, Record<string, string>> = {
  '/order-history/:id': { id: String(DEMO_ORDERS.deliveredOutOfWindow.id) },
  '/return-product/:id': { id: String(DEMO_ORDERS.deliveredInWindow.id) },
  '/returned-order-history/:id': { id: String(DEMO_RETURN.id) },
  '/manage-address/:id/edit': { id: String(DEMO_ADDRESSES.office) },
  '/support-ticket/:ticketNumber': { ticketNumber: DEMO_TICKETS.completed.number },
};

/** Tab stops checked on each page from the start of its main content: enough for a form's fields. */
const MAIN_STOPS = 12;

/** The small-screen header's search button. */
const openSearch: Record<Locale, string> = { en: 'Open search', ar: 'فتح البحث' };

const MODES = [
  { name: 'at 400 % zoom (320 × 256)', viewport: ZOOMED_400, largeText: false },
  { name: 'with text at 200 % (1280 × 900)', viewport: TEXT_200_SCREEN, largeText: true },
] as const;

function addressOf(pattern: string, params: Record<string, Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[pattern]?.[name];
    if (!value) throw new Error(`no sample value for ${name} of ${pattern}: add one to the sweep`);
    return value;
  });
}

/** Opens a route from inside the app and waits for its heading and for its content to have arrived. */
async function openRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.scrollTo(0, 0);
    window.history.pushState(null, '', target);
  }, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Presses Tab `stops` times (or until focus leaves `within`) and notes each stop that something fixed hides. */
async function tabAndCheck(page: Page, stops: number, within: string): Promise<string[]> {
  const problems: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, within);
    if (!inside) break;
    // What the shopper sees once the page has drawn the move: the header's pinning and the scroll it sets
    // (src/ui/layout/use-header-pinned.ts) follow the focus within a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const covered = await focusCovered(page);
    if (covered) problems.push(covered);
  }
  return problems;
}

/** What a keyboard user meets on the page: the main content's first stops, then the footer's end and what follows. */
async function focusProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => document.querySelector<HTMLElement>('main')?.focus());
  const inMain = await tabAndCheck(page, MAIN_STOPS, 'main');
  // The last of the footer, then on to what is fixed on the page (the cart's side tab).
  const atEnd = await page.evaluate(() => {
    const footer = [...document.querySelectorAll<HTMLElement>('footer a[href], footer button')].at(-1);
    footer?.focus();
    return footer !== undefined;
  });
  const pastFooter = atEnd ? await tabAndCheck(page, 1, 'body') : [];
  return [...inMain, ...pastFooter];
}

for (const mode of MODES) {
  for (const locale of ['en', 'ar'] as Locale[]) {
    test(`every route ${mode.name} in ${locale}: no sideways scroll, no clipped text, no focus under a fixed part`, async ({
      page,
      request,
      openInLocale,
    }) => {
      // Forty routes, each with a walk of the keyboard.
      test.setTimeout(240_000);
      const params = { ...(await seededRouteParams(request)), ...ACCOUNT_PARAMS };
      await signInAsDemo(page);
      await page.evaluate(() => localStorage.removeItem('locale'));
      await page.setViewportSize(mode.viewport);
      if (mode.largeText) await doubleTextSize(page);
      await openInLocale(locale, '/');
      await waitForShell(page, locale);

      if (mode.largeText) {
        // The enlarged desktop header would squeeze the search box to nothing: it takes its small-screen layout.
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: openSearch[locale] })).toBeVisible();
        await expect(banner.getByRole('search')).toBeHidden();
        expect(await wordsBrokenIn(page, 'header'), 'header words broken mid-word').toEqual([]);
      }

      // The header is the same on every route: its stops are walked once, from the top of the first page.
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      const inHeader = await tabAndCheck(page, 40, 'header, a[href="#content"]');
      expect(inHeader, 'header controls hidden when focused').toEqual([]);

      const found: string[] = [];
      for (const route of appRoutes()) {
        const path = addressOf(route.pattern, params);
        await test.step(path, async () => {
          await openRoute(page, path);
          const sideways = await sidewaysScroll(page);
          const problems = [
            ...(sideways > 0 ? [`the page scrolls ${sideways} px sideways`] : []),
            ...(await clippedTexts(page)),
            ...(await textOutsideMain(page)),
            ...(await focusProblems(page)),
          ];
          found.push(...problems.map((problem) => `${path}: ${problem}`));
        });
      }
      expect(found).toEqual([]);
    });
  }
}
