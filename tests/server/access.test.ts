import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '../../server/db/schema';
import {
  DEMO_ADDRESSES,
  DEMO_CUSTOMER,
  DEMO_ORDERS,
  DEMO_RETURN,
  OTHER_CUSTOMER,
  PRODUCTS,
  SHOPS,
} from '../../server/db/seed/facts';
import type { JsonBody } from '../../src/api/types';
import { failure, fillCart, markDelivered, newKey, newShopper, PLAIN, placeOrder } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/**
 * Access control on the money path (docs/quality-budgets.md S2): another customer's ids answer 404 every time and change
 * nothing, and fields a caller may not set (user_id, status, totals, role) are ignored.
 */

let server: TestServer;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  otherToken = await server.login(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
});

afterAll(async () => {
  await server?.stop();
});

const demoOrder = async (id: number) => {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, id));
  return row;
};

describe("the demo customer's ids, called by another customer", () => {
  it('answer 404 for orders, and the orders do not change', async () => {
    const api = server.api(otherToken).orders;
    const before = await demoOrder(DEMO_ORDERS.pending.id);
    const calls = [
      () => api.getOrderDetails({ order_id: DEMO_ORDERS.pending.id }),
      () => api.cancelOrder({ order_id: DEMO_ORDERS.pending.id }),
      () => api.orderAgain({ order_id: DEMO_ORDERS.deliveredInWindow.id }),
      () => api.payOrderAgain({ order: DEMO_ORDERS.pendingUnpaidOnline.id, paymentMethod: 'stripe' }),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(404);
    expect(await demoOrder(DEMO_ORDERS.pending.id)).toEqual(before);
  });

  it('answer 404 for returns', async () => {
    const api = server.api(otherToken).returns;
    expect((await failure(api.getReturnOrder(DEMO_RETURN.id))).status).toBe(404);
    const body = {
      order_id: DEMO_ORDERS.deliveredInWindow.id,
      product_ids: [PRODUCTS.withColorsAndSizes.id],
      reason: 'Not mine',
      bank_account_number: '1',
      return_address: 'Elsewhere',
    };
    expect((await failure(api.createReturnOrder(body))).status).toBe(404);
  });

  it('answer 404 for addresses, and the addresses do not change', async () => {
    const api = server.api(otherToken).addresses;
    const before = await server.deps.db.select().from(addresses).where(eq(addresses.userId, DEMO_CUSTOMER.id));
    const body = { name: 'Mallory', phone: '5550100777', address_line: 'Taken over', address_type: 'home' };
    expect((await failure(api.updateAddress(DEMO_ADDRESSES.home, body))).status).toBe(404);
    expect((await failure(api.deleteAddress(DEMO_ADDRESSES.home))).status).toBe(404);
    const after = await server.deps.db.select().from(addresses).where(eq(addresses.userId, DEMO_CUSTOMER.id));
    expect(after).toEqual(before);
  });

  it("answer 404 when placing an order to the demo customer's address", async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.volt[0] }]);
    const call = placeOrder(server, token, { shop_ids: [SHOPS.voltElectronics.id], address_id: DEMO_ADDRESSES.home });
    expect((await failure(call)).status).toBe(404);
  });

  it("never open the demo customer's payment sessions", async () => {
    for (const token of ['seed-stripe-ord-1002', 'seed-stripe-ord-1004']) {
      const response = await fetch(`${server.directUrl}/payments/demo/${token}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(response.status).toBe(404);
    }
    expect((await demoOrder(DEMO_ORDERS.pendingUnpaidOnline.id))?.paymentStatus).toBe('Pending');
  });
});

describe('fields a caller may not set', () => {
  const intruding = { user_id: DEMO_CUSTOMER.id, role: 'admin', status: 'Delivered', total: 0 };

  it('are ignored when saving an address', async () => {
    const { token, userId } = await newShopper(server);
    const body = { name: 'Me', phone: '5550100888', address_line: 'Mine', address_type: 'home', id: 1, ...intruding };
    const { data } = await server.api(token).addresses.createAddress(body as JsonBody<'createAddress'>);
    const [row] = await server.deps.db.select().from(addresses).where(eq(addresses.id, data.address.id));
    expect(row?.userId).toBe(userId);
    expect(data.address.id).not.toBe(1);
  });

  it('are ignored when adding to the cart and placing an order', async () => {
    const { token, userId, addressId } = await newShopper(server);
    const cart = await server
      .api(token)
      .cart.addToCart({ product_id: PLAIN.volt[0], price: 0, ...intruding } as JsonBody<'addToCart'>);
    expect(cart.data.total).toBeGreaterThan(0);
    const checkout = await server.api(token).cart.checkoutCart({ shop_ids: [SHOPS.voltElectronics.id] });
    const body = {
      shop_ids: [SHOPS.voltElectronics.id],
      address_id: addressId,
      payment_method: 'cash',
      order_status: 'Delivered',
      payment_status: 'Paid',
      payable_amount: 0,
      ...intruding,
    };
    const { data } = await server.api(token).orders.placeOrder(body as JsonBody<'placeOrder'>, newKey());
    const order = await demoOrder(data.orders[0]?.id ?? 0);
    expect(order).toMatchObject({
      userId,
      orderStatus: 'Pending',
      paymentStatus: 'Pending',
      payableAmount: checkout.data.checkout.payable_amount,
    });
  });

  it('are ignored when asking for a return', async () => {
    const { token, addressId } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.greenLeaf[1], quantity: 2 }]);
    const placed = await placeOrder(server, token, { shop_ids: [SHOPS.greenLeafGrocers.id], address_id: addressId });
    const orderId = placed.orders[0]?.id ?? 0;
    await markDelivered(server, orderId);
    const body = {
      order_id: orderId,
      product_ids: [PLAIN.greenLeaf[1]],
      reason: 'Bruised',
      bank_account_number: '1',
      return_address: 'Here',
      amount: 1000,
      ...intruding,
      status: 'Refunded',
    };
    const { data } = await server.api(token).returns.createReturnOrder(body as JsonBody<'createReturnOrder'>);
    expect(data.return_order.status).toBe('Pending');
    expect(data.return_order.amount).toBeLessThan(1000);
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
