import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectedHref, seededCategories, seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

async function openHome(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForShell(page);
  return page.getByRole('banner');
}

test.describe('the header, from the seeded settings', () => {
  test('the top bar offers Become a Seller, the hotline as a phone link, and the two pickers', async ({
    page,
    request,
  }) => {
    const settings = await seededSettings(request);
    expect(settings.multi_vendor, 'the seed is a multi-vendor shop').toBe(true);
    const banner = await openHome(page);

    await expect(banner.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/shop/register');
    const mobile = settings.mobile ?? '';
    expect(mobile, 'the seed has a hotline number').not.toBe('');
    const hotline = banner.getByRole('link', { name: mobile });
    await expect(hotline).toHaveText(`Hotline: ${mobile}`);
    await expect(hotline).toHaveAttribute('href', `tel:${mobile.replace(/[\s().-]/g, '')}`);

    const currency = settings.currencies.find((candidate) => candidate.is_default);
    await expect(banner.getByRole('button', { name: 'Currency' })).toHaveText(
      `${currency?.name} (${currency?.symbol})`,
    );
    await expect(banner.getByRole('button', { name: 'Language' })).toHaveText('English');
  });

  test('the site menu links are the seeded menus, each where and how its entry says', async ({ page, request }) => {
    const { menus } = await seededSettings(request);
    const banner = await openHome(page);

    const links = banner.getByRole('navigation', { name: 'Site menu' }).getByRole('link');
    await expect(links).toHaveCount(menus.length);
    for (const [index, item] of menus.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(item.name);
      await expect(link).toHaveAttribute('href', expectedHref(item.url, item.is_external));
      if (item.target === '_blank') {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAccessibleName(`${item.name} (opens in a new tab)`);
      } else {
        await expect(link).not.toHaveAttribute('target', /./);
      }
    }
  });

  test('Download our app lists the seeded store links', async ({ page, request }) => {
    const settings = await seededSettings(request);
    expect(settings.show_download_app, 'the seed shows the app download menu').toBe(true);
    const banner = await openHome(page);

    await banner.getByRole('button', { name: 'Download our app' }).click();
    const menu = page.getByRole('menu', { name: 'Download our app' });
    await expect(menu.getByRole('menuitem', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expectedHref(settings.google_playstore_link ?? '', true),
    );
    await expect(menu.getByRole('menuitem', { name: /App Store/ })).toHaveAttribute(
      'href',
      expectedHref(settings.app_store_link ?? '', true),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('Categories works from the keyboard: every category, a flyout per category, subcategory links', async ({
    page,
    request,
  }) => {
    const categories = await seededCategories(request);
    const index = categories.findIndex((category) => category.sub_categories.length > 1);
    const category = categories[index];
    if (!category) throw new Error('the seed needs a category with two subcategories or more');
    const banner = await openHome(page);

    const button = banner.getByRole('button', { name: 'Categories', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Categories' });
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(categories.map(({ name }) => name));
    await expect(items.first()).toBeFocused();

    for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
    const item = items.nth(index);
    await expect(item).toBeFocused();

    // ArrowRight opens the flyout and moves into it; ArrowLeft closes it again.
    const flyout = page.getByRole('menu', { name: category.name, exact: true });
    await page.keyboard.press('ArrowRight');
    await expect(flyout.getByRole('menuitem')).toHaveText([
      `All ${category.name}`,
      ...category.sub_categories.map(({ name }) => name),
    ]);
    await expect(flyout.getByRole('menuitem').first()).toBeFocused();
    await expect(flyout.getByRole('menuitem').first()).toHaveAttribute(
      'href',
      `/categories/${category.slug || category.id}`,
    );
    for (const sub of category.sub_categories) {
      await expect(flyout.getByRole('menuitem', { name: sub.name, exact: true })).toHaveAttribute(
        'href',
        `/categories/${category.id}?subcategory=${sub.id}`,
      );
    }
    await page.keyboard.press('ArrowLeft');
    await expect(flyout).toBeHidden();
    await expect(item).toBeFocused();

    // Enter opens it too; the last subcategory's link leads to its listing.
    const subs = category.sub_categories;
    const last = subs[subs.length - 1];
    if (!last) throw new Error('the category has subcategories');
    await page.keyboard.press('Enter');
    await expect(flyout.getByRole('menuitem').first()).toBeFocused();
    for (let step = 0; step < subs.length; step += 1) await page.keyboard.press('ArrowDown');
    await expect(flyout.getByRole('menuitem', { name: last.name, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`/categories/${category.id}?subcategory=${last.id}`);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: category.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: last.name, exact: true })).toHaveAttribute('aria-current', /page|true/);
  });

  test('Escape closes the Categories menu and focus goes back to its button', async ({ page }) => {
    const banner = await openHome(page);
    const button = banner.getByRole('button', { name: 'Categories', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Categories' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Categories' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('searching "lamp" from the navbar opens the product listing for it and keeps the text', async ({ page }) => {
    const banner = await openHome(page);
    const box = banner.getByRole('combobox', { name: 'Search products' });

    await box.click();
    await page.keyboard.type('lamp');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/products?search=lamp');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “lamp”', exact: true })).toBeVisible();
    await expect(box).toHaveValue('lamp');
  });

  test('axe finds nothing with the categories menu and a flyout open', async ({ page, expectNoAxeViolations }) => {
    const banner = await openHome(page);
    await banner.getByRole('button', { name: 'Categories', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Categories' }).getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('menu')).toHaveCount(2);
    await expectNoAxeViolations();
  });

  test('axe finds nothing with the language picker open', async ({ page, expectNoAxeViolations }) => {
    const banner = await openHome(page);
    await banner.getByRole('button', { name: 'Language' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Language' }).getByRole('option').first()).toBeFocused();
    await expectNoAxeViolations();
  });

  for (const width of [320, 360, 375]) {
    for (const locale of ['en', 'ar'] as const) {
      test(`on a ${width} px wide phone, in ${locale}, every control of the header is wholly on screen`, async ({
        page,
        openInLocale,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await openInLocale(locale);
        await waitForShell(page, locale);
        const banner = page.getByRole('banner');
        const controls = await banner.getByRole('button').or(banner.getByRole('link')).all();
        expect(controls.length).toBeGreaterThan(3);
        for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
        // Nothing else reaches past the screen's edge either: the page does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('Menu opens the side menu, which keeps focus, closes with Escape and gives focus back', async ({
      page,
      request,
      expectNoAxeViolations,
    }) => {
      const { menus } = await seededSettings(request);
      const banner = await openHome(page);
      const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });

      await menuButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog.getByRole('button', { name: /^Wishlist/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Cart/ })).toBeVisible();
      await expect(dialog.getByRole('navigation', { name: 'Site menu' }).getByRole('link')).toHaveCount(menus.length);
      await expectNoAxeViolations();

      // Tab goes round inside the dialog, however often it is pressed.
      for (let step = 0; step < menus.length + 5; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('following a link in the side menu closes it', async ({ page, request }) => {
      const { menus } = await seededSettings(request);
      const entry = menus.find((item) => !item.is_external && item.url !== '/');
      if (!entry) throw new Error('the seed needs an internal menu entry other than home');
      const banner = await openHome(page);

      await banner.getByRole('button', { name: 'Menu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.getByRole('link', { name: entry.name, exact: true }).click();

      await expect(page).toHaveURL(entry.url);
      await expect(dialog).toBeHidden();
    });

    test('the search button opens the search dialog, which searches and closes', async ({
      page,
      expectNoAxeViolations,
    }) => {
      const banner = await openHome(page);
      const openSearch = banner.getByRole('button', { name: 'Open search' });
      const dialog = page.getByRole('dialog', { name: 'Search' });

      await openSearch.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('combobox', { name: 'Search products' })).toBeVisible();
      await expectNoAxeViolations();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(openSearch).toBeFocused();

      await openSearch.click();
      await dialog.getByRole('combobox', { name: 'Search products' }).click();
      await page.keyboard.type('lamp');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL('/products?search=lamp');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “lamp”', exact: true })).toBeVisible();
    });
  });
});
