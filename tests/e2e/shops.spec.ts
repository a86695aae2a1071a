import type { APIRequestContext } from '@playwright/test';
import type { Answer } from '../../src/api/types';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

/** The `data` of a public GET on the reference API, in English. */
async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const seededShops = (request: APIRequestContext) =>
  apiData<Answer<'listShops'>['data']>(request, '/api/shops?page=1&per_page=10');

async function runningSale(request: APIRequestContext) {
  const { running_flash_sale: sale } = await apiData<Answer<'listFlashSales'>['data']>(request, '/api/flash-sales');
  expect(sale, 'the seed has a running flash sale').not.toBeNull();
  return apiData<Answer<'getFlashSaleDetails'>['data']>(request, `/api/flash-sale/${sale?.id}/details`);
}

test.describe('shops', () => {
  test('the shop list links each seeded shop to its page', async ({ page, request, expectNoAxeViolations }) => {
    const { shops } = await seededShops(request);
    await page.goto('/shops');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
    for (const shop of shops) {
      await expect(page.getByRole('main').getByRole('link', { name: shop.name, exact: true })).toHaveAttribute(
        'href',
        `/shops/${shop.id}`,
      );
    }
    await expectNoAxeViolations();

    const [first] = shops;
    await page.getByRole('main').getByRole('link', { name: first?.name, exact: true }).click();
    await expect(page).toHaveURL(`/shops/${first?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first?.name })).toBeVisible();
  });

  test("a shop's page shows the shop and its products, narrowed by its categories", async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const { shops } = await seededShops(request);
    const shop = shops[0];
    const { categories } = await apiData<Answer<'listShopCategories'>['data']>(
      request,
      `/api/shop-categories?shop_id=${shop?.id}`,
    );
    const all = await apiData<Answer<'listProducts'>['data']>(request, `/api/products?shop_id=${shop?.id}&per_page=10`);
    await page.goto(`/shops/${shop?.id}`);
    await waitForShell(page);

    await expect(page.getByRole('heading', { level: 1, name: shop?.name })).toBeVisible();
    const products = page.getByRole('region', { name: 'Products', exact: true });
    await expect(products.getByRole('article')).toHaveCount(all.products.length);
    await expect(products.getByRole('status')).toHaveText(`${all.total} products`);
    await expect(page.getByRole('region', { name: 'Popular products' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations();

    const category = categories[0];
    expect(category, 'the shop has a category').toBeDefined();
    const narrowed = await apiData<Answer<'listProducts'>['data']>(
      request,
      `/api/products?shop_id=${shop?.id}&category_id=${category?.id}&per_page=10`,
    );
    const filters = products.getByRole('navigation', { name: 'Filter by category' });
    await filters.getByRole('link', { name: category?.name, exact: true }).click();
    await expect(page).toHaveURL(`/shops/${shop?.id}?category=${category?.id}`);
    await expect(filters.getByRole('link', { name: category?.name, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(products.getByRole('status')).toHaveText(
      narrowed.total === 1 ? '1 product' : `${narrowed.total} products`,
    );
    await expect(products.getByRole('article')).toHaveCount(narrowed.products.length);
  });

  test('the flash sale page counts down to its end and lists its products at sale prices', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const details = await runningSale(request);
    const sale = details.flash_sale;
    await page.goto(`/flash-sale/${sale.id}`);
    await waitForShell(page);

    await expect(page.getByRole('heading', { level: 1, name: sale.name })).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Ends in' });
    await expect(timer).toContainText(/days? \d\d hours? \d\d minutes? \d\d seconds?/);
    // It ticks: the text a second later is another.
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '');

    const list = page.getByRole('region', { name: 'Products on sale' });
    await expect(list.getByRole('article')).toHaveCount(details.products.length);
    const discounted = details.products.find((product) => product.discount_price > 0);
    expect(discounted, 'sale products carry a sale price').toBeDefined();
    await expect(
      list.getByRole('article').filter({ has: page.getByRole('link', { name: discounted?.name, exact: true }) }),
    ).toContainText('Original price');
    await expectNoAxeViolations();

    const category = sale.categories[0];
    await list
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: category?.name, exact: true })
      .click();
    await expect(page).toHaveURL(`/flash-sale/${sale.id}?category=${category?.id}`);
    const narrowed = await apiData<Answer<'getFlashSaleDetails'>['data']>(
      request,
      `/api/flash-sale/${sale.id}/details?category_id=${category?.id}`,
    );
    await expect(list.getByRole('article')).toHaveCount(narrowed.products.length);
  });

  test('the shop pages and the flash sale pass axe in Arabic', async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const { shops } = await seededShops(request);
    const { flash_sale: sale } = await runningSale(request);
    await openInLocale('ar', '/shops');
    await waitForShell(page, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: translated('ar', 'Shops') })).toBeVisible();
    await expectNoAxeViolations();

    await page.goto(`/shops/${shops[0]?.id}`);
    await expect(
      page
        .getByRole('region', { name: translated('ar', 'Products') })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations();

    await page.goto(`/flash-sale/${sale.id}`);
    await expect(page.getByRole('timer', { name: translated('ar', 'Ends in') })).toBeVisible();
    await expectNoAxeViolations();
  });
});
