import type { APIRequestContext, Page } from '@playwright/test';
import type { Schema } from '../../src/api/types';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { type Category, seededCategories } from './support/seed';
import { waitForShell } from './support/shell';

type ProductCard = Schema<'ProductCard'>;

/** One page of GET /products as the storefront asks for it (ten a page). */
async function listed(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<{ total: number; products: ProductCard[] }> {
  const params = new URLSearchParams({
    per_page: '10',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const response = await request.get(`/api/products?${params}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.ok(), `GET /api/products?${params} answered ${response.status()}`).toBe(true);
  return (await response.json()).data;
}

function named(categories: Category[], name: string): Category {
  const category = categories.find((each) => each.name === name);
  if (!category) throw new Error(`the seed has no category ${name}`);
  return category;
}

/** The page shows these products, in this order, as the names of its cards. */
async function expectProducts(page: Page, products: ProductCard[], timeout?: number): Promise<void> {
  const names = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toHaveText(
    products.map((product) => product.name),
    { timeout },
  );
}

const countText = (total: number) => (total === 1 ? '1 product' : `${total} products`);

test.describe('product listings', () => {
  test('a search from the navbar lists the matching products', async ({ page, request }) => {
    await page.goto('/');
    await waitForShell(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill('headphones');
    await box.press('Enter');

    await expect(page).toHaveURL('/products?search=headphones');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “headphones”' })).toBeVisible();
    const expected = await listed(request, { search: 'headphones', sort_type: 'newest', page: 1 });
    expect(expected.total, 'the seed has headphones').toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: countText(expected.total) })).toBeVisible();
    await expectProducts(page, expected.products);
    await expect(box).toHaveValue('headphones');
  });

  test('filters, sort and page live in the address: kept on reload and restored by Back', async ({ page, request }) => {
    const electronics = named(await seededCategories(request), 'Electronics');
    await page.goto('/products');
    await waitForShell(page);
    const filters = page.getByRole('region', { name: 'Filters' });

    await filters.getByRole('button', { name: /Category$/ }).click();
    await page.getByRole('option', { name: 'Electronics' }).click();
    await expect(page).toHaveURL(`/products?category=${electronics.id}`);

    await page.getByRole('button', { name: /Sort by$/ }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(`/products?category=${electronics.id}&sort=price_low_to_high`);
    const query = { category_id: electronics.id, sort_type: 'price_low_to_high' };
    const first = await listed(request, { ...query, page: 1 });
    expect(first.total, 'Electronics fills more than one page').toBeGreaterThan(10);
    await expectProducts(page, first.products);
    await expect(page.getByRole('status').filter({ hasText: countText(first.total) })).toBeVisible();

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    const pageTwoUrl = `/products?category=${electronics.id}&sort=price_low_to_high&page=2`;
    await expect(page).toHaveURL(pageTwoUrl);
    const second = await listed(request, { ...query, page: 2 });
    await expectProducts(page, second.products);

    await page.reload();
    await expect(page).toHaveURL(pageTwoUrl);
    await expectProducts(page, second.products);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: /Sort by$/ })).toContainText('Price: low to high');
    await expect(filters.getByRole('button', { name: /Category$/ })).toContainText('Electronics');

    await page.goBack();
    await expect(page).toHaveURL(`/products?category=${electronics.id}&sort=price_low_to_high`);
    await expectProducts(page, first.products);
    await page.goBack();
    await expect(page).toHaveURL(`/products?category=${electronics.id}`);
    await expectProducts(page, (await listed(request, { category_id: electronics.id, page: 1 })).products);
    await expect(page.getByRole('button', { name: /Sort by$/ })).toContainText('Newest');
  });

  test('a filter that matches nothing says so and clears in one press', async ({ page, request }) => {
    // On a small screen the filter panel sits in its drawer, so the empty state's button is the one shown.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products?search=headphones&min_price=99999');
    await expect(page.getByRole('heading', { level: 2, name: 'No products match these filters' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '0 products' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/products?search=headphones');
    await expectProducts(page, (await listed(request, { search: 'headphones', page: 1 })).products);
  });

  test('/most-popular and /best-deal are the listing in their own order', async ({ page, request }) => {
    // Orders placed by tests running beside this one change the units sold: the page and the API are read
    // again until they were read between the same two orders.
    await expect(async () => {
      await page.goto('/most-popular');
      await expect(page.getByRole('heading', { level: 1, name: 'Most Popular' })).toBeVisible();
      await expectProducts(page, (await listed(request, { sort_type: 'most_popular', page: 1 })).products, 3_000);
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /Sort by$/ })).toHaveCount(0);

    await page.goto('/best-deal');
    await expect(page.getByRole('heading', { level: 1, name: 'Best Deals' })).toBeVisible();
    await expectProducts(page, (await listed(request, { sort_type: 'best_deal', page: 1 })).products);
  });

  test('from the categories page to a category, then to one of its subcategories', async ({ page, request }) => {
    const categories = await seededCategories(request);
    const electronics = named(categories, 'Electronics');
    const audio = electronics.sub_categories.find((sub) => sub.name === 'Audio');
    if (!audio) throw new Error('the seed has no Audio subcategory');

    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('listitem').getByRole('link')).toHaveText(categories.map((category) => category.name));

    await main.getByRole('link', { name: 'Electronics', exact: true }).click();
    await expect(page).toHaveURL(`/categories/${electronics.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    const inCategory = await listed(request, { category_id: electronics.id, sort_type: 'newest', page: 1 });
    await expect(page.getByRole('status').filter({ hasText: countText(inCategory.total) })).toBeVisible();
    await expectProducts(page, inCategory.products);

    const subcategories = page.getByRole('navigation', { name: 'Subcategories of Electronics' });
    await subcategories.getByRole('link', { name: 'Audio' }).click();
    await expect(page).toHaveURL(`/categories/${electronics.slug}?subcategory=${audio.id}`);
    await expect(subcategories.getByRole('link', { name: 'Audio' })).toHaveAttribute('aria-current', 'page');
    const inAudio = await listed(request, {
      category_id: electronics.id,
      sub_category_id: audio.id,
      sort_type: 'newest',
      page: 1,
    });
    await expectProducts(page, inAudio.products);

    // The header links a subcategory by the category's id: the same listing.
    await page.goto(`/categories/${electronics.id}?subcategory=${audio.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    await expectProducts(page, inAudio.products);
  });

  test('on a small screen the filters open in a drawer', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const electronics = named(await seededCategories(request), 'Electronics');
    await page.goto('/products');
    await waitForShell(page);
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('button', { name: /Category$/ }).click();
    await page.getByRole('option', { name: 'Electronics' }).click();
    await expect(page).toHaveURL(`/products?category=${electronics.id}`);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 chosen' })).toBeFocused();
  });
});

for (const locale of ['en', 'ar'] as Locale[]) {
  const t = (english: string) => translated(locale, english);

  test.describe(`listing pages pass axe in ${locale}`, () => {
    test('/products, with the filters drawer open on a small screen', async ({
      page,
      openInLocale,
      expectNoAxeViolations,
    }) => {
      await openInLocale(locale, '/products');
      await waitForShell(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: t('Products') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: t('Filters') }).click();
      await expect(page.getByRole('dialog', { name: t('Filters') })).toBeVisible();
      await expectNoAxeViolations({ include: '[role="dialog"]' });
    });

    test('/categories and a category page', async ({ page, request, openInLocale, expectNoAxeViolations }) => {
      const categories = await seededCategories(request, locale);
      const first = categories[0] as Category;
      await openInLocale(locale, '/categories');
      await waitForShell(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: t('Categories') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: first.name, exact: true })).toBeVisible();
      await expectNoAxeViolations();

      await page.getByRole('main').getByRole('link', { name: first.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
      await expectNoAxeViolations();
    });
  });
}
