import { sideMenu } from './support/account';
import { signInAsDemo } from './support/auth';
import { expect, test } from './support/fixtures';

/** On a phone, an account page starts with its own content: the account menu is one row that opens the list. */
test.describe('account pages on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemo(page);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('the page comes first; the menu opens, leads on, and is folded again on the next page', async ({ page }) => {
    await page.goto('/order-history');
    const heading = page.getByRole('heading', { level: 1, name: 'Order History' });
    await expect(heading).toBeInViewport();
    const menu = sideMenu(page);
    const toggle = menu.getByRole('button', { name: /^Account menu: Order History/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Wishlist', exact: true }).click();
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInViewport();
    await expect(menu.getByRole('button', { name: /^Account menu: Wishlist/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test("an order's details start on the first screen", async ({ page }) => {
    await page.goto('/order-history');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^ORD-\d+/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/order-history\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeInViewport();
  });

  test('picking a seller on /massages brings the conversation into view, focus with it', async ({ page }) => {
    await page.goto('/massages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeInViewport();
    const sellers = page.getByRole('region', { name: 'Sellers' });
    await sellers.getByRole('option').first().click();
    const back = page.getByRole('button', { name: 'Back to sellers' });
    await expect(back).toBeFocused();
    await expect(back).toBeInViewport();
  });
});
