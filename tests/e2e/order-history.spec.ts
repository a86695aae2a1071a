import type { APIRequestContext, Page } from '@playwright/test';
import { OTHER_ORDERS } from '../../server/db/seed/facts';
import type { Answer, Schema } from '../../src/api/types';
import { DEMO_CUSTOMER, signInAsDemo } from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';

const HEADERS = { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' };

/** The demo customer's orders through the contract, with a session of its own: one status (or all), the first 50. */
async function demoOrders(request: APIRequestContext, status?: Schema<'OrderStatusFilter'>) {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as Answer<'login'>).data.access.token;
  const list = await request.get(`/api/orders?per_page=50${status ? `&order_status=${status}` : ''}`, {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as Answer<'listOrders'>).data;
}

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

function orderRows(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test.describe('the order history', () => {
  test('lists the orders, filters them by status with the count, and opens one', async ({ page, request }) => {
    const all = await demoOrders(request);
    const pending = await demoOrders(request, 'pending');
    expect(all.status_wise_orders.pending, 'the seed has pending orders').toBeGreaterThan(0);

    await signInAsDemo(page);
    await page.goto('/order-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(orderRows(page)).toHaveCount(Math.min(all.total, 10));
    const filters = page.getByRole('navigation', { name: 'Filter by status' });
    await expect(filters.getByRole('link', { name: `All, ${ordersCount(all.total)}` })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await filters.getByRole('link', { name: `Pending, ${ordersCount(pending.total)}` }).click();
    await expect(page).toHaveURL('/order-history?status=pending');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(ordersCount(pending.total));
    await expect(orderRows(page)).toHaveCount(Math.min(pending.total, 10));
    for (const order of pending.orders.slice(0, 10)) {
      await expect(page.getByRole('link', { name: order.order_code, exact: true })).toBeVisible();
    }

    const first = pending.orders[0] as Schema<'OrderSummary'>;
    await page.getByRole('link', { name: first.order_code, exact: true }).click();
    await expect(page).toHaveURL(`/order-history/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await expect(page.getByText(first.order_code, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Payable amount');
  });

  test("someone else's order shows the not-found message and nothing of the order", async ({
    page,
    collectConsoleErrors,
  }) => {
    // The browser logs the 404 answer as a failed resource load.
    collectConsoleErrors.allowConsoleError(/status of 404/);
    await signInAsDemo(page);
    await page.goto(`/order-history/${OTHER_ORDERS.pending.id}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(OTHER_ORDERS.pending.code)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Items' })).toHaveCount(0);
  });

  test('back from a cancelled payment, the dialog offers to pay; Pay Later closes it and keeps the order unpaid', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const unpaid = (await demoOrders(request, 'pending')).orders.find(
      (order) => order.payment_method !== 'cash' && order.payment_status === 'Pending',
    );
    expect(unpaid, 'the seed has an unpaid online order of the demo customer').toBeDefined();
    const order = unpaid as Schema<'OrderSummary'>;

    await signInAsDemo(page);
    await page.goto(`/order-history/${order.id}?payment=cancelled`);
    const dialog = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(dialog).toContainText(`The payment for order ${order.order_code} was not completed.`);
    await expect(dialog.getByRole('radiogroup', { name: 'Pay with' })).toBeVisible();
    await expectNoAxeViolations({ include: '[role="alertdialog"]' });

    await dialog.getByRole('button', { name: 'Pay Later' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`/order-history/${order.id}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  });

  test('the history and an order pass axe in English', async ({ page, request, expectNoAxeViolations }) => {
    const all = await demoOrders(request);
    await signInAsDemo(page);
    await page.goto('/order-history');
    await expect(orderRows(page)).toHaveCount(Math.min(all.total, 10));
    await expectNoAxeViolations();

    const first = all.orders[0] as Schema<'OrderSummary'>;
    await page.goto(`/order-history/${first.id}`);
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('the history and an order pass axe in Arabic', async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const all = await demoOrders(request);
    await signInAsDemo(page);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/order-history');
    await expect(page.getByRole('heading', { level: 1, name: translated('ar', 'Order History') })).toBeVisible();
    await expect(orderRows(page)).toHaveCount(Math.min(all.total, 10));
    await expectNoAxeViolations();

    const first = all.orders[0] as Schema<'OrderSummary'>;
    await page.goto(`/order-history/${first.id}`);
    await expect(page.getByRole('region', { name: translated('ar', 'Order summary') })).toBeVisible();
    await expectNoAxeViolations();
  });
});
