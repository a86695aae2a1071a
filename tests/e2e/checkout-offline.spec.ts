import { dialogNamed } from './support/auth';
import {
  newShopper,
  OLIVE_OIL,
  orderDetails,
  orderSummary,
  ordersOf,
  putInCart,
  SKILLET,
  shopTick,
  signIn,
} from './support/cart';
import { expect, test } from './support/fixtures';

const UNREACHABLE = 'We could not reach the shop. Check your connection and try again.';

test('going offline mid-checkout loses nothing: the figures and the order wait for the connection', async ({
  page,
  request,
  collectConsoleErrors,
}) => {
  // The browser logs each call it could not send.
  collectConsoleErrors.allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const shopper = await newShopper(request);
  await putInCart(request, shopper, OLIVE_OIL.id);
  await putInCart(request, shopper, SKILLET.id);
  await signIn(page, shopper, '/checkout');
  const summary = orderSummary(page);
  await shopTick(page, OLIVE_OIL.shop.name).label.click();
  await expect(summary).toContainText('Payable Amount');
  const shown = await summary.innerText();

  const note = page.getByRole('textbox', { name: 'Note for the shop (optional)' });
  await note.fill('Leave it with the porter.');
  await page.context().setOffline(true);
  await shopTick(page, SKILLET.shop.name).label.click();
  await expect(summary).toContainText(`These figures may be out of date: ${UNREACHABLE}`);
  await expect(summary).toContainText(shown.split('\n').find((line) => line.startsWith('$')) ?? 'Payable Amount');

  await page.context().setOffline(false);
  await summary.getByRole('button', { name: 'Try again' }).click();
  await expect(summary).not.toContainText('These figures may be out of date');
  await expect(summary).toContainText('Payable Amount');

  await summary.getByRole('button', { name: 'Place Order' }).click();
  const confirm = dialogNamed(page, 'Confirm your order');
  await expect(confirm).toBeVisible();
  await page.context().setOffline(true);
  await confirm.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(confirm).toContainText(`Your order was not placed: ${UNREACHABLE}`);
  expect(await ordersOf(request, shopper)).toHaveLength(0);

  await page.context().setOffline(false);
  await confirm.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(2);
  expect(new Set(orders.map((order) => order.shop.id))).toEqual(new Set([OLIVE_OIL.shop.id, SKILLET.shop.id]));
  for (const order of orders) {
    expect((await orderDetails(request, shopper, order.id)).note).toBe('Leave it with the porter.');
  }
});
