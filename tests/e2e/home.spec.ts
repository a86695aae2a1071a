import type { APIRequestContext, Page } from '@playwright/test';
import type { Answer } from '../../src/api/types';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { doubleTextSize, TEXT_200_SCREEN, ZOOMED_400 } from './support/reflow';
import { seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

type Home = Answer<'getHome'>['data'];

/** Page 1 of /home as the storefront asks for it (10 "Just for you" products). */
async function seededHome(request: APIRequestContext): Promise<Home> {
  const response = await request.get('/api/home?page=1&per_page=10', {
    headers: { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Home }).data;
}

async function openHome(page: Page, locale: Locale = 'en') {
  await waitForShell(page, locale);
  await expect(page.getByRole('region', { name: translated(locale, 'Just for you') })).toBeVisible();
}

test.describe('the home page', () => {
  test("a visitor's first screen waits for no API call: the settings and the sections come with the page", async ({
    page,
    request,
  }) => {
    const home = await seededHome(request);
    const reads: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === '/api/master' || pathname === '/api/home') reads.push(pathname);
    });
    await page.goto('/');
    await openHome(page);
    const offers = page.getByRole('region', { name: 'Offers' });
    await expect(offers.getByRole('link', { name: home.banners[0]?.title ?? '' })).toBeVisible();
    expect(reads).toEqual([]);

    // The server's drawing of the offers has given way to the app.
    await expect(page.locator('#first-screen')).toHaveCount(0);

    // "Load more" and every later read go to the API.
    const more = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/home');
    await page.getByRole('button', { name: 'Load more' }).click();
    await more;
  });

  test('shows the offers before the app has run, drawn by the server where the app puts them', async ({
    browser,
    request,
  }) => {
    const [home, settings] = await Promise.all([seededHome(request), seededSettings(request)]);
    const [first] = home.banners;
    expect(first, 'the seed has banners').toBeDefined();
    const boxes: Record<string, unknown> = {};
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto('/');
      // With the app, its own offers once the drawing has given way: the drawing has a region of the same name.
      if (javaScriptEnabled) await expect(page.locator('#first-screen')).toHaveCount(0);
      // Without the app: the server's drawing, inert until the app takes its place.
      const offers = javaScriptEnabled ? page.getByRole('region', { name: 'Offers' }) : page.locator('#first-screen');
      const words = offers.getByText(first?.title ?? '', { exact: true });
      const picture = offers.locator('img').first();
      await expect(words).toBeVisible();
      await expect(picture).toBeVisible();
      if (!javaScriptEnabled) await expect(page.locator('#first-screen')).toContainText(settings.app_name);
      boxes[String(javaScriptEnabled)] = { words: await words.boundingBox(), picture: await picture.boundingBox() };
      await context.close();
    }
    // The app's offer, words and picture, is where the drawing had it: nothing jumps when one replaces the other.
    expect(boxes.true).toEqual(boxes.false);
  });

  test('shows the seeded sections, each under its heading with a link to its full list', async ({ page, request }) => {
    const [home, settings] = await Promise.all([seededHome(request), seededSettings(request)]);
    await page.goto('/');
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1, name: settings.app_name, exact: true })).toBeVisible();

    const offers = page.getByRole('region', { name: 'Offers' });
    const [firstBanner] = home.banners;
    expect(firstBanner, 'the seed has banners').toBeDefined();
    // The offer's words are text over its picture: they name the link, and the picture says nothing.
    const lcp = offers.getByRole('link', { name: firstBanner?.title ?? '' }).locator('img');
    await expect(lcp).toHaveAttribute('alt', '');
    await expect(lcp).toHaveAttribute('fetchpriority', 'high');
    await expect(lcp).toHaveAttribute('loading', 'eager');

    const sale = home.running_flash_sale;
    expect(sale, 'the seed has a running flash sale').not.toBeNull();
    const flash = page.getByRole('region', { name: 'Flash Sale' });
    await expect(flash.getByRole('heading', { level: 3, name: sale?.name })).toBeVisible();
    await expect(flash.getByRole('timer', { name: 'Ends in' })).toContainText(/\d\d seconds?/);
    await expect(flash.getByRole('link', { name: 'View the sale' })).toHaveAttribute('href', `/flash-sale/${sale?.id}`);

    const categories = page.getByRole('region', { name: 'Categories' });
    for (const category of home.categories) {
      await expect(categories.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/categories/${category.slug || category.id}`,
      );
    }
    await expect(categories.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories');

    const shops = page.getByRole('region', { name: 'Shops' });
    for (const shop of home.shops) {
      await expect(shops.getByRole('link', { name: shop.name, exact: true })).toHaveAttribute(
        'href',
        `/shops/${shop.id}`,
      );
    }

    const popular = page.getByRole('region', { name: 'Most Popular' });
    await expect(popular.getByRole('article')).toHaveCount(home.popular_products.length);
    await expect(popular.getByRole('link', { name: 'All popular products' })).toHaveAttribute('href', '/most-popular');

    const forYou = page.getByRole('region', { name: 'Just for you' });
    await expect(forYou.getByRole('article')).toHaveCount(home.just_for_you.products.length);
    const firstForYou = home.just_for_you.products[0];
    await expect(forYou.getByRole('link', { name: firstForYou?.name, exact: true })).toHaveAttribute(
      'href',
      `/products/${firstForYou?.id}/details`,
    );
  });

  test('Load more appends the next products, says how many came and keeps focus on the button', async ({
    page,
    request,
  }) => {
    const home = await seededHome(request);
    expect(home.just_for_you.total, 'the seed has more than two pages of products').toBeGreaterThan(20);
    await page.goto('/');
    await openHome(page);

    const forYou = page.getByRole('region', { name: 'Just for you' });
    const more = forYou.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(forYou.getByRole('article')).toHaveCount(20);
    await expect(forYou.getByRole('status')).toHaveText(
      `10 more products loaded, 20 of ${home.just_for_you.total} shown`,
    );
    await expect(more).toBeFocused();
    // The first ten are still there, in their order; the new ones follow.
    await expect(forYou.getByRole('article').first()).toContainText(home.just_for_you.products[0]?.name ?? '');
  });

  test('draws what is below the first screen only as it comes near: the footer at first is skipped, then shown', async ({
    page,
  }) => {
    await page.goto('/');
    await openHome(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    await expect(footerLink).toBeAttached();
    // checkVisibility with contentVisibilityAuto says whether the browser skipped drawing the element.
    const isDrawn = () => footerLink.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await isDrawn()).toBe(false);
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(isDrawn).toBe(true);
    await expect(footerLink).toBeInViewport();
  });

  for (const mode of [
    { name: 'at 400 % zoom', viewport: ZOOMED_400, largeText: false },
    { name: 'with text at 200 %', viewport: TEXT_200_SCREEN, largeText: true },
    { name: 'with text at 200 % on a phone', viewport: { width: 360, height: 740 }, largeText: true },
  ]) {
    test(`keeps every offer's words whole on its picture ${mode.name}`, async ({ page, request }) => {
      const home = await seededHome(request);
      await page.setViewportSize(mode.viewport);
      if (mode.largeText) await doubleTextSize(page);
      await page.goto('/');
      await openHome(page);
      const offers = page.getByRole('region', { name: 'Offers' });
      for (const tile of [...home.banners, ...home.ads]) {
        if (!tile.title) continue;
        const link = offers.getByRole('link', { name: tile.title, exact: true });
        const words = link.getByText(tile.title, { exact: true });
        const [linkBox, wordsBox] = await Promise.all([link.boundingBox(), words.boundingBox()]);
        expect(linkBox && wordsBox, tile.title).toBeTruthy();
        if (!linkBox || !wordsBox) continue;
        // The words lie inside the tile, which grows for them rather than cut them off.
        expect(wordsBox.y + wordsBox.height).toBeLessThanOrEqual(linkBox.y + linkBox.height + 1);
        expect(wordsBox.y).toBeGreaterThanOrEqual(linkBox.y - 1);
        expect(wordsBox.x).toBeGreaterThanOrEqual(linkBox.x - 1);
        expect(wordsBox.x + wordsBox.width).toBeLessThanOrEqual(linkBox.x + linkBox.width + 1);
      }
      // And the offers fit the screen's width (the header's own reflow is zoom-sweep.spec.ts's to check).
      const section = await offers.boundingBox();
      expect((section?.x ?? 0) + (section?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(mode.viewport.width);
    });
  }

  test('passes axe', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/');
    await openHome(page);
    await expectNoAxeViolations();
  });

  test('passes axe in Arabic', async ({ page, openInLocale, expectNoAxeViolations }) => {
    await openInLocale('ar', '/');
    await openHome(page, 'ar');
    await expectNoAxeViolations();
  });
});
