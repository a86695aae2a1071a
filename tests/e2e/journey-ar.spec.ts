import { ARABIC_PRODUCTS } from '../../server/db/seed/content-ar';
import { ARABIC } from '../../server/i18n/messages-ar';
import { dialogNamed } from './support/auth';
import { newShopper, ordersOf, shownTexts, signIn } from './support/cart';
import { expect, test } from './support/fixtures';
import { storeLocale } from './support/locale';

/** A product the seed sells without options, and its name in both languages. */
const HONEY = 'Organic Honey 500 g';

/**
 * The main journey in Arabic from the first screen to the order: every word the shopper reads is Arabic, the
 * storefront's and the server's (its messages: server/i18n; the shop's content: server/db/seed/content-ar.ts).
 */
test('a shopper signs in, finds a product, buys it and finds the order, all in Arabic', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const t = await shownTexts(request, 'ar');
  const shopper = await newShopper(request);
  const honey = ARABIC_PRODUCTS[HONEY]?.name ?? '';
  expect(honey).toMatch(/[\u0600-\u06FF]/);
  await storeLocale(page.context(), 'ar');

  await signIn(page, shopper, '/', 'ar');
  const notifications = page.getByRole('region', { name: t('Notifications') });
  await expect(notifications.getByText(ARABIC['auth.loggedIn'])).toBeVisible();

  // The product, found by a word of its Arabic name, shows that name everywhere.
  await page.goto(`/products?search=${encodeURIComponent(honey.split(' ')[0] ?? '')}`);
  const card = page.getByRole('main').getByRole('link', { name: honey }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: honey })).toBeVisible();
  await page.getByRole('button', { name: t('Add to Cart') }).click();
  await expect(notifications).toContainText(honey);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: t('Checkout') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(honey);
  await page
    .getByRole('main')
    .locator('label', { has: page.getByRole('checkbox') })
    .first()
    .click();
  const summary = page.getByRole('complementary', { name: t('Order Summary') });
  await summary.getByRole('button', { name: t('Place Order') }).click();
  await dialogNamed(page, t('Confirm your order'))
    .getByRole('button', { name: t('Confirm Order') })
    .click();
  await expect(page.getByRole('heading', { name: t('Order placed successfully') })).toBeVisible();
  await expectNoAxeViolations();

  const [order] = await ordersOf(request, shopper);
  expect(order).toBeDefined();
  await page.goto(`/order-history/${order?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t('Order Details') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(t('Pending'));
  await expectNoAxeViolations();
});
