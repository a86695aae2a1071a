import { expect, type Page } from '@playwright/test';
import { translated } from './catalog';
import type { Locale } from './locale';

/**
 * Waits until the header's and footer's code (both load after the first paint) has rendered them, so a
 * check sees the whole shell rather than the placeholder that holds its place. The Categories button is
 * the last of the header's parts to appear (it waits for its own chunk and the categories).
 */
export async function waitForShell(page: Page, locale: Locale = 'en'): Promise<void> {
  const categories = translated(locale, 'Categories');
  await expect(page.getByRole('banner').getByRole('button', { name: categories, exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
}

/**
 * Goes to `path` inside the running app, as its own links do (wouter follows `history.pushState`): the
 * header and footer stay, so a walk over many routes costs one page load.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
  await expect(page).toHaveURL(path);
}
