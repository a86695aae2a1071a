import type { Page } from '@playwright/test';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { seededRouteParams } from './support/seed';
import { waitForShell } from './support/shell';

/** The page's trail: its items' texts, and which one is the page itself. */
async function trailOf(page: Page, locale: Locale) {
  const trail = page.getByRole('navigation', { name: translated(locale, 'Breadcrumbs') });
  await expect(trail.getByRole('listitem').first()).toBeVisible();
  const items = await trail.getByRole('listitem').allTextContents();
  const current = await trail.locator('[aria-current="page"]').textContent();
  return { trail, items, current };
}

for (const locale of ['en', 'ar'] as const) {
  test(`breadcrumbs lead from a product, a category, a shop and a post back up (${locale})`, async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const params = await seededRouteParams(request);
    // The home page's crumb ("Home" in the page's sense: an address's type is translated apart).
    const home = { en: 'Home', ar: 'الرئيسية' }[locale];

    await openInLocale(locale, `/products/${params['/products/:id/details']?.id}/details`);
    await waitForShell(page, locale);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const product = await trailOf(page, locale);
    expect(product.items[0]).toBe(home);
    expect(product.items).toHaveLength(3);
    expect(product.current).toBe(heading);
    await expectNoAxeViolations();

    // The product's category, one step up.
    const category = product.items[1] ?? '';
    await product.trail.getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(/\/categories\//);
    const listing = await trailOf(page, locale);
    expect(listing.items).toEqual([home, translated(locale, 'Categories'), category]);

    await page.goto(`/shops/${params['/shops/:id']?.id}`);
    const shop = await trailOf(page, locale);
    expect(shop.items.slice(0, 2)).toEqual([home, translated(locale, 'Shops')]);
    await shop.trail.getByRole('link', { name: translated(locale, 'Shops') }).click();
    await expect(page).toHaveURL('/shops');

    await page.goto(`/blog/${params['/blog/:slug']?.slug}`);
    const post = await trailOf(page, locale);
    expect(post.items.slice(0, 2)).toEqual([home, translated(locale, 'Blogs')]);
    expect(post.current).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  });
}
