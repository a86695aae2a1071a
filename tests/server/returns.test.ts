import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_ORDERS, DEMO_RETURN, RETURN_WINDOW_DAYS, SHOPS } from '../../server/db/seed/facts';
import { failure, fillCart, markDelivered, newShopper, PLAIN, placeOrder } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** Return requests (contract tag `returns`): only delivered orders, inside the window, each product once. */

let server: TestServer;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

afterAll(async () => {
  await server?.stop();
});

const request = {
  reason: 'It arrived damaged.',
  bank_account_number: '000123456789',
  return_address: '1 Test Street',
  bank_name: 'Test Bank',
};

/** A shopper's Green Leaf order of two lines (2 × product A, 1 × product B), delivered `daysAgo` days ago. */
async function deliveredOrder(daysAgo = 1) {
  const { token, addressId } = await newShopper(server);
  await fillCart(server, token, [
    { product_id: PLAIN.greenLeaf[1], quantity: 2 },
    { product_id: PLAIN.greenLeaf[2], quantity: 1 },
  ]);
  const placed = await placeOrder(server, token, { shop_ids: [SHOPS.greenLeafGrocers.id], address_id: addressId });
  const orderId = placed.orders[0]?.id ?? 0;
  await markDelivered(server, orderId, daysAgo);
  const { data } = await server.api(token).orders.getOrderDetails({ order_id: orderId });
  return { token, orderId, order: data.order };
}

describe('createReturnOrder', () => {
  it('asks to return lines of a delivered order: Pending, for the sum of those lines', async () => {
    const { token, orderId, order } = await deliveredOrder();
    const line = order.products.find((product) => product.id === PLAIN.greenLeaf[1]);
    const paid = (line?.discount_price || line?.price || 0) * (line?.quantity ?? 0);
    const { data } = await server.api(token).returns.createReturnOrder({
      ...request,
      order_id: orderId,
      product_ids: [PLAIN.greenLeaf[1]],
    });
    expect(data.return_order).toMatchObject({
      status: 'Pending',
      order_id: orderId,
      order_code: order.order_code,
      total_items: 2,
      reason: request.reason,
      products: [expect.objectContaining({ id: PLAIN.greenLeaf[1], quantity: 2 })],
    });
    expect(data.return_order.amount).toBeCloseTo(paid, 2);
    expect(data.return_order.return_code).toBe(`RET-${String(data.return_order.id).padStart(4, '0')}`);

    const after = await server.api(token).orders.getOrderDetails({ order_id: orderId });
    expect(after.data.order.products.map((product) => [product.id, product.is_returned])).toEqual([
      [PLAIN.greenLeaf[1], true],
      [PLAIN.greenLeaf[2], false],
    ]);
    expect(after.data.order.can_return).toBe(true);
  });

  it('returns a product once', async () => {
    const { token, orderId } = await deliveredOrder();
    const body = { ...request, order_id: orderId, product_ids: [PLAIN.greenLeaf[2]] };
    await server.api(token).returns.createReturnOrder(body);
    const error = await failure(server.api(token).returns.createReturnOrder(body));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('product_ids');
  });

  it('refuses a product that is not in the order', async () => {
    const { token, orderId } = await deliveredOrder();
    const body = { ...request, order_id: orderId, product_ids: [PLAIN.volt[0]] };
    expect((await failure(server.api(token).returns.createReturnOrder(body))).status).toBe(422);
  });

  it('refuses once the return window has closed', async () => {
    const { token, orderId } = await deliveredOrder(RETURN_WINDOW_DAYS + 1);
    const body = { ...request, order_id: orderId, product_ids: [PLAIN.greenLeaf[1]] };
    const error = await failure(server.api(token).returns.createReturnOrder(body));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The return window for this order has closed.');
  });

  it('refuses an order that is not Delivered', async () => {
    const body = { ...request, order_id: DEMO_ORDERS.onTheWay.id, product_ids: [46] };
    expect((await failure(server.api(demoToken).returns.createReturnOrder(body))).status).toBe(422);
  });
});

describe('listReturnOrders and getReturnOrder', () => {
  it("lists the caller's return requests and shows one with its products and order", async () => {
    const { data } = await server.api(demoToken).returns.listReturnOrders();
    expect(data.return_orders.map((returned) => returned.return_code)).toContain(DEMO_RETURN.code);
    const details = await server.api(demoToken).returns.getReturnOrder(DEMO_RETURN.id);
    expect(details.data.return_order).toMatchObject({
      return_code: DEMO_RETURN.code,
      status: DEMO_RETURN.status,
      order: { id: DEMO_RETURN.orderId, order_status: 'Delivered' },
    });
    expect(details.data.return_order.products).toHaveLength(1);
  });

  it('pages the list, newest first', async () => {
    const { token, orderId } = await deliveredOrder();
    const api = server.api(token).returns;
    await api.createReturnOrder({ ...request, order_id: orderId, product_ids: [PLAIN.greenLeaf[1]] });
    await api.createReturnOrder({ ...request, order_id: orderId, product_ids: [PLAIN.greenLeaf[2]] });
    const { data } = await api.listReturnOrders({ page: 1, per_page: 1 });
    expect(data.total).toBe(2);
    expect(data.return_orders).toHaveLength(1);
    expect(data.return_orders[0]?.total_items).toBe(1);
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
