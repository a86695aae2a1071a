import { dialogNamed } from './support/auth';
import { newShopper, OLIVE_OIL, ordersOf, putInCart, shownTexts, signIn } from './support/cart';
import { expect, test } from './support/fixtures';
import { seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

test('in Arabic and in euros, the checkout shows euro amounts and a cash order is placed', async ({
  page,
  request,
  openInLocale,
}) => {
  const { currencies } = await seededSettings(request);
  const euro = currencies.find((currency) => currency.name === 'EUR');
  const dollar = currencies.find((currency) => currency.is_default);
  if (!euro || !dollar || euro === dollar) throw new Error('the seed offers EUR besides its default currency');
  const t = await shownTexts(request, 'ar');
  const shopper = await newShopper(request);
  await putInCart(request, shopper, OLIVE_OIL.id, 2);
  await signIn(page, shopper);

  // Signed in, the shopper chooses euros and Arabic (both kept across the reload).
  await page.evaluate((id) => {
    localStorage.setItem('currency', String(id));
    localStorage.removeItem('locale');
  }, euro.id);
  await openInLocale('ar', '/checkout');
  await waitForShell(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: t('Checkout') })).toBeVisible();
  await page
    .getByRole('main')
    .locator('label', { has: page.getByRole('checkbox') })
    .first()
    .click();
  const summary = page.getByRole('complementary', { name: t('Order Summary') });
  await expect(summary).toContainText(t('Payable Amount'));
  await expect(summary).toContainText(euro.symbol);
  await expect(summary).not.toContainText(dollar.symbol);

  await summary.getByRole('button', { name: t('Place Order') }).click();
  const confirm = dialogNamed(page, t('Confirm your order'));
  await expect(confirm).toContainText(euro.symbol);
  await confirm.getByRole('button', { name: t('Confirm Order') }).click();
  await expect(page.getByRole('heading', { name: t('Order placed successfully') })).toBeVisible();
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.payment_method).toBe('cash');
});
