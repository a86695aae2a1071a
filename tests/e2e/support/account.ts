import { expect, type Page } from '@playwright/test';
import { translated } from './catalog';
import { expectVisibleFocus, tabTo } from './keyboard';
import type { Locale } from './locale';

/** The account side menu, named in the page's language. */
export const sideMenu = (page: Page, locale: Locale = 'en') =>
  page.getByRole('navigation', { name: translated(locale, 'Account') });

/** Moves to an entry of the account side menu with the keyboard and opens it with Enter. */
export async function openFromSideMenu(
  page: Page,
  entry: string,
  path: string,
  locale: Locale = 'en',
  backwards = false,
) {
  const link = sideMenu(page, locale).getByRole('link', { name: translated(locale, entry), exact: true });
  await tabTo(page, link, { max: 40, backwards });
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
