import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CHARGE_PER_SHOP, SHOPS, VAT, VOUCHERS } from '../../server/db/seed/facts';
import type { Schema } from '../../src/api/types';
import { failure, fillCart, newShopper, PLAIN, productRow } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** Checkout figures (`checkoutCart`): per selected shop subtotal, delivery, voucher and VAT, and what is payable. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const round = (amount: number) => Math.round(amount * 100) / 100;

function expectFiguresAddUp(summary: Schema<'CheckoutSummary'>) {
  expect(summary.payable_amount).toBeCloseTo(
    summary.total_amount + summary.delivery_charge - summary.coupon_discount + summary.order_tax_amount,
    2,
  );
  expect(summary.all_vat_taxes).toEqual([
    { name: VAT.name, percentage: VAT.percentage, amount: summary.order_tax_amount },
  ]);
}

/** A shopper with `quantity` avocados (6.49, no discount, not on sale) from Green Leaf Grocers in the cart. */
async function shopperWithAvocados(quantity: number) {
  const shopper = await newShopper(server);
  await fillCart(server, shopper.token, [{ product_id: PLAIN.greenLeaf[1], quantity }]);
  const { price } = await productRow(server, PLAIN.greenLeaf[1]);
  return { ...shopper, subtotal: round(price * quantity) };
}

describe('checkoutCart figures', () => {
  it('add up for one shop: delivery per shop order and VAT on the subtotal', async () => {
    const { token, subtotal } = await shopperWithAvocados(2);
    const { data } = await server.api(token).cart.checkoutCart({ shop_ids: [SHOPS.greenLeafGrocers.id] });
    const tax = round((subtotal * VAT.percentage) / 100);
    expect(data.checkout).toMatchObject({
      total_amount: subtotal,
      delivery_charge: DELIVERY_CHARGE_PER_SHOP,
      coupon_discount: 0,
      order_tax_amount: tax,
      payable_amount: round(subtotal + DELIVERY_CHARGE_PER_SHOP + tax),
    });
    expectFiguresAddUp(data.checkout);
    expect(data.apply_coupon).toBe(false);
    expect(data.checkout_items[0]).toMatchObject({ shop_id: SHOPS.greenLeafGrocers.id, subtotal, coupon_discount: 0 });
  });

  it('add up for two shops: each shop is charged its own delivery', async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.greenLeaf[2], quantity: 3 }, { product_id: PLAIN.volt[0] }]);
    const shopIds = [SHOPS.greenLeafGrocers.id, SHOPS.voltElectronics.id];
    const { data } = await server.api(token).cart.checkoutCart({ shop_ids: shopIds });
    expect(data.checkout_items.map((group) => group.shop_id)).toEqual(shopIds);
    expect(data.checkout.delivery_charge).toBe(2 * DELIVERY_CHARGE_PER_SHOP);
    const subtotals = data.checkout_items.reduce((sum, group) => sum + group.subtotal, 0);
    expect(data.checkout.total_amount).toBeCloseTo(subtotals, 2);
    expectFiguresAddUp(data.checkout);
  });

  it('leave out the shops that are not selected', async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.greenLeaf[2] }, { product_id: PLAIN.volt[0] }]);
    const { data } = await server.api(token).cart.checkoutCart({ shop_ids: [SHOPS.voltElectronics.id] });
    expect(data.checkout_items.map((group) => group.shop_id)).toEqual([SHOPS.voltElectronics.id]);
    expect(data.checkout.total_amount).toBe(data.checkout_items[0]?.subtotal);
  });
});

describe('checkoutCart voucher', () => {
  it("applies a code of the shop's when its subtotal reaches the minimum", async () => {
    const { token, subtotal } = await shopperWithAvocados(4);
    expect(subtotal).toBeGreaterThanOrEqual(VOUCHERS.fresh10.minOrderAmount);
    const { data } = await server.api(token).cart.checkoutCart({
      shop_ids: [SHOPS.greenLeafGrocers.id],
      coupon_code: VOUCHERS.fresh10.code,
    });
    const discount = round((subtotal * VOUCHERS.fresh10.discount) / 100);
    expect(data.apply_coupon).toBe(true);
    expect(data.checkout.coupon_discount).toBe(discount);
    expect(data.checkout_items[0]?.coupon_discount).toBe(discount);
    expect(data.checkout.order_tax_amount).toBe(round(((subtotal - discount) * VAT.percentage) / 100));
    expectFiguresAddUp(data.checkout);
  });

  it('does not apply below its min_order_amount, and the message says why', async () => {
    const { token, subtotal } = await shopperWithAvocados(1);
    expect(subtotal).toBeLessThan(VOUCHERS.fresh10.minOrderAmount);
    const { message, data } = await server.api(token).cart.checkoutCart({
      shop_ids: [SHOPS.greenLeafGrocers.id],
      coupon_code: VOUCHERS.fresh10.code,
    });
    expect(data.apply_coupon).toBe(false);
    expect(data.checkout.coupon_discount).toBe(0);
    expect(message).toBe(`Spend at least $20.00 at ${SHOPS.greenLeafGrocers.name} to use this voucher.`);
  });

  it('does not apply after its validity', async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.volt[0], quantity: 4 }]);
    const { message, data } = await server.api(token).cart.checkoutCart({
      shop_ids: [SHOPS.voltElectronics.id],
      coupon_code: VOUCHERS.expired.code,
    });
    expect(data.apply_coupon).toBe(false);
    expect(message).toBe('This voucher has expired.');
  });

  it("does not apply to another shop's order", async () => {
    const { token } = await shopperWithAvocados(10);
    const { data } = await server.api(token).cart.checkoutCart({
      shop_ids: [SHOPS.greenLeafGrocers.id],
      coupon_code: VOUCHERS.nordic15.code,
    });
    expect(data.apply_coupon).toBe(false);
    expect(data.checkout.coupon_discount).toBe(0);
  });
});

describe('checkoutCart selection', () => {
  it('refuses a selected shop with nothing in the cart', async () => {
    const { token } = await shopperWithAvocados(1);
    const error = await failure(server.api(token).cart.checkoutCart({ shop_ids: [SHOPS.nordicHome.id] }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('shop_ids');
  });

  it('refuses an empty cart', async () => {
    const { token } = await newShopper(server);
    const error = await failure(server.api(token).cart.checkoutCart({ shop_ids: [SHOPS.greenLeafGrocers.id] }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Your cart is empty.');
  });

  it('checks out only the buy-now slot with is_buy_now', async () => {
    const { token } = await shopperWithAvocados(1);
    await server.api(token).cart.addToCart({ product_id: PLAIN.volt[0], quantity: 2, is_buy_now: true });
    const api = server.api(token).cart;
    const { data } = await api.checkoutCart({ shop_ids: [SHOPS.voltElectronics.id], is_buy_now: true });
    expect(data.checkout_items.flatMap((group) => group.products.map((line) => [line.id, line.quantity]))).toEqual([
      [PLAIN.volt[0], 2],
    ]);
    const error = await failure(api.checkoutCart({ shop_ids: [SHOPS.greenLeafGrocers.id], is_buy_now: true }));
    expect(error.status).toBe(422);
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
