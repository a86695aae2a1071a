import type { Page } from '@playwright/test';
import { DEMO_ORDERS } from '../../server/db/seed/facts';
import { openFromSideMenu } from './support/account';
import { signInAsDemo } from './support/auth';
import { notifications, ordersOf, shopperWithPendingOrder, signIn } from './support/cart';
import { expect, test } from './support/fixtures';
import { expectVisibleFocus, tabTo } from './support/keyboard';

const main = (page: Page) => page.getByRole('main');

/** Tabs (or, `backwards`, Shift+Tabs) to a control, checks that its focus shows, and presses Enter on it. */
async function pressWithKeyboard(page: Page, target: ReturnType<Page['getByRole']>, max = 40, backwards = false) {
  await tabTo(page, target, { max, backwards });
  await expectVisibleFocus(target);
  await page.keyboard.press('Enter');
}

test.describe('orders, reviews and returns with the keyboard alone', () => {
  test('a new customer narrows the history to Pending, opens the order and cancels it', async ({ page, request }) => {
    const { shopper, order } = await shopperWithPendingOrder(request);
    const code = order.order_code;

    await signIn(page, shopper);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await openFromSideMenu(page, 'Order History', '/order-history');

    const filters = page.getByRole('navigation', { name: 'Filter by status' });
    await pressWithKeyboard(page, filters.getByRole('link', { name: 'Pending, 1 order' }));
    await expect(page).toHaveURL('/order-history?status=pending');
    await pressWithKeyboard(page, main(page).getByRole('link', { name: code, exact: true }));
    await expect(page).toHaveURL(`/order-history/${order.id}`);

    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await pressWithKeyboard(page, cancel);
    const dialog = page.getByRole('alertdialog', { name: 'Cancel order?' });
    // The safe choice has the focus; Tab moves to the one that cancels.
    await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
    await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Yes, cancel it' }), 4);
    await expect(notifications(page).getByText('Order cancelled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem').last()).toContainText(
      'Cancelled',
    );
    expect((await ordersOf(request, shopper))[0]?.order_status).toBe('Cancelled');
  });

  test('the demo customer reviews a delivered product and asks to return it', async ({ page }) => {
    const { id, code } = DEMO_ORDERS.deliveredInWindow;
    await signInAsDemo(page);
    await page.goto('/order-history?status=delivered');
    // Past the header, the side menu and the status filter.
    await pressWithKeyboard(page, main(page).getByRole('link', { name: code, exact: true }), 80);
    await expect(page).toHaveURL(`/order-history/${id}`);

    // The middle line of the order: the other specs review its first line and return its last.
    const items = page.getByRole('region', { name: 'Items' });
    const name = (await items.getByRole('listitem').nth(1).getByRole('link').first().textContent())?.trim() ?? '';
    expect(name, 'the order has a second line').not.toBe('');

    await test.step('review it: stars with the arrows, a few words, Enter', async () => {
      await pressWithKeyboard(page, items.getByRole('button', { name: `Write a review: ${name}` }));
      const dialog = page.getByRole('dialog', { name: 'Write a review' });
      const stars = dialog.getByRole('radio', { name: '1 star' });
      await tabTo(page, stars, { max: 6 });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
      const text = dialog.getByRole('textbox', { name: 'Your review' });
      await tabTo(page, text, { max: 6 });
      await page.keyboard.type('Soft, true to size, and it kept its colour.');
      await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Submit review' }), 6);
      await expect(notifications(page).getByText('Review submitted successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(items.getByRole('button', { name: `Write a review: ${name}` })).toHaveCount(0);
    });

    await test.step('ask to return it: tick it with Space, fill the form, Enter', async () => {
      // Focus is on the heading of the items, which the review changed; the link is above them.
      await expect(page.getByRole('heading', { name: 'Items' })).toBeFocused();
      await pressWithKeyboard(page, page.getByRole('link', { name: 'Request a return' }), 40, true);
      await expect(page).toHaveURL(`/return-product/${id}`);
      const line = page.getByRole('group', { name: 'Products to return' }).getByRole('checkbox', { name });
      await tabTo(page, line);
      await expectVisibleFocus(line);
      await page.keyboard.press('Space');
      await expect(line).toBeChecked();
      const reason = page.getByRole('textbox', { name: 'Reason for the return' });
      await tabTo(page, reason);
      await page.keyboard.type('It is a size too small.');
      const account = page.getByRole('textbox', { name: 'Bank account number' });
      await tabTo(page, account);
      await page.keyboard.type('000555666777');
      await pressWithKeyboard(page, page.getByRole('button', { name: 'Request Return' }));
      await expect(page).toHaveURL(/\/returned-order-history\/\d+$/);
      await expect(notifications(page).getByText('Return request submitted')).toBeVisible();
      const returned = page.getByRole('region', { name: 'Returned products' }).getByRole('listitem');
      await expect(returned).toHaveCount(1);
      await expect(returned).toContainText(name);
    });
  });
});
