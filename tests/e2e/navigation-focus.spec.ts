import { listenToLiveRegions, liveRegionsSaid } from './support/announcements';
import { signInAsDemo } from './support/auth';
import { expect, test } from './support/fixtures';
import { waitForShell } from './support/shell';

test.describe('after an in-app navigation', () => {
  test('focus lands on the new page’s main heading, not on the document', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    // The first load leaves focus where the browser puts it.
    await expect(page.locator('main h1')).not.toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'Become a Seller' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/shop/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a link in a closing dialog hands focus to the new page’s heading once the dialog has gone', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await signUp.getByRole('link', { name: 'Privacy Policy' }).focus();
    await page.keyboard.press('Enter');

    await expect(signUp).toBeHidden();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the account menu keeps its link focused and the new page’s name is announced', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await listenToLiveRegions(page);

    const orderHistory = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Order History' });
    await orderHistory.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/order-history');
    await expect(orderHistory).toBeFocused();
    await expect.poll(() => liveRegionsSaid(page)).toContain('Order History');

    // A filter changes only the query: the page stays, and so does the focus.
    const filter = page.getByRole('main').getByRole('link', { name: /^Delivered/ });
    await filter.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=/);
    await expect(filter).toBeFocused();
  });
});
