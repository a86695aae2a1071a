import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

// The header's menus, pickers and side panels fetch their code when a shopper reaches for one
// (src/ui/layout/header/HeaderOverlay.tsx); the first press must still open them, by touch and by keyboard.

/** The app's script files fetched so far, by the chunk names the build gives them (vite-chunks.ts). */
function scriptsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') fetched.push(new URL(response.url()).pathname);
  });
  return fetched;
}

const OVERLAY_CODE = /\/(kit-overlays|header-overlays)-[^/]*\.js$/;

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('fetches no overlay code with the page, and the first tap on Menu opens the side menu', async ({ page }) => {
    const fetched = scriptsFetched(page);
    await page.goto('/');
    await waitForShell(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => OVERLAY_CODE.test(path))).toEqual([]);

    await banner.getByRole('button', { name: 'Menu' }).tap();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Cart/ })).toBeVisible();
    expect(fetched.some((path) => OVERLAY_CODE.test(path))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('opens the search dialog from the keyboard on the first press, with the search box focused', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    const openSearch = page.getByRole('banner').getByRole('button', { name: 'Open search' });
    await openSearch.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox', { name: 'Search products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openSearch).toBeFocused();
  });
});

test.describe('the header on a desktop', () => {
  test('the language picker opens on its first click and takes a choice', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Language' }).click();
    const list = page.getByRole('listbox', { name: 'Language' });
    await expect(list.getByRole('option', { name: 'English' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Language' })).toBeFocused();
  });
});
