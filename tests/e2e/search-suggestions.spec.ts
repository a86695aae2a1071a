import type { APIRequestContext, Page } from '@playwright/test';
import type { Answer } from '../../src/api/types';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

type Suggestions = Answer<'getSearchSuggestions'>['data'];

/** What the reference API suggests for `text`, as the search box asks for it. */
async function suggested(request: APIRequestContext, text: string, locale: Locale = 'en'): Promise<Suggestions> {
  const response = await request.get(`/api/search-suggestions?search=${encodeURIComponent(text)}`, {
    headers: { 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Suggestions }).data;
}

function searchBox(page: Page, locale: Locale = 'en') {
  return page.getByRole('banner').getByRole('combobox', { name: translated(locale, 'Search products') });
}

/** The suggestions' list (in the banner, or in the phone's search dialog). */
function suggestionList(page: Page, locale: Locale = 'en') {
  return page.getByRole('listbox', { name: translated(locale, 'Search suggestions') });
}

test.describe('search suggestions in the header', () => {
  test('the suggestions code comes with the first focus of the search box, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('SearchSuggestionsList'))).toEqual([]);

    await searchBox(page).focus();
    await expect.poll(() => scripts.filter((url) => url.includes('SearchSuggestionsList')).length).toBe(1);
  });

  test('a product typed in part is suggested; arrow down and Enter open it', async ({ page, request }) => {
    const { products } = await suggested(request, 'chelse');
    expect(products.map((product) => product.name)).toEqual(['Leather Chelsea Boots']);
    const boots = products[0];
    await page.goto('/');
    await waitForShell(page);

    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('chelse');
    const list = suggestionList(page);
    const option = list.getByRole('group', { name: 'Products' }).getByRole('option', { name: 'Leather Chelsea Boots' });
    await expect(option).toBeVisible();
    await expect(option.getByRole('img')).toHaveCount(0);
    // The product's picture, in the width the row shows it (src/ui/kit/Picture.tsx).
    await expect(option.locator('img')).toHaveAttribute('src', `${boots?.thumbnail}?w=96`);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('1 suggestion');

    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/products/${boots?.id}/details`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leather Chelsea Boots' })).toBeVisible();
    await expect(list).toBeHidden();
  });

  test('a category suggestion opens the category', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await searchBox(page).click();
    await page.keyboard.type('grocer');
    const categories = suggestionList(page).getByRole('group', { name: 'Categories' });
    await categories.getByRole('option', { name: 'Groceries' }).click();

    await expect(page).toHaveURL('/categories/groceries');
    await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  });

  test('Escape closes the list and keeps the text; Enter with nothing highlighted searches as before', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('lamp');
    await expect(suggestionList(page)).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('lamp');
    await expect(box).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(suggestionList(page)).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products?search=lamp');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “lamp”', exact: true })).toBeVisible();
  });

  test('axe finds nothing with the list open', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/');
    await waitForShell(page);
    await searchBox(page).click();
    await page.keyboard.type('home');
    await expect(suggestionList(page).getByRole('group')).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolations();
  });

  test('in Arabic the sections, names and count are Arabic, and axe finds nothing', async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const expected = await suggested(request, 'grocer', 'ar');
    await openInLocale('ar', '/');
    await waitForShell(page, 'ar');
    await searchBox(page, 'ar').click();
    await page.keyboard.type('grocer');

    const list = suggestionList(page, 'ar');
    await expect(list.getByRole('group', { name: translated('ar', 'Products') })).toBeVisible();
    const categories = list.getByRole('group', { name: translated('ar', 'Categories') });
    await expect(categories.getByRole('option', { name: 'البقالة' })).toBeVisible();
    await expect(list.getByRole('group', { name: translated('ar', 'Shops') })).toBeVisible();
    const count = expected.products.length + expected.categories.length + expected.shops.length;
    expect(count, 'the seed suggests five products, a category and a shop for "grocer"').toBe(7);
    // Arabic's plural for 3 to 10, with the figure in either digits.
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^(7|٧) اقتراحات$/);
    await expectNoAxeViolations();

    await categories.getByRole('option', { name: 'البقالة' }).click();
    await expect(page).toHaveURL('/categories/groceries');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('the search dialog opens with its box focused, suggests, and closes on the chosen one', async ({
      page,
      expectNoAxeViolations,
    }) => {
      await page.goto('/');
      await waitForShell(page);
      await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      const box = dialog.getByRole('combobox', { name: 'Search products' });
      await expect(box).toBeFocused();

      await page.keyboard.type('chelse');
      const option = suggestionList(page).getByRole('option', { name: 'Leather Chelsea Boots' });
      await expect(option).toBeVisible();
      await expectNoAxeViolations();

      // Escape closes the list first, the dialog stays.
      await page.keyboard.press('Escape');
      await expect(suggestionList(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(option).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\/\d+\/details$/);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Leather Chelsea Boots' })).toBeVisible();
    });
  });
});
