import type { Page } from '@playwright/test';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { type Category, type MasterSettings, seededCategories, seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

/** Texts the app writes itself (never data from the server): none may be left in English on an Arabic page. */
const ENGLISH_APP_TEXTS = [
  'Skip to content',
  'Search products',
  'Search',
  'Open search',
  'Categories',
  'Currency',
  'Language',
  'Become a Seller',
  'Hotline',
  'Download our app',
  'Wishlist',
  'Cart',
  'items',
  'Menu',
  'Site menu',
  'Close',
  'Notifications',
  'opens in a new tab',
  'Scan to download the app',
  'Get it on Google Play',
  'Download on the App Store',
];

type Region = 'header' | 'footer' | 'other';

interface PageText {
  region: Region;
  text: string;
}

/** Every text node and every naming attribute on the page, visible or not, with the region it sits in. */
function collectPageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const texts: PageText[] = [];
    const regionOf = (element: Element): Region =>
      element.closest('header') ? 'header' : element.closest('footer') ? 'footer' : 'other';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
          const value = node.getAttribute(name)?.trim();
          if (value) texts.push({ region: regionOf(node), text: value });
        }
        continue;
      }
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (parent && text && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) {
        texts.push({ region: regionOf(parent), text });
      }
    }
    return texts;
  });
}

/**
 * The server's own data per region: menus, categories and the pickers' entries in the header and the
 * dialogs; the columns and social links in the footer. (The footer's "Become a Seller" entry is data; the
 * top bar's is the app's, so each region drops only its own.)
 */
function serverTexts(settings: MasterSettings, categories: Category[]): Record<Region, Set<string>> {
  const everywhere = [settings.app_name, ...settings.languages.map((language) => language.title)];
  const header = new Set([
    ...everywhere,
    ...settings.menus.map((item) => item.name),
    ...settings.currencies.map((currency) => `${currency.name} (${currency.symbol})`),
    ...categories.flatMap((category) => [category.name, ...category.sub_categories.map((sub) => sub.name)]),
  ]);
  const footer = new Set([
    ...everywhere,
    settings.web_footer_text ?? '',
    ...settings.footers.flatMap((column) => [column.title, ...column.items.map((item) => item.title ?? '')]),
    ...settings.social_links.map((link) => link.name),
  ]);
  return { header, footer, other: header };
}

async function expectNoEnglishAppText(page: Page, settings: MasterSettings, categories: Category[]): Promise<void> {
  const server = serverTexts(settings, categories);
  const appTexts = (await collectPageTexts(page)).filter(({ region, text }) => !server[region].has(text));
  const leftovers = appTexts.filter(({ text }) =>
    ENGLISH_APP_TEXTS.some((english) => new RegExp(`\\b${english}\\b`).test(text)),
  );
  expect(leftovers, 'English app texts on the Arabic page').toEqual([]);
}

test.describe('the page language', () => {
  test('choosing Arabic reloads the page in Arabic, the choice lasts, and English brings it back', async ({
    page,
    request,
  }) => {
    const { languages, app_name: appName } = await seededSettings(request);
    const arabic = languages.find((language) => language.name === 'ar');
    const english = languages.find((language) => language.name === 'en');
    if (!arabic || !english) throw new Error('the seed offers English and Arabic');
    const html = page.locator('html');
    const banner = page.getByRole('banner');

    await page.goto('/shops');
    await waitForShell(page);
    // A mark on this document: gone after a reload.
    await page.evaluate(() => Object.assign(window, { e2eBeforeSwitch: true }));
    await banner.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: arabic.title }).click();

    const expectArabic = async () => {
      await expect(html).toHaveAttribute('lang', 'ar');
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(banner.getByRole('combobox', { name: 'ابحث عن المنتجات' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'الفئات', exact: true })).toHaveText('الفئات');
      await expect(page).toHaveURL('/shops');
      await expect(page).toHaveTitle(`${translated('ar', 'Shops')} - ${appName}`);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
    };
    await expectArabic();
    expect(await page.evaluate(() => 'e2eBeforeSwitch' in window), 'the page was reloaded').toBe(false);

    await page.reload();
    await expectArabic();

    await banner.getByRole('button', { name: translated('ar', 'Language') }).click();
    await page.getByRole('option', { name: english.title }).click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(banner.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Categories', exact: true })).toHaveText('Categories');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  });

  test('no English text of the app is left on the Arabic page, nor in the open categories menu', async ({
    page,
    request,
    openInLocale,
  }) => {
    const settings = await seededSettings(request, 'ar');
    const categories = await seededCategories(request, 'ar');
    await openInLocale('ar', '/');
    await waitForShell(page, 'ar');
    await expectNoEnglishAppText(page, settings, categories);

    await page.getByRole('button', { name: 'الفئات', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(1);
    // The flyout opens towards the inline end, which is the left in Arabic.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('menu')).toHaveCount(2);
    await expectNoEnglishAppText(page, settings, categories);
  });

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('no English text of the app is left in the Arabic side menu and search dialog', async ({
      page,
      request,
      openInLocale,
    }) => {
      const settings = await seededSettings(request, 'ar');
      const categories = await seededCategories(request, 'ar');
      await openInLocale('ar', '/');
      await waitForShell(page, 'ar');

      const menu = translated('ar', 'Menu');
      await page.getByRole('button', { name: menu, exact: true }).click();
      await expect(page.getByRole('dialog', { name: menu })).toBeVisible();
      await expectNoEnglishAppText(page, settings, categories);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: translated('ar', 'Open search') }).click();
      await expect(page.getByRole('dialog', { name: translated('ar', 'Search') })).toBeVisible();
      await expectNoEnglishAppText(page, settings, categories);
    });
  });
});
