import type { APIRequestContext } from '@playwright/test';
import type { Answer } from '../../src/api/types';
import { loginButton, userMenuButton } from './support/auth';
import { newShopper, type Shopper, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { navigateInApp, waitForShell } from './support/shell';

async function twoProducts(request: APIRequestContext) {
  const response = await request.get('/api/products?per_page=2', { headers: { 'Accept-Language': 'en' } });
  const { data } = (await response.json()) as { data: { products: { id: number; name: string }[] } };
  const [first, second] = data.products;
  if (!first || !second) throw new Error('the seed has products');
  return [first, second] as const;
}

/** What the account keeps, read through the contract with the customer's token. */
async function accountList(request: APIRequestContext, shopper: Shopper): Promise<number[]> {
  const response = await request.get('/api/recently-viewed', {
    headers: {
      Authorization: `Bearer ${shopper.token}`,
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'en',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Answer<'listRecentlyViewed'>).data.products.map((card) => card.id);
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
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: first.name })).toBeVisible();
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

/**
 * A customer's recently viewed products are kept on the account: what they opened as a visitor is handed over at
 * sign-in, and both show on the home page of another browser they sign in on.
 */
test('recently viewed products follow a customer to another browser, with what they opened before signing in', async ({
  page,
  browser,
  request,
  expectNoAxeViolations,
}) => {
  const [first, second] = await twoProducts(request);
  const shopper = await newShopper(request, 0);

  await page.goto(`/products/${first.id}/details`);
  // The app's page (in `main`), which records the product, not the server's drawing of it shown meanwhile.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  // Handed over at sign-in, on a page that shows no row.
  await signIn(page, shopper, '/shops');
  await expect.poll(() => accountList(request, shopper)).toEqual([first.id]);
  await navigateInApp(page, '/');
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 })).toHaveText([
    first.name,
  ]);

  await navigateInApp(page, `/products/${second.id}/details`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect.poll(() => accountList(request, shopper)).toEqual([second.id, first.id]);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signIn(other, shopper);
    const row = other.getByRole('region', { name: 'Recently viewed' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([second.name, first.name]);
  } finally {
    await elsewhere.close();
  }

  // Signed out, this browser starts a visitor's list of its own, empty.
  await page.goto('/');
  await waitForShell(page);
  await userMenuButton(page, shopper.name).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('alertdialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Most Popular' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  await expectNoAxeViolations();
});

/** In Arabic, the row is named and read in Arabic, and its cards carry the products' Arabic names. */
test('the recently viewed row reads in Arabic', async ({ page, request, openInLocale, expectNoAxeViolations }) => {
  const response = await request.get('/api/products?per_page=1', { headers: { 'Accept-Language': 'ar' } });
  const [product] = ((await response.json()) as { data: { products: { id: number; name: string }[] } }).data.products;
  if (!product) throw new Error('the seed has products');
  await openInLocale('ar', `/products/${product.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await navigateInApp(page, '/');
  const row = page.getByRole('region', { name: translated('ar', 'Recently viewed') });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([product.name]);
  expect(product.name).toMatch(/[\u0600-\u06FF]/);
  await expectNoAxeViolations();
});
