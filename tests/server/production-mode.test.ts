import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { devOutbox } from '../../server/db/schema';
import { DEMO_CUSTOMER, DEMO_ORDERS } from '../../server/db/seed/facts';
import { rootRoutes } from '../../server/root-routes';
import { startTestServer, type TestServer } from './harness';

/**
 * With APP_ENV=production nothing made for the demo exists: no dev outbox, no pre-filled login, no demo payment
 * gateway (so no online payment is offered or taken), and codes are not written anywhere readable.
 */

let server: TestServer;
let production: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const config = readConfig({ APP_ENV: 'production', PUSHER_APP_SECRET: 'a-secret-of-the-tests-own-0123' });
  production = createApp({ ...server.deps, config }, rootRoutes);
  token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});
afterAll(async () => {
  await server?.stop();
});

async function api(path: string, init: RequestInit = {}) {
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers };
  const response = await production.request(`/api${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('production', () => {
  it('has no dev outbox and no demo gateway: their paths are a plain 404', async () => {
    for (const [method, path] of [
      ['GET', '/dev/outbox'],
      ['GET', '/payments/demo/any-token'],
      ['POST', '/payments/demo/any-token/pay'],
    ] as const) {
      expect((await production.request(path, { method })).status, path).toBe(404);
    }
  });

  it('tells the storefront it is production and offers no online payment', async () => {
    const { body } = await api('/master');
    expect(body.data).toMatchObject({ app_environment: 'production', online_payment: false, payment_gateways: [] });
  });

  it('refuses to open a payment on a gateway', async () => {
    const answer = await api(`/order-payment/${DEMO_ORDERS.pendingUnpaidOnline.id}/stripe`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('payment_method');
  });

  it('writes no code where anyone could read it', async () => {
    const [before] = await server.database.db.select({ n: count() }).from(devOutbox);
    const answer = await api('/send-otp', {
      method: 'POST',
      body: JSON.stringify({ phone: DEMO_CUSTOMER.email, forgot_password: 1 }),
    });
    expect(answer.status).toBe(200);
    const [after] = await server.database.db.select({ n: count() }).from(devOutbox);
    expect(after).toEqual(before);
  });
});
