import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ORDERS } from '../../server/db/seed/facts';
import type { Answer } from '../../src/api/types';
import { DEMO_CUSTOMER, signInAsDemo } from './support/auth';
import { cartDrawer, notifications, ordersOf, shopperWithPendingOrder, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';

const HEADERS = { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' };

/** Reads the demo customer's data through the contract, with a session of its own. */
async function demoReader(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as Answer<'login'>).data.access.token;
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`/api${path}`, { headers: { ...HEADERS, Authorization: `Bearer ${token}` } });
    expect(answer.ok(), path).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  return {
    orders: () => get<Answer<'listOrders'>['data']>('/orders?page=1&per_page=5'),
    order: async (id: number) => (await get<Answer<'getOrderDetails'>['data']>(`/order-details?order_id=${id}`)).order,
    /** Units in the cart per product id. */
    cartUnits: async () => {
      const cart = await get<Answer<'getCart'>['data']>('/carts');
      const units = new Map<number, number>();
      for (const line of cart.cart_items.flatMap((shop) => shop.products)) {
        units.set(line.id, (units.get(line.id) ?? 0) + line.quantity);
      }
      return units;
    },
  };
}

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
const statusHistory = (page: Page, name = 'Status history') => page.getByRole('region', { name });

test.describe("the customer's account: dashboard and order actions", () => {
  test('the dashboard counts the orders; a delivered one is reviewed and ordered again', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(60_000);
    const demo = await demoReader(request);
    const { status_wise_orders: counts, orders } = await demo.orders();

    await signInAsDemo(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Hello, ${DEMO_CUSTOMER.name}!`)).toBeVisible();
    const countLinks = page.getByRole('region', { name: 'Your orders' });
    await expect(countLinks.getByRole('link', { name: `All, ${ordersCount(counts.all)}` })).toHaveAttribute(
      'href',
      '/order-history',
    );
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('listitem')).toHaveCount(Math.min(orders.length, 5));
    await expect(recent.getByRole('link', { name: orders[0]?.order_code, exact: true })).toHaveAttribute(
      'href',
      `/order-history/${orders[0]?.id}`,
    );
    await expectNoAxeViolations();
    await countLinks.getByRole('link', { name: `Delivered, ${ordersCount(counts.delivered)}` }).click();
    await expect(page).toHaveURL('/order-history?status=delivered');

    await test.step('review a line of the delivered order', async () => {
      const order = await demo.order(DEMO_ORDERS.deliveredInWindow.id);
      await page.goto(`/order-history/${order.id}`);
      // Another spec may ask for a return of this order: the link follows what the server allows.
      await expect(page.getByRole('link', { name: 'Request a return' })).toHaveCount(order.can_return ? 1 : 0);
      if (order.can_return) {
        await expect(page.getByRole('link', { name: 'Request a return' })).toHaveAttribute(
          'href',
          `/return-product/${order.id}`,
        );
        await expect(page.getByText(/^Returns accepted until /)).toBeVisible();
      }
      const line = order.products.find((product) => !product.is_reviewed);
      expect(line, 'the delivered order has a line not yet reviewed').toBeDefined();
      const name = line?.name ?? '';
      await page.getByRole('button', { name: `Write a review: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Write a review' });
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
      await expect(dialog.getByText('Write a few words about the product.')).toBeVisible();
      await expectNoAxeViolations({ include: '[role="dialog"]' });

      // The stars by keyboard: focus is on the first, the arrow moves on and chooses.
      await expect(dialog.getByRole('radio', { name: '1 star' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await dialog.getByRole('textbox', { name: 'Your review' }).fill('Fits well and the colour held after washing.');
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(notifications(page).getByText('Review submitted successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      const items = page.getByRole('region', { name: 'Items' });
      const reviewedLine = items.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(reviewedLine.getByText('You reviewed this product')).toBeVisible();
      await expect(items.getByRole('button', { name: `Write a review: ${name}` })).toHaveCount(0);
      await expectNoAxeViolations();
    });

    await test.step('order it again: the products go back in the cart', async () => {
      const order = await demo.order(DEMO_ORDERS.deliveredInWindow.id);
      const before = await demo.cartUnits();
      await page.getByRole('button', { name: 'Order again' }).click();
      await expect(notifications(page).getByText('The products were added to your cart')).toBeVisible();
      // This contract answers the cart, not a new order: the cart panel opens with the products, ready to check out.
      const drawer = cartDrawer(page);
      await expect(drawer).toBeVisible();
      for (const product of order.products) {
        await expect(drawer.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible();
      }
      await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
      // Each line of the order is in the cart with at least one more unit than before.
      const after = await demo.cartUnits();
      for (const product of order.products) {
        expect(after.get(product.id) ?? 0, product.name).toBeGreaterThan(before.get(product.id) ?? 0);
      }
    });
  });

  // A customer of its own: the demo customer's pending orders are counted by the order history's test.
  test('a new customer cancels a pending order through the dialog', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const { shopper, order } = await shopperWithPendingOrder(request);
    await signIn(page, shopper);
    await page.goto(`/order-history/${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel order?' });
    await expect(dialog).toContainText(`Do you want to cancel order ${order.order_code}?`);
    await expectNoAxeViolations({ include: '[role="alertdialog"]' });
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(notifications(page).getByText('Order cancelled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(statusHistory(page).getByRole('listitem').last()).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect((await ordersOf(request, shopper))[0]?.order_status).toBe('Cancelled');
  });

  test('the dashboard and the order dialogs pass axe in Arabic', async ({
    page,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const ar = (english: string) => translated('ar', english);
    await signInAsDemo(page);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: ar('Dashboard') })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: ar('Recent orders') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations();

    // The unpaid online order stays Pending: its cancel dialog is opened and left.
    await page.goto(`/order-history/${DEMO_ORDERS.pendingUnpaidOnline.id}`);
    await page.getByRole('button', { name: ar('Cancel order') }).click();
    const cancel = page.getByRole('alertdialog', { name: ar('Cancel order?') });
    await expectNoAxeViolations({ include: '[role="alertdialog"]' });
    await cancel.getByRole('button', { name: ar('No, keep it') }).click();
    await expect(cancel).toBeHidden();
    await expect(statusHistory(page, ar('Status history'))).toBeVisible();

    await page.goto(`/order-history/${DEMO_ORDERS.deliveredInWindow.id}`);
    await expect(statusHistory(page, ar('Status history'))).toBeVisible();
    await expectNoAxeViolations();
    await page
      .getByRole('button', { name: new RegExp(`^${ar('Write a review')}`) })
      .first()
      .click();
    const review = page.getByRole('dialog', { name: ar('Write a review') });
    await review.getByRole('button', { name: ar('Submit review') }).click();
    await expect(review.getByText(ar('Choose a rating from 1 to 5 stars.'))).toBeVisible();
    await expectNoAxeViolations({ include: '[role="dialog"]' });
  });
});
