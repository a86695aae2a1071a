import type { APIRequestContext, Page } from '@playwright/test';
import type { Schema } from '../../src/api/types';
import { DEMO_CUSTOMER, dialogNamed, signInAsDemo } from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

type ProductDetails = Schema<'ProductDetails'>;
type ProductCard = Schema<'ProductCard'>;
type Coupon = Schema<'Coupon'>;

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Accept-Language': 'en' };

/** The `data` of a call to the reference API, as the storefront makes it. */
async function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const headers = token ? { ...HEADERS, Authorization: `Bearer ${token}` } : HEADERS;
  const response = await request.get(path, { headers });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded product in stock with colours and sizes to choose, found through the listing. */
async function productWithOptions(request: APIRequestContext): Promise<ProductDetails> {
  const { products } = await apiData<{ products: ProductCard[] }>(request, '/api/products?page=1&per_page=100');
  for (const card of products.filter((candidate) => candidate.quantity >= 2)) {
    const { product } = await apiData<{ product: ProductDetails }>(
      request,
      `/api/product-details?product_id=${card.id}`,
    );
    if (product.colors.length > 0 && product.sizes.length > 0) return product;
  }
  throw new Error('the seed has a product in stock with colours and sizes');
}

/** The demo customer's token, for reading what they have collected. */
async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(response.ok(), 'the demo customer signs in').toBe(true);
  return ((await response.json()) as { data: { access: { token: string } } }).data.access.token;
}

/** A shop's voucher the demo customer has not collected yet (its place in the list), and a product of that shop. */
async function uncollectedVoucher(request: APIRequestContext) {
  const token = await demoToken(request);
  const { shops } = await apiData<{ shops: { id: number }[] }>(request, '/api/shops?page=1&per_page=100');
  for (const shop of shops) {
    const { coupons } = await apiData<{ coupons: Coupon[] }>(request, `/api/get-vouchers?shop_id=${shop.id}`, token);
    const position = coupons.findIndex((coupon) => !coupon.is_collected);
    const voucher = coupons[position];
    if (!voucher) continue;
    const { products } = await apiData<{ products: ProductCard[] }>(
      request,
      `/api/products?shop_id=${shop.id}&page=1&per_page=1`,
    );
    if (products[0]) return { voucher, position, shopId: shop.id, productId: products[0].id, token };
  }
  throw new Error('the seed has a voucher the demo customer has not collected');
}

/** Opens a product's page and waits for its heading and the header around it. */
async function openProduct(page: Page, product: { id: number; name: string }, locale: Locale = 'en') {
  await page.goto(`/products/${product.id}/details`);
  await waitForShell(page, locale);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** An option's visible label: its name, and for a size that costs more, the extra in brackets. */
const optionLabel = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\+.+\\))?$`);

/** Picks the first colour and the first size, by their visible names, as a shopper does. */
async function chooseFirstOptions(page: Page, product: ProductDetails) {
  const [color] = product.colors;
  const [size] = product.sizes;
  await page
    .getByRole('radiogroup', { name: /^Color/ })
    .getByText(optionLabel(color?.name ?? ''))
    .click();
  await page
    .getByRole('radiogroup', { name: /^Size/ })
    .getByText(optionLabel(size?.name ?? ''))
    .click();
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('the product details page', () => {
  test('a signed-in shopper chooses colour and size and adds the product to the cart', async ({ page, request }) => {
    const product = await productWithOptions(request);
    await signInAsDemo(page);
    await openProduct(page, product);

    await chooseFirstOptions(page, product);
    await expect(page.getByRole('radio', { name: product.colors[0]?.name })).toBeChecked();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    const toast = notifications(page).getByText('has been added to cart');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(product.name);
    await expect(notifications(page).getByRole('button', { name: 'View In Cart' })).toBeVisible();
  });

  test('a visitor is asked to log in before adding to the cart', async ({ page, request }) => {
    const product = await productWithOptions(request);
    await openProduct(page, product);
    await chooseFirstOptions(page, product);
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(notifications(page).getByText('Please login first!')).toBeVisible();
    await expect(dialogNamed(page, 'Log In')).toBeVisible();
  });

  test('a signed-in shopper collects a voucher of the shop', async ({ page, request }) => {
    const { voucher, position, shopId, productId, token } = await uncollectedVoucher(request);
    await signInAsDemo(page);
    await page.goto(`/products/${productId}/details`);
    await waitForShell(page);

    // The page lists the vouchers in the server's order.
    const card = page
      .getByRole('region', { name: /^Vouchers from/ })
      .getByRole('listitem')
      .nth(position);
    // Pressed from the keyboard, the button keeps the focus as it turns into the inert 'Collected'.
    await card.getByRole('button', { name: /^Collect:/ }).focus();
    await page.keyboard.press('Enter');
    const collected = card.getByRole('button', { name: /^Collected:/ });
    await expect(collected).toHaveText('Collected');
    await expect(collected).toBeDisabled();
    await expect(collected).toBeFocused();

    const { coupons } = await apiData<{ coupons: Coupon[] }>(request, `/api/get-vouchers?shop_id=${shopId}`, token);
    expect(coupons.find((coupon) => coupon.id === voucher.id)?.is_collected).toBe(true);
  });

  test('an unknown product says so and leads to the products', async ({ page, collectConsoleErrors }) => {
    // The browser logs the API's 404 for the product: that answer is what this test is about.
    collectConsoleErrors.allowConsoleError(/status of 404/);
    await page.goto('/products/999999/details');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });
});

for (const locale of ['en', 'ar'] as Locale[]) {
  const t = (english: string) => translated(locale, english);

  test(`the product details page passes axe in ${locale}`, async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const product = await productWithOptions(request);
    await openInLocale(locale, `/products/${product.id}/details`);
    await waitForShell(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('Reviews') })).toBeVisible();
    await expect(page.getByText(t('Loading reviews'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('Add to Cart') })).toBeVisible();
    await expectNoAxeViolations();

    // With a choice left out, the errors under the groups are part of the page a shopper meets.
    await page.getByRole('button', { name: t('Add to Cart') }).click();
    await expect(page.getByText(t('Please choose a color.'))).toBeVisible();
    await expectNoAxeViolations();
  });
}
