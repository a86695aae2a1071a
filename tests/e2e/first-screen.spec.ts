import type { Browser, Locator, Page } from '@playwright/test';
import { newShopper, putInCart, signIn } from './support/cart';
import { expect, test } from './support/fixtures';

/**
 * A product listing and a product page are drawn by the server (src/render-first-screen.tsx): a slow phone
 * shows the products before the app has run, and the app's own page then takes the drawing's place without
 * anything on screen jumping. (The home page's drawing is checked in home.spec.) The checkout's drawing is its
 * header with the shop's logo, and nothing on it moves while the shopper's own content comes in.
 */

interface DrawnPage {
  path: string;
  /** The first card's name or the product's name, as the server drew it (no script runs). */
  drawnName: (drawing: Locator) => Locator;
  /** That name in the app's page. */
  appName: (page: Page, name: string) => Locator;
}

const PAGES: DrawnPage[] = [
  {
    path: '/products?sort=price_low_to_high',
    // The drawing is inert, out of the accessibility tree: its headings are found by their element.
    drawnName: (drawing) => drawing.locator('article h2').first(),
    appName: (page, name) => page.getByRole('main').getByRole('heading', { level: 2, name }).first(),
  },
  {
    path: '/products/2/details',
    drawnName: (drawing) => drawing.locator('h1'),
    appName: (page, name) => page.getByRole('main').getByRole('heading', { level: 1, name }),
  },
];

async function boxesOf(browser: Browser, drawn: DrawnPage) {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  const still = await withoutScript.newPage();
  await still.goto(drawn.path);
  const drawing = still.locator('#first-screen');
  await expect(drawing).toBeVisible();
  const drawnHeading = drawn.drawnName(drawing);
  const name = (await drawnHeading.innerText()).trim();
  expect(name, 'the drawing names a product').not.toBe('');
  // The drawing is inert: its links, buttons and the sort's choice take neither the focus nor a press.
  await expect(drawing).toHaveAttribute('inert', '');
  await still.keyboard.press('Tab');
  expect(await still.evaluate(() => document.getElementById('first-screen')?.contains(document.activeElement))).toBe(
    false,
  );
  const drawnBox = await drawnHeading.boundingBox();
  const drawnPicture = await drawing.locator('img').first().boundingBox();
  await withoutScript.close();

  const withScript = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const live = await withScript.newPage();
  await live.goto(drawn.path);
  const heading = drawn.appName(live, name);
  await expect(heading).toBeVisible();
  await expect(live.locator('#first-screen')).toHaveCount(0);
  const appBox = await heading.boundingBox();
  const appPicture = await live.getByRole('main').locator('img').first().boundingBox();
  await withScript.close();
  return { drawnBox, appBox, drawnPicture, appPicture };
}

test.describe('pages the server draws', () => {
  for (const drawn of PAGES) {
    test(`${drawn.path}: the products show before the app runs, where the app then puts them`, async ({ browser }) => {
      const { drawnBox, appBox, drawnPicture, appPicture } = await boxesOf(browser, drawn);
      expect(drawnBox).not.toBeNull();
      expect(appBox).toEqual(drawnBox);
      expect(appPicture).toEqual(drawnPicture);
    });
  }
});

test("/checkout: the shop's logo shows before the app runs, as large as the app's header then shows it", async ({
  browser,
}) => {
  const viewport = { width: 412, height: 823 };
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport });
  const still = await withoutScript.newPage();
  await still.goto('/checkout');
  const drawing = still.locator('#first-screen');
  await expect(drawing).toHaveAttribute('inert', '');
  const drawnLogo = drawing.getByRole('img', { name: 'Storefront Market' });
  await expect(drawnLogo).toBeVisible();
  const drawnBox = await drawnLogo.boundingBox();
  await withoutScript.close();

  const withScript = await browser.newContext({ viewport });
  const live = await withScript.newPage();
  await live.goto('/checkout');
  const appLogo = live.getByRole('banner').getByRole('img', { name: 'Storefront Market' });
  await expect(appLogo).toBeVisible();
  await expect(live.locator('#first-screen')).toHaveCount(0);
  const appBox = await appLogo.boundingBox();
  await withScript.close();
  // The largest paint stays the drawn logo: the app's is no larger.
  expect(appBox?.width).toBe(drawnBox?.width);
  expect(appBox?.height).toBe(drawnBox?.height);
});

test("/checkout: nothing on screen moves while the shopper's cart, address and figures come in", async ({
  browser,
  request,
}) => {
  const shopper = await newShopper(request);
  await putInCart(request, shopper, 7);
  await putInCart(request, shopper, 32);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, shopper, '/checkout');
  // A phone's screen, where the page's first content is shorter than the screen and the footer would show.
  await page.setViewportSize({ width: 412, height: 823 });
  // Layout shifts not caused by the shopper's own input, from the start of a fresh load of the page.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow line: the page shows before the cart does.
  await page.route('**/api/carts', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts).toEqual([]);
  await context.close();
});
