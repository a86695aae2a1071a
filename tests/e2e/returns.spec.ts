import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ORDERS, DEMO_RETURN, OTHER_CUSTOMER, OTHER_ORDERS } from '../../server/db/seed/facts';
import type { Answer } from '../../src/api/types';
import { signInAsDemo } from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';

/** No customer has a return with this id, so no one may see one there. */
const NO_SUCH_RETURN = 9_999;

const main = (page: Page) => page.getByRole('main');

const HEADERS = { 'Accept-Language': 'en', 'X-Requested-With': 'XMLHttpRequest' };

/** The second customer asks, through the contract, to return a line of their delivered order: the return's id. */
async function otherCustomersReturn(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: OTHER_CUSTOMER.email, password: OTHER_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  const headers = {
    ...HEADERS,
    Authorization: `Bearer ${((await login.json()) as Answer<'login'>).data.access.token}`,
  };
  const details = await request.get(`/api/order-details?order_id=${OTHER_ORDERS.delivered.id}`, { headers });
  expect(details.ok()).toBe(true);
  const { order } = ((await details.json()) as Answer<'getOrderDetails'>).data;
  const line = order.products.find((product) => !product.is_returned);
  expect(line, 'the other customer has a line to return').toBeDefined();
  const created = await request.post('/api/return-order', {
    headers,
    data: {
      order_id: order.id,
      reason: 'Not what I ordered.',
      product_ids: [line?.id],
      bank_account_number: '000111222333',
      return_address: '9 Other Street',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as Answer<'createReturnOrder'>).data.return_order.id;
}

test.describe('returns', () => {
  test('the seeded return, an order past its window, and a new return from the request to the list', async ({
    page,
    expectNoAxeViolations,
    collectConsoleErrors,
  }) => {
    // The browser logs the not-found answer as a failed resource load.
    collectConsoleErrors.allowConsoleError(/status of 404/);
    await signInAsDemo(page);

    // The seeded return is listed, and opens.
    await page.goto('/returned-order-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Return Orders' })).toBeVisible();
    const seeded = main(page).getByRole('article').filter({ hasText: DEMO_RETURN.code });
    await expect(seeded).toContainText(DEMO_ORDERS.deliveredOutOfWindow.code);
    await expect(seeded).toContainText(DEMO_RETURN.status);
    await expectNoAxeViolations();
    await seeded.getByRole('link', { name: DEMO_RETURN.code }).click();
    await expect(page).toHaveURL(`/returned-order-history/${DEMO_RETURN.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Return Order Details' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: DEMO_ORDERS.deliveredOutOfWindow.code })).toHaveAttribute(
      'href',
      `/order-history/${DEMO_ORDERS.deliveredOutOfWindow.id}`,
    );
    await expect(page.getByRole('region', { name: 'Returned products' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Refund' })).toContainText('Bank account number');
    await expectNoAxeViolations();

    // The order delivered 40 days ago cannot be returned any more: no form.
    await page.goto(`/return-product/${DEMO_ORDERS.deliveredOutOfWindow.id}`);
    await expect(
      page.getByRole('heading', { name: `Order ${DEMO_ORDERS.deliveredOutOfWindow.code} cannot be returned` }),
    ).toBeVisible();
    await expect(main(page)).toContainText('The return window for this order closed on');
    await expect(page.getByRole('button', { name: 'Request Return' })).toHaveCount(0);

    // The order delivered 3 days ago: submitted empty, each field says what it needs.
    await page.goto(`/return-product/${DEMO_ORDERS.deliveredInWindow.id}`);
    const products = page.getByRole('group', { name: 'Products to return' });
    await expect(products.getByRole('checkbox')).toHaveCount(3);
    await page.getByRole('button', { name: 'Request Return' }).click();
    await expect(products).toContainText('Choose at least one product to return.');
    await expect(page.getByRole('textbox', { name: 'Reason for the return' })).toHaveAccessibleDescription(
      /The reason field is required\./,
    );
    await expect(page.getByRole('textbox', { name: 'Bank account number' })).toHaveAccessibleDescription(
      /The bank account number field is required\./,
    );
    await expect(page.getByRole('textbox', { name: 'Return address' })).not.toHaveValue('');
    await expectNoAxeViolations();

    // One line, sent: the new return opens, Pending, and is listed first.
    // The input is visually hidden: the shopper presses its label.
    await products
      .locator('label', { has: page.getByRole('checkbox') })
      .last()
      .click();
    await expect(products.getByRole('checkbox').last()).toBeChecked();
    await page.getByRole('textbox', { name: 'Reason for the return' }).fill('The size is too small.');
    await page.getByRole('textbox', { name: 'Bank account number' }).fill('000987654321');
    await page.getByRole('button', { name: 'Request Return' }).click();
    await expect(page).toHaveURL(/\/returned-order-history\/\d+$/);
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Return request submitted'),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: DEMO_ORDERS.deliveredInWindow.code })).toBeVisible();
    await expect(main(page).getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Returned products' }).getByRole('listitem')).toHaveCount(1);
    const code = (await page.getByText(/^RET-\d+$/).textContent()) ?? '';
    expect(code).not.toBe(DEMO_RETURN.code);

    await page.getByRole('link', { name: 'Back to Return Orders' }).click();
    // Found by its code, not as the newest: another spec may ask for a return of the demo's order meanwhile.
    await expect(main(page).getByRole('article').filter({ hasText: code })).toHaveCount(1);

    // A return that is not the customer's shows nothing but not-found.
    await page.goto(`/returned-order-history/${NO_SUCH_RETURN}`);
    await expect(page.getByRole('heading', { name: 'Return not found' })).toBeVisible();
    await expect(page.getByText('Return code')).toHaveCount(0);
  });

  test("another customer's delivered order and return show only not-found", async ({
    page,
    request,
    collectConsoleErrors,
  }) => {
    collectConsoleErrors.allowConsoleError(/status of 404/);
    const theirReturn = await otherCustomersReturn(request);
    await signInAsDemo(page);

    // Their order is delivered and inside its window: a leak would show the return form.
    await page.goto(`/return-product/${OTHER_ORDERS.delivered.id}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Return' })).toHaveCount(0);
    await expect(page.getByText(OTHER_ORDERS.delivered.code)).toHaveCount(0);

    await page.goto(`/returned-order-history/${theirReturn}`);
    await expect(page.getByRole('heading', { name: 'Return not found' })).toBeVisible();
    await expect(page.getByText('Return code')).toHaveCount(0);
    await expect(page.getByText(OTHER_ORDERS.delivered.code)).toHaveCount(0);

    // Nor is it among the demo customer's returns.
    await page.goto('/returned-order-history');
    await expect(main(page).getByRole('link', { name: DEMO_RETURN.code })).toBeVisible();
    await expect(main(page).getByText(OTHER_ORDERS.delivered.code)).toHaveCount(0);
  });

  test('the three pages pass axe in Arabic', async ({ page, openInLocale, expectNoAxeViolations }) => {
    await signInAsDemo(page);
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/returned-order-history');
    await expect(page.getByRole('heading', { level: 1, name: translated('ar', 'Return Orders') })).toBeVisible();
    await expect(main(page).getByRole('link', { name: DEMO_RETURN.code })).toBeVisible();
    await expectNoAxeViolations();

    await page.goto(`/returned-order-history/${DEMO_RETURN.id}`);
    await expect(page.getByRole('region', { name: translated('ar', 'Refund') })).toBeVisible();
    await expectNoAxeViolations();

    await page.goto(`/return-product/${DEMO_ORDERS.deliveredInWindow.id}`);
    await expect(page.getByRole('group', { name: translated('ar', 'Products to return') })).toBeVisible();
    await expectNoAxeViolations();
  });
});
