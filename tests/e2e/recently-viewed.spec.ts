import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { navigateInApp, waitForShell } from './support/shell';

async function twoProducts(request: APIRequestContext) {
  const response = await request.get('/api/products?per_page=2', { headers: { 'Accept-Language': 'en' } });
  const { data } = (await response.json()) as { data: { products: { id: number; name: string }[] } };
  const [first, second] = data.products;
  if (!first || !second) throw new Error('the seed has products');
  return [first, second] as const;
}

/** The products a shopper opened come back on the next product page and on the home page, newest first. */
test('recently viewed products show on the next product page and on home, and last a reload', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const [first, second] = await twoProducts(request);
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  await navigateInApp(page, `/products/${first.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  // Not itself: the page's own product is not "recently viewed" on its page.
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  await navigateInApp(page, `/products/${second.id}/details`);
  const onProduct = page.getByRole('region', { name: 'Recently viewed' });
  await onProduct.scrollIntoViewIfNeeded();
  await expect(onProduct.getByRole('heading', { level: 3 })).toHaveText([first.name]);

  await page.goto('/');
  await waitForShell(page);
  const onHome = page.getByRole('region', { name: 'Recently viewed' });
  await onHome.scrollIntoViewIfNeeded();
  await expect(onHome.getByRole('heading', { level: 3 })).toHaveText([second.name, first.name]);
  await expectNoAxeViolations();
});
