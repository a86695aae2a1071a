import { VOUCHERS } from '../../server/db/seed/facts';
import { dialogNamed } from './support/auth';
import {
  cartOf,
  dollars,
  figure,
  HOME_ADDRESS,
  headerCart,
  newShopper,
  notifications,
  OFFICE_ADDRESS,
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

test.describe('the checkout', () => {
  test('the figures follow the ticked shops; with none ticked, Place Order asks for a shop and places nothing', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request);
    await putInCart(request, shopper, OLIVE_OIL.id, 2);
    await putInCart(request, shopper, SKILLET.id, 1);
    const greenLeaf = await payableFor(request, shopper, [OLIVE_OIL.shop.id]);
    const both = await payableFor(request, shopper, [OLIVE_OIL.shop.id, SKILLET.shop.id]);
    expect(both.payable_amount, 'two shops cost more than one').toBeGreaterThan(greenLeaf.payable_amount);

    await signIn(page, shopper, '/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = orderSummary(page);
    const first = shopTick(page, OLIVE_OIL.shop.name);
    const second = shopTick(page, SKILLET.shop.name);

    await first.label.click();
    await expect(first.box).toBeChecked();
    await expect(summary).toContainText(figure('Total', dollars(greenLeaf.total_amount)));
    await expect(summary).toContainText(figure('Payable Amount', dollars(greenLeaf.payable_amount)));

    await second.label.click();
    await expect(second.box).toBeChecked();
    await expect(summary).toContainText(figure('Delivery Charge', dollars(both.delivery_charge)));
    await expect(summary).toContainText(figure('Payable Amount', dollars(both.payable_amount)));

    await first.label.click();
    await second.label.click();
    await expect(first.box).not.toBeChecked();
    await expect(second.box).not.toBeChecked();
    await expect(summary).toContainText('Select a shop to see what you will pay.');
    await expect(summary).not.toContainText('Payable Amount');

    await summary.getByRole('button', { name: 'Place Order' }).click();
    await expect(notifications(page).getByText('Please select at least one shop')).toBeVisible();
    await expect(dialogNamed(page, 'Confirm your order')).toHaveCount(0);
    await expect(page).toHaveURL('/checkout');
    expect(await ordersOf(request, shopper), 'nothing was ordered').toEqual([]);
  });

  test('a voucher below its minimum says why; one that applies shows the coupon discount', async ({
    page,
    request,
  }) => {
    // Two bottles come to more than FRESH10's minimum and less than GREEN5's.
    const { fresh10, green5 } = VOUCHERS;
    const shopper = await newShopper(request);
    await putInCart(request, shopper, OLIVE_OIL.id, 2);
    const plain = await payableFor(request, shopper, [OLIVE_OIL.shop.id]);
    expect(plain.total_amount).toBeGreaterThanOrEqual(fresh10.minOrderAmount);
    expect(plain.total_amount).toBeLessThan(green5.minOrderAmount);
    const discounted = await payableFor(request, shopper, [OLIVE_OIL.shop.id], fresh10.code);
    expect(discounted.coupon_discount).toBeGreaterThan(0);

    await signIn(page, shopper, '/checkout');
    await shopTick(page, OLIVE_OIL.shop.name).label.click();
    const summary = orderSummary(page);
    await expect(summary).toContainText(figure('Payable Amount', dollars(plain.payable_amount)));
    const code = summary.getByRole('textbox', { name: 'Coupon Code' });
    const voucher = summary.getByRole('region', { name: 'Voucher' });

    await code.fill(green5.code);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(voucher.getByRole('status')).toContainText(
      `Spend at least ${dollars(green5.minOrderAmount)} at ${OLIVE_OIL.shop.name} to use this voucher.`,
    );
    await expect(summary).not.toContainText('Coupon Discount');
    await expect(summary).toContainText(figure('Payable Amount', dollars(plain.payable_amount)));

    await code.fill(fresh10.code);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(voucher.getByRole('status')).toContainText(`Voucher ${fresh10.code} applied.`);
    await expect(summary).toContainText(figure('Coupon Discount', `−${dollars(discounted.coupon_discount)}`));
    await expect(summary).toContainText(figure('Payable Amount', dollars(discounted.payable_amount)));

    await voucher.getByRole('button', { name: 'Remove voucher' }).click();
    await expect(summary).not.toContainText('Coupon Discount');
    await expect(summary).toContainText(figure('Payable Amount', dollars(plain.payable_amount)));
  });

  test('the shopper changes the address, places a cash order, and finds it in the order history', async ({
    page,
    request,
  }) => {
    const product = await productFacts(request, OLIVE_OIL.id);
    const shopper = await newShopper(request, 2);
    const [home, office] = shopper.addresses;
    await putInCart(request, shopper, OLIVE_OIL.id, 1);
    const figures = await payableFor(request, shopper, [OLIVE_OIL.shop.id]);

    await signIn(page, shopper, '/checkout');
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(1));
    const address = page.getByRole('region', { name: 'Delivery Address' });
    await expect(address).toContainText(HOME_ADDRESS.address_line);

    await address.getByRole('button', { name: 'Change address' }).click();
    const change = dialogNamed(page, 'Change Address');
    const choices = change.getByRole('radiogroup', { name: 'Your addresses' });
    await expect(choices.getByRole('radio', { name: new RegExp(HOME_ADDRESS.address_line) })).toBeChecked();
    await choices.getByText(OFFICE_ADDRESS.address_line).click();
    await expect(choices.getByRole('radio', { name: new RegExp(OFFICE_ADDRESS.address_line) })).toBeChecked();
    await change.getByRole('button', { name: 'Use this address' }).click();
    await expect(change).toHaveCount(0);
    await expect(address).toContainText(OFFICE_ADDRESS.address_line);
    await expect(address).not.toContainText(HOME_ADDRESS.address_line);

    await shopTick(page, OLIVE_OIL.shop.name).label.click();
    const summary = orderSummary(page);
    await expect(summary).toContainText(figure('Payable Amount', dollars(figures.payable_amount)));
    await summary.getByRole('button', { name: 'Place Order' }).click();

    const confirm = dialogNamed(page, 'Confirm your order');
    await expect(confirm).toContainText(`${product.name} × 1`);
    await expect(confirm).toContainText(figure('Deliver to', `${shopper.name}, ${OFFICE_ADDRESS.address_line}`));
    await expect(confirm).toContainText(figure('Payment', 'Cash on Delivery'));
    await expect(confirm).toContainText(figure('Payable Amount', dollars(figures.payable_amount)));
    expect(await ordersOf(request, shopper), 'nothing is placed before Confirm Order').toEqual([]);
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();

    await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
    const orders = await ordersOf(request, shopper);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    const code = order?.order_code ?? '';
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: code })).toContainText(
      dollars(figures.payable_amount),
    );
    await expect(headerCart(page)).toHaveAccessibleName(cartOf(0));
    const placed = await orderDetails(request, shopper, order?.id ?? 0);
    expect(placed.address.address_line, 'the order goes to the chosen address').toBe(office?.address_line);
    expect(placed.address.address_line).not.toBe(home?.address_line);

    await page.getByRole('link', { name: 'View Order History' }).click();
    await expect(page).toHaveURL('/order-history');
    const row = page.getByRole('main').getByRole('article').filter({ hasText: code });
    await expect(row.getByRole('link', { name: code, exact: true })).toBeVisible();
    await expect(row).toContainText('Pending');
  });
});
