import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, idempotencyKeys, orders } from '../../server/db/schema';
import { SHOPS } from '../../server/db/seed/facts';
import { createApiClient } from '../../src/api/client';
import { createEndpoints } from '../../src/api/endpoints';
import { failure, newKey, PLAIN, productRow, shopperReadyToOrder as readyToOrder, setStock } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** place-order's Idempotency-Key (docs/quality-budgets.md R4): a retried or repeated attempt never makes a second order. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const shopperReadyToOrder = () => readyToOrder(server);

const ordersOf = (userId: number) => server.deps.db.select().from(orders).where(eq(orders.userId, userId));
const cartOf = (userId: number) => server.deps.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('placeOrder with an Idempotency-Key', () => {
  it('answers the first answer again for the same key and body, placing nothing more', async () => {
    const { token, userId, body } = await shopperReadyToOrder();
    const key = newKey();
    const first = await server.api(token).orders.placeOrder(body, key);
    const again = await server.api(token).orders.placeOrder(body, key);
    expect(again).toEqual(first);
    expect(await ordersOf(userId)).toHaveLength(2);
  });

  it('refuses the same key with another body', async () => {
    const { token, body } = await shopperReadyToOrder();
    const key = newKey();
    await server.api(token).orders.placeOrder({ ...body, shop_ids: [SHOPS.voltElectronics.id] }, key);
    const error = await failure(server.api(token).orders.placeOrder(body, key));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('idempotency_key');
  });

  it('makes exactly one set of orders when the same key is sent 3 times at once, and answers it to each', async () => {
    const { token, userId, body } = await shopperReadyToOrder();
    const key = newKey();
    // Straight to the server, so the three arrive together; the later ones wait for the first one's transaction
    // and answer what it stored.
    const direct = createEndpoints(createApiClient({ baseUrl: `${server.directUrl}/api`, getToken: () => token }));
    const answers = await Promise.all([1, 2, 3].map(() => direct.orders.placeOrder(body, key)));
    const placed = await ordersOf(userId);
    expect(placed).toHaveLength(2);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(new Set(placed.map((order) => order.id))).toEqual(new Set(answers[0]?.data.orders.map((order) => order.id)));
  });

  it('places the order under a key an older version left running long ago', async () => {
    const { token, userId, body } = await shopperReadyToOrder();
    const key = newKey();
    // Older versions claimed the key in a commit of its own; a crash left the row running.
    await server.deps.db.insert(idempotencyKeys).values({
      userId,
      key,
      requestHash: 'left by a crash',
      state: 'running',
      createdAt: new Date(server.deps.now().getTime() - 3_600_000),
    });
    const answer = await server.api(token).orders.placeOrder(body, key);
    expect(new Set((await ordersOf(userId)).map((order) => order.id))).toEqual(
      new Set(answer.data.orders.map((order) => order.id)),
    );
    expect(await server.api(token).orders.placeOrder(body, key)).toEqual(answer);
  });

  it('writes nothing when the stock ran out meanwhile, and lets the same key try again', async () => {
    const { token, userId, body } = await shopperReadyToOrder();
    const product = await productRow(server, PLAIN.greenLeaf[0]);
    const otherLine = await productRow(server, PLAIN.volt[0]);
    const key = newKey();
    await setStock(server, product.id, 1);
    try {
      const error = await failure(server.api(token).orders.placeOrder(body, key));
      expect(error.status).toBe(422);
      expect(error.message).toContain(product.name);
      expect(await ordersOf(userId)).toEqual([]);
      expect(await cartOf(userId)).toHaveLength(2);
      expect((await productRow(server, PLAIN.volt[0])).stock).toBe(otherLine.stock);
    } finally {
      await setStock(server, product.id, product.stock);
    }
    await server.api(token).orders.placeOrder(body, key);
    expect(await ordersOf(userId)).toHaveLength(2);
  });

  it('rolls back everything when a write fails half-way', async () => {
    const { token, userId, body } = await shopperReadyToOrder();
    const stockBefore = await Promise.all([PLAIN.greenLeaf[0], PLAIN.volt[0]].map((id) => productRow(server, id)));
    // The next order id is made to collide with an existing order, so inserting the orders fails after the stock
    // was reserved.
    const [{ maxId }] = (await server.deps.db.select({ maxId: sql<number>`max(${orders.id})::int` }).from(orders)) as [
      { maxId: number },
    ];
    await server.deps.db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), ${maxId - 1}, true)`);
    const key = newKey();
    // The server logs the failed insert; the test only needs to know that it did.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${server.directUrl}/api/place-order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(500);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await server.deps.db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), ${maxId}, true)`);
    }
    expect(await ordersOf(userId)).toEqual([]);
    expect(await cartOf(userId)).toHaveLength(2);
    const stockAfter = await Promise.all([PLAIN.greenLeaf[0], PLAIN.volt[0]].map((id) => productRow(server, id)));
    expect(stockAfter.map((p) => [p.stock, p.totalSold])).toEqual(stockBefore.map((p) => [p.stock, p.totalSold]));
    const keys = await server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toEqual([]);
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
