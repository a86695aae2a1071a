import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '../../server/db/schema';
import { DEMO_CUSTOMER, DEMO_ORDERS, SHOPS } from '../../server/db/seed/facts';
import { failure, fillCart, newKey, newShopper, PLAIN, placeOrder, twoShopOnlineOrder } from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** Online payment: place-order's payment page on the demo gateway, paying or cancelling there, and paying again. */

let server: TestServer;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

afterAll(async () => {
  await server?.stop();
});

const onlineOrder = () => twoShopOnlineOrder(server);

const gateway = (path: string, method = 'GET') => fetch(`${server.directUrl}${path}`, { method, redirect: 'manual' });

/** The session behind a payment page, as the server keeps it. */
async function sessionOf(page: string) {
  const token = page.split('/').at(-1) ?? '';
  const [session] = await server.deps.db.select().from(paymentSessions).where(eq(paymentSessions.token, token));
  return session;
}

const paymentStatus = async (token: string, orderId: number) =>
  (await server.api(token).orders.getOrderDetails({ order_id: orderId })).data.order.payment_status;

describe('the demo payment page', () => {
  it('shows the amount of all the orders placed together and their codes, with nothing inline', async () => {
    const { placed, page } = await onlineOrder();
    expect(page).toMatch(/^\/payments\/demo\/[\w-]{20,}$/);
    const response = await gateway(page);
    expect(response.status).toBe(200);
    const html = await response.text();
    const amount = placed.orders.reduce((sum, order) => sum + order.payable_amount, 0);
    expect(html).toContain(`$${amount.toFixed(2)}`);
    for (const order of placed.orders) expect(html).toContain(order.order_code);
    expect(html).not.toMatch(/<script|<style|style=/i);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it("is dressed as the shop: its logo, a stylesheet in its theme colours, the gateway's name", async () => {
    const { page } = await onlineOrder();
    const html = await (await gateway(page)).text();
    const master = (await server.api().settings.getMaster()).data;
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain(`<img src="${master.web_logo}" alt="${master.app_name}"`);
    expect(html).toContain('<link rel="stylesheet" href="/payments/styles.css">');
    expect(html).toContain('Paying ');
    const styles = await gateway('/payments/styles.css');
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toMatch(/^text\/css/);
    const css = await styles.text();
    expect(css).toContain(`--primary:${master.theme_colors['700']}`);
    expect(css).toContain(':focus-visible{outline:3px solid');
    expect((await fetch(`${server.directUrl}${master.web_logo}`)).status).toBe(200);
  });

  it('speaks the language the shopper chose in the storefront, right to left for Arabic', async () => {
    const { placed, page } = await onlineOrder();
    const response = await fetch(`${server.directUrl}${page}`, { headers: { cookie: 'locale=ar' } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<h1>دفع تجريبي</h1>');
    expect(html).toContain('إلغاء الدفع');
    for (const order of placed.orders) expect(html).toContain(order.order_code);
    const unknown = await fetch(`${server.directUrl}/payments/demo/no-such-token-at-all`, {
      headers: { cookie: 'locale=ar' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('لم يُعثر على عملية الدفع');
  });

  it('marks the orders Paid and returns to the storefront with payment=success', async () => {
    const { token, placed, page } = await onlineOrder();
    const response = await gateway(`${page}/pay`, 'POST');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/order-history/${placed.orders[0]?.id}?payment=success`);
    for (const order of placed.orders) {
      const { data } = await server.api(token).orders.getOrderDetails({ order_id: order.id });
      expect(data.order).toMatchObject({ payment_status: 'Paid', can_pay_again: false });
    }
  });

  it('leaves the orders unpaid when cancelled, and returns with payment=cancelled', async () => {
    const { token, placed, page } = await onlineOrder();
    const response = await gateway(`${page}/cancel`, 'POST');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/order-history/${placed.orders[0]?.id}?payment=cancelled`);
    const { data } = await server.api(token).orders.getOrderDetails({ order_id: placed.orders[0]?.id ?? 0 });
    expect(data.order).toMatchObject({ payment_status: 'Pending', can_pay_again: true });
  });

  it('answers a plain 404 page for a used or unknown link', async () => {
    const { page } = await onlineOrder();
    await gateway(`${page}/pay`, 'POST');
    for (const response of [
      await gateway(page),
      await gateway(`${page}/pay`, 'POST'),
      await gateway('/payments/demo/nope'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it("links to the page on the browser's origin, so a development proxy in front of the server keeps working", async () => {
    const { token, addressId } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.volt[0] }]);
    const body = { shop_ids: [SHOPS.voltElectronics.id], address_id: addressId, payment_method: 'paypal' };
    const response = await fetch(`${server.directUrl}/api/place-order`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': newKey(),
        Origin: 'http://127.0.0.1:5173',
      },
      body: JSON.stringify(body),
    });
    const { data } = (await response.json()) as { data: { order_payment_url: string } };
    expect(data.order_payment_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/payments\/demo\//);
  });
});

describe('what a payment page charges', () => {
  it('charges only the orders still owed when it is paid, and records that amount', async () => {
    const { token, placed, page } = await onlineOrder();
    const [cancelled, kept] = placed.orders;
    await server.api(token).orders.cancelOrder({ order_id: cancelled?.id ?? 0 });

    const html = await (await gateway(page)).text();
    expect(html).toContain(`Pay $${kept?.payable_amount.toFixed(2)}`);
    expect(html).not.toContain(cancelled?.order_code);
    const response = await gateway(`${page}/pay`, 'POST');
    expect(response.headers.get('location')).toBe(`/order-history/${kept?.id}?payment=success`);
    expect(await sessionOf(page)).toMatchObject({ status: 'paid', amount: kept?.payable_amount });
    expect(await paymentStatus(token, kept?.id ?? 0)).toBe('Paid');
    expect(await paymentStatus(token, cancelled?.id ?? 0)).toBe('Pending');
  });

  it('refuses to take a payment for a cancelled order: nothing to pay', async () => {
    const { token, addressId } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.volt[0] }]);
    const placed = await placeOrder(server, token, {
      shop_ids: [SHOPS.voltElectronics.id],
      address_id: addressId,
      payment_method: 'stripe',
    });
    const page = new URL(placed.order_payment_url ?? '').pathname;
    const orderId = placed.orders[0]?.id ?? 0;
    await server.api(token).orders.cancelOrder({ order_id: orderId });

    for (const response of [await gateway(page), await gateway(`${page}/pay`, 'POST')]) {
      expect(response.status).toBe(409);
      expect(await response.text()).toContain('Nothing to pay');
    }
    expect(await sessionOf(page)).toMatchObject({ status: 'pending', amount: null });
    expect(await paymentStatus(token, orderId)).toBe('Pending');
    const again = await failure(server.api(token).orders.payOrderAgain({ order: orderId, paymentMethod: 'stripe' }));
    expect(again.status).toBe(422);
    expect(again.fieldErrors.order).toBe('This order is cancelled.');
  });
});

describe('one open payment per order', () => {
  it('voids the earlier pages of an order when a new one is opened: only the newest can be paid', async () => {
    const { token, placed, page } = await onlineOrder();
    const orderId = placed.orders[0]?.id ?? 0;
    const api = server.api(token).orders;
    const stripe = new URL(
      (await api.payOrderAgain({ order: orderId, paymentMethod: 'stripe' })).data.order_payment_url,
    );
    const paypal = new URL(
      (await api.payOrderAgain({ order: orderId, paymentMethod: 'paypal' })).data.order_payment_url,
    );

    // place-order's page held this order too: it is voided with the stripe one.
    for (const voided of [page, stripe.pathname]) {
      expect((await gateway(voided)).status).toBe(404);
      expect(await sessionOf(voided)).toMatchObject({ status: 'voided', amount: null });
    }
    expect((await gateway(paypal.pathname)).status).toBe(200);
  });

  it('takes no payment through a voided page', async () => {
    const { token, placed, page } = await onlineOrder();
    const [first, second] = placed.orders;
    await server.api(token).orders.payOrderAgain({ order: first?.id ?? 0, paymentMethod: 'paypal' });

    const response = await gateway(`${page}/pay`, 'POST');
    expect(response.status).toBe(404);
    expect(await sessionOf(page)).toMatchObject({ status: 'voided', amount: null });
    expect(await paymentStatus(token, first?.id ?? 0)).toBe('Pending');
    expect(await paymentStatus(token, second?.id ?? 0)).toBe('Pending');
  });
});

describe('payOrderAgain', () => {
  it('opens a fresh payment page for an unpaid online order, with the chosen gateway', async () => {
    const { token, placed, page } = await onlineOrder();
    await gateway(`${page}/cancel`, 'POST');
    const orderId = placed.orders[1]?.id ?? 0;
    const { data } = await server.api(token).orders.payOrderAgain({ order: orderId, paymentMethod: 'paypal' });
    const fresh = new URL(data.order_payment_url).pathname;
    expect(fresh).not.toBe(page);
    const html = await (await gateway(fresh)).text();
    expect(html).toContain(`$${placed.orders[1]?.payable_amount.toFixed(2)}`);
    expect(html).not.toContain(placed.orders[0]?.order_code);
    const details = await server.api(token).orders.getOrderDetails({ order_id: orderId });
    expect(details.data.order.payment_method).toBe('paypal');
  });

  it('refuses cash, paid and cancelled orders, and gateways /master does not offer', async () => {
    const api = server.api(demoToken).orders;
    for (const order of [DEMO_ORDERS.pending, DEMO_ORDERS.processing, DEMO_ORDERS.cancelled]) {
      expect((await failure(api.payOrderAgain({ order: order.id, paymentMethod: 'stripe' }))).status).toBe(422);
    }
    const unknown = api.payOrderAgain({ order: DEMO_ORDERS.pendingUnpaidOnline.id, paymentMethod: 'bitcoin' });
    expect((await failure(unknown)).status).toBe(422);
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
