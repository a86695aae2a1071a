import type { Page } from '@playwright/test';
import { PRODUCTS } from '../../server/db/seed/facts';
import { dialogNamed } from './support/auth';
import {
  cartLines,
  cartOf,
  dollars,
  figure,
  headerCart,
  newShopper,
  OLIVE_OIL,
  orderDetails,
  orderSummary,
  ordersOf,
  payableFor,
  productFacts,
  putInCart,
  SKILLET,
  shopTick,
  signIn,
} from './support/cart';
import { expect, test } from './support/fixtures';
import { seededSettings } from './support/seed';

/** On /checkout: ticks one shop, picks the payment method, and opens the order-confirm dialog. */
async function reviewOrder(page: Page, shopName: string, payment = 'Cash on Delivery') {
  await shopTick(page, shopName).label.click();
  const summary = orderSummary(page);
  await expect(summary).toContainText('Payable Amount');
  await page.getByRole('radiogroup', { name: 'Payment Method' }).getByText(payment, { exact: true }).click();
  await expect(page.getByRole('radio', { name: payment })).toBeChecked();
  await summary.getByRole('button', { name: 'Place Order' }).click();
  const confirm = dialogNamed(page, 'Confirm your order');
  await expect(confirm).toContainText(figure('Payment', payment));
  return confirm;
}

test.describe('paying for an order', () => {
  test('online: the gateway takes the payment and the order says so; cancelled there, the order offers to pay', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    // Two orders, each through the gateway's own pages and back: more than the usual time on a slow machine.
    test.slow();
    const [card, paypal] = (await seededSettings(request)).payment_gateways;
    if (!card || !paypal) throw new Error('the seed offers two payment gateways');
    const shopper = await newShopper(request);
    await putInCart(request, shopper, OLIVE_OIL.id, 1);
    await putInCart(request, shopper, SKILLET.id, 1);
    const first = await payableFor(request, shopper, [OLIVE_OIL.shop.id]);
    await signIn(page, shopper, '/checkout');

    const confirm = await reviewOrder(page, OLIVE_OIL.shop.name, card.title);
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/payments\/demo\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
    // Dressed as the shop (server/payments/payment-styles.ts): its logo, its primary colour on the Pay button.
    const settings = await seededSettings(request);
    await expect(page.getByRole('banner').getByRole('img', { name: settings.app_name })).toBeVisible();
    const primary = settings.theme_colors['700'];
    const rgb = `rgb(${[1, 3, 5].map((at) => Number.parseInt(primary.slice(at, at + 2), 16)).join(', ')})`;
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCSS('background-color', rgb);
    await expectNoAxeViolations();
    const [paid] = await ordersOf(request, shopper);
    await expect(page.getByRole('main')).toContainText(paid?.order_code ?? 'an order code');
    await page.getByRole('button', { name: `Pay ${dollars(first.payable_amount)}` }).click();

    await expect(page).toHaveURL(`/order-history/${paid?.id}?payment=success`);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toHaveText(
      `Payment received. Thank you, order ${paid?.order_code} is paid.`,
    );
    await expect(page.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true })).toBeVisible();
    expect((await orderDetails(request, shopper, paid?.id ?? 0)).payment_status).toBe('Paid');

    // The other shop's order, paid with the other gateway, is cancelled on the gateway's page.
    await page.goto('/checkout');
    const again = await reviewOrder(page, SKILLET.shop.name, paypal.title);
    await again.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
    const [unpaid] = await ordersOf(request, shopper);
    expect(unpaid?.id).not.toBe(paid?.id);
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    await expect(page).toHaveURL(`/order-history/${unpaid?.id}?payment=cancelled`);
    const cancelled = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(cancelled).toContainText(`The payment for order ${unpaid?.order_code} was not completed.`);
    await expect(cancelled.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await cancelled.getByRole('button', { name: 'Pay Later' }).click();
    await expect(cancelled).toHaveCount(0);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Unpaid', { exact: true })).toBeVisible();
    expect((await orderDetails(request, shopper, unpaid?.id ?? 0)).payment_status).toBe('Pending');
  });

  test('Buy Now orders just that product and leaves the cart as it was', async ({ page, request }) => {
    const bought = await productFacts(request, PRODUCTS.plain.id);
    const kept = await productFacts(request, SKILLET.id);
    const shopper = await newShopper(request);
    await putInCart(request, shopper, SKILLET.id, 2);
    const cartBefore = await cartLines(request, shopper);
    await signIn(page, shopper, `/products/${bought.id}/details`);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(2));
    await expect(page.getByRole('heading', { level: 1, name: bought.name })).toBeVisible();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/buynow');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Now' })).toBeVisible();
    const item = page.getByRole('region', { name: 'Your item' });
    await expect(item.getByRole('listitem')).toHaveCount(1);
    await expect(item).toContainText(bought.name);
    await expect(item).toContainText('Quantity: 1');
    await expect(item).not.toContainText(kept.name);
    expect(await cartLines(request, shopper), 'opening Buy Now leaves the cart alone').toEqual(cartBefore);

    await expect(orderSummary(page)).toContainText('Payable Amount');
    await orderSummary(page).getByRole('button', { name: 'Place Order' }).click();
    const confirm = dialogNamed(page, 'Confirm your order');
    await expect(confirm.getByRole('listitem')).toHaveCount(1);
    await expect(confirm).toContainText(`${bought.name} × 1`);
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();

    const [order] = await ordersOf(request, shopper);
    const placed = await orderDetails(request, shopper, order?.id ?? 0);
    expect(placed.products.map((line) => [line.name, line.quantity])).toEqual([[bought.name, 1]]);
    expect(await cartLines(request, shopper), 'placing the Buy Now order leaves the cart alone').toEqual(cartBefore);
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(2));
  });

  test('a double click on Confirm Order places one order', async ({ page, request }) => {
    const shopper = await newShopper(request);
    await putInCart(request, shopper, OLIVE_OIL.id, 1);
    await signIn(page, shopper, '/checkout');
    const confirm = await reviewOrder(page, OLIVE_OIL.shop.name);
    expect(await ordersOf(request, shopper)).toHaveLength(0);

    await confirm.getByRole('button', { name: 'Confirm Order' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
    const orders = await ordersOf(request, shopper);
    expect(orders, 'exactly one order').toHaveLength(1);
    await expect(page.getByRole('main').getByRole('link', { name: /^ORD-/ })).toHaveText([orders[0]?.order_code ?? '']);
  });

  test('a failed placing says why and keeps the order; trying again places it once, with the same key', async ({
    page,
    request,
    collectConsoleErrors,
  }) => {
    // The browser logs the injected 500 as a failed resource load: that answer is what this test is about.
    collectConsoleErrors.allowConsoleError(/status of 500/);
    const shopper = await newShopper(request);
    await putInCart(request, shopper, OLIVE_OIL.id, 1);
    const figures = await payableFor(request, shopper, [OLIVE_OIL.shop.id]);
    await signIn(page, shopper, '/checkout');

    const keys: (string | undefined)[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/place-order') {
        keys.push(sent.headers()['idempotency-key']);
      }
    });
    const reason = 'The order service is busy, please try again.';
    await page.route('**/api/place-order', (route) => route.fulfill({ status: 500, json: { message: reason } }), {
      times: 1,
    });

    const confirm = await reviewOrder(page, OLIVE_OIL.shop.name);
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(`Your order was not placed: ${reason}`);
    await expect(confirm).toContainText(figure('Payment', 'Cash on Delivery'));
    await expect(confirm).toContainText(figure('Payable Amount', dollars(figures.payable_amount)));
    await expect(confirm).toContainText(figure('Deliver to', shopper.name));
    expect(await ordersOf(request, shopper), 'the failed attempt placed nothing').toEqual([]);
    expect(await cartLines(request, shopper)).toEqual({ [OLIVE_OIL.id]: 1 });

    await confirm.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
    expect(await ordersOf(request, shopper), 'the retry placed exactly one order').toHaveLength(1);
    expect(keys, 'the retry sent the same Idempotency-Key').toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
