import { dialogNamed } from './support/auth';
import { newShopper, OLIVE_OIL, putInCart, SKILLET, shownTexts, signIn } from './support/cart';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

const LANGUAGES: Record<Locale, string> = { en: 'English', ar: 'Arabic' };

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`the cart drawer, the checkout, the change-address, add-address and order-confirm dialogs pass axe in ${LANGUAGES[locale]}`, async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    // Five axe runs on a modest machine take longer than a usual test is given.
    test.slow();
    const t = await shownTexts(request, locale);
    const shopper = await newShopper(request, 2);
    await putInCart(request, shopper, OLIVE_OIL.id, 1);
    await putInCart(request, shopper, SKILLET.id, 1);
    await signIn(page, shopper);
    if (locale !== 'en') {
      // Signed in, the shopper chooses the language (the session is kept across the reload).
      await page.evaluate(() => localStorage.removeItem('locale'));
      await openInLocale(locale, '/');
      await waitForShell(page, locale);
    }

    // The header's cart button: its name starts with the word for the cart, then the count.
    const cartName = t('Cart, {count, plural, one {# item} other {# items}}').split('{')[0] ?? '';
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${cartName}`) })
      .click();
    const drawer = dialogNamed(page, t('My Cart'));
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations({ include: '[role="dialog"]' });

    await drawer.getByRole('link', { name: t('Proceed to Checkout') }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: t('Checkout') })).toBeVisible();
    // The shops' ticks, pressed on their label as a pointer does (the names come from the shop's data).
    await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(2);
    await page
      .getByRole('main')
      .locator('label', { has: page.getByRole('checkbox') })
      .first()
      .click();
    await expect(page.getByRole('main').getByRole('checkbox').first()).toBeChecked();
    const summary = page.getByRole('complementary', { name: t('Order Summary') });
    await expect(summary).toContainText(t('Payable Amount'));
    // Just after signing in: what the busy Log In button announced must not be left naming nothing.
    await expectNoAxeViolations();

    await page.getByRole('button', { name: t('Change address') }).click();
    const change = dialogNamed(page, t('Change Address'));
    await expect(change.getByRole('radiogroup', { name: t('Your addresses') }).getByRole('radio')).toHaveCount(2);
    await expectNoAxeViolations({ include: '[role="dialog"]' });

    await change.getByRole('button', { name: t('Add New Address') }).click();
    const add = dialogNamed(page, t('Add New Address'));
    await expect(add.getByRole('button', { name: t('Save Address') })).toBeVisible();
    await expectNoAxeViolations({ include: '[role="dialog"]' });
    await add.getByRole('button', { name: t('Close') }).click();
    await expect(add).toHaveCount(0);
    await change.getByRole('button', { name: t('Close') }).click();
    await expect(change).toHaveCount(0);

    await summary.getByRole('button', { name: t('Place Order') }).click();
    const confirm = dialogNamed(page, t('Confirm your order'));
    await expect(confirm.getByRole('button', { name: t('Confirm Order') })).toBeVisible();
    await expectNoAxeViolations({ include: '[role="dialog"]' });
    await confirm.getByRole('button', { name: t('Back') }).click();
    await expect(confirm).toHaveCount(0);
  });
}
