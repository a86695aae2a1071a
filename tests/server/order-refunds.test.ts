import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, twoShopOnlineOrder } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** Cancelling an order that was paid online: the payment goes back and the order says how much. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Two orders placed together with a gateway, and their page. */
async function twoOnlineOrders() {
  const { token, placed, page } = await twoShopOnlineOrder(server);
  const [first, second] = placed.orders;
  if (!first || !second) throw new Error('expected two orders');
  return { token, page, first, second };
}

const pay = (page: string) => fetch(`${server.directUrl}${page}/pay`, { method: 'POST', redirect: 'manual' });

describe('cancelOrder on a paid order', () => {
  it('records the refund: payment Refunded and the amount, in the details and the history', async () => {
    const { token, page, first } = await twoOnlineOrders();
    expect((await pay(page)).status).toBe(303);
    const api = server.api(token).orders;

    const { data } = await api.cancelOrder({ order_id: first.id });
    expect(data.order).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'Refunded',
      refunded_amount: first.payable_amount,
      can_pay_again: false,
    });
    const listed = (await api.listOrders({})).data.orders.find((order) => order.id === first.id);
    expect(listed).toMatchObject({ payment_status: 'Refunded', refunded_amount: first.payable_amount });
    const again = await failure(api.payOrderAgain({ order: first.id, paymentMethod: 'stripe' }));
    expect(again.status).toBe(422);
  });

  it('refunds per order: an order cancelled before the payment gets nothing back, the paid one its own amount', async () => {
    const { token, page, first, second } = await twoOnlineOrders();
    const api = server.api(token).orders;
    const unpaid = (await api.cancelOrder({ order_id: first.id })).data.order;
    expect(unpaid).toMatchObject({ payment_status: 'Pending', refunded_amount: null });

    await pay(page);
    const refunded = (await api.cancelOrder({ order_id: second.id })).data.order;
    expect(refunded).toMatchObject({ payment_status: 'Refunded', refunded_amount: second.payable_amount });
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
