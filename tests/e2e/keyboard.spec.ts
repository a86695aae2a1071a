import type { Locator, Page } from '@playwright/test';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

interface Stop {
  label: string;
  target: Locator;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's controls in the order a sighted shopper reads them (docs/requirements.md §2), from the top. */
function headerStops(page: Page, locale: Locale, appName: string, menus: string[]): Stop[] {
  const t = (english: string) => translated(locale, english);
  const startsWith = (english: string) => new RegExp(`^${escapeRegExp(t(english))}`);
  const banner = page.getByRole('banner');
  const siteMenu = banner.getByRole('navigation', { name: t('Site menu') });
  return [
    { label: 'Become a Seller', target: banner.getByRole('link', { name: t('Become a Seller') }) },
    { label: 'the hotline', target: banner.getByRole('link', { name: startsWith('Hotline:') }) },
    { label: 'Currency', target: banner.getByRole('button', { name: t('Currency') }) },
    { label: 'Language', target: banner.getByRole('button', { name: t('Language') }) },
    { label: 'the logo', target: banner.getByRole('link', { name: appName, exact: true }) },
    { label: 'the search box', target: banner.getByRole('combobox', { name: t('Search products') }) },
    { label: 'Search', target: banner.getByRole('button', { name: t('Search'), exact: true }) },
    { label: 'Wishlist', target: banner.getByRole('button', { name: startsWith('Wishlist') }) },
    { label: 'Cart', target: banner.getByRole('button', { name: startsWith('Cart') }) },
    { label: 'Login', target: banner.getByRole('button', { name: t('Login'), exact: true }) },
    { label: 'Categories', target: banner.getByRole('button', { name: t('Categories'), exact: true }) },
    // The menu's names are the server's data, shown as given.
    ...menus.map((name) => ({
      label: name,
      target: siteMenu.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) }),
    })),
    { label: 'Download our app', target: banner.getByRole('button', { name: t('Download our app') }) },
  ];
}

/** A focus indicator: an outline (not `none`, wider than 0) or a box shadow. */
async function expectVisibleFocus(target: Locator, label: string): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== 'none' && Number.parseFloat(computed.outlineWidth) > 0,
      shadow: computed.boxShadow !== 'none',
    };
  });
  expect(style.outline || style.shadow, `${label} shows that it has the focus`).toBe(true);
}

interface FocusedBox {
  name: string;
  inFooter: boolean;
  underHeader: boolean;
}

/** Where the focused element is, and whether any part of it lies under the sticky header. */
function focusedBox(page: Page): Promise<FocusedBox | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const header = document.querySelector('header');
    if (!element || element === document.body || !header) return null;
    const box = element.getBoundingClientRect();
    const bar = header.getBoundingClientRect();
    const overlaps = box.top < bar.bottom && bar.top < box.bottom && box.left < bar.right && bar.left < box.right;
    return {
      name:
        element.getAttribute('aria-label') ||
        [element.querySelector('img')?.alt, element.textContent?.trim()].filter(Boolean).join(' ') ||
        element.tagName,
      inFooter: element.closest('footer') !== null,
      underHeader: !header.contains(element) && overlaps,
    };
  });
}

/** Presses `key` until focus has been through the footer and left it; returns what was focused there. */
/**
 * Puts focus on the last control before the footer, as a keyboard user arrives there after the page's own
 * content (which, on the home page, is many products long).
 */
async function focusJustBeforeFooter(page: Page): Promise<void> {
  // The page's sections arrive after the shell; they must be in place before the last control is chosen.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const footer = document.querySelector('footer');
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
      (element) =>
        !footer?.contains(element) &&
        !element.closest('header') &&
        element.getClientRects().length > 0 &&
        Boolean(footer && element.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    controls.at(-1)?.focus();
  });
}

async function walkThroughFooter(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<FocusedBox[]> {
  const visited: FocusedBox[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press(key);
    const focused = await focusedBox(page);
    if (focused?.inFooter) visited.push(focused);
    else if (visited.length > 0) break;
  }
  return visited;
}

test.describe('the keyboard', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`in ${locale}, Tab goes from Skip to content through the header in reading order, focus always visible`, async ({
      page,
      request,
      openInLocale,
    }) => {
      const settings = await seededSettings(request, locale);
      await openInLocale(locale, '/');
      await waitForShell(page, locale);
      const skipLink = page.getByRole('link', { name: translated(locale, 'Skip to content') });
      const stops = headerStops(
        page,
        locale,
        settings.app_name,
        settings.menus.map((item) => item.name),
      );

      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
      await expectVisibleFocus(skipLink, 'Skip to content');

      let previous: { x: number; y: number; width: number; height: number } | null = null;
      for (const { label, target } of stops) {
        await page.keyboard.press('Tab');
        await expect(target, `Tab reaches ${label}`).toBeFocused();
        await expectVisibleFocus(target, label);
        // Reading order: further along the same row (right in English, left in Arabic), or a row lower.
        const box = await target.boundingBox();
        if (!box) throw new Error(`${label} has no box`);
        if (previous) {
          const rowShift = box.y + box.height / 2 - (previous.y + previous.height / 2);
          const along = locale === 'ar' ? previous.x - box.x : box.x - previous.x;
          expect(rowShift > 8 || (Math.abs(rowShift) <= 8 && along > 0), `${label} comes after the stop before`).toBe(
            true,
          );
        }
        previous = box;
      }
    });
  }

  test('Enter on Skip to content moves focus to the main content, past the header', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement))).toBe(false);
  });

  test.describe('on a 375 × 667 screen, under the sticky header (WCAG 2.4.11)', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('after Skip to content, the page heading is not hidden under the header', async ({ page }) => {
      await page.goto('/');
      await waitForShell(page);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const header = await page.getByRole('banner').boundingBox();
      if (!heading || !header) throw new Error('the heading and the header are on the page');
      expect(heading.y, 'the heading starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
    });

    test('no footer control Tab reaches is hidden under the header', async ({ page }) => {
      await page.goto('/');
      await waitForShell(page);
      await focusJustBeforeFooter(page);

      const visited = await walkThroughFooter(page, 'Tab');
      expect(visited.length, 'Tab reaches the footer').toBeGreaterThan(2);
      expect(visited.filter((focused) => focused.underHeader).map((focused) => focused.name)).toEqual([]);
    });

    test('no footer control Shift+Tab reaches, coming back up, is hidden under the header', async ({ page }) => {
      await page.goto('/');
      await waitForShell(page);
      await focusJustBeforeFooter(page);
      await walkThroughFooter(page, 'Tab');

      const visited = await walkThroughFooter(page, 'Shift+Tab');
      expect(visited.length, 'Shift+Tab goes back through the footer').toBeGreaterThan(2);
      expect(visited.filter((focused) => focused.underHeader).map((focused) => focused.name)).toEqual([]);
    });
  });
});
