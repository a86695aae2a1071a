import { mkdtemp, rm } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, expect, inject, it } from 'vitest';
import { DEMO_ADDRESSES, DEMO_CUSTOMER, SHOPS } from '../../server/db/seed/facts';
import { createApiClient } from '../../src/api/client';
import { createEndpoints, type Endpoints } from '../../src/api/endpoints';
import type { JsonBody } from '../../src/api/types';
import { newKey, PLAIN } from './commerce-helpers';
import { doorTo } from './forward-http';
import { freePort, type ServerProcess, startServerProcess } from './server-process';

/**
 * The server killed while it places an order, then the same Idempotency-Key sent again (docs/quality-budgets.md R5): the answer
 * is the first order or one new order, never a 409 that stays for ever.
 */

const postgresUrl = process.env.TEST_DATABASE_URL;
const WAIT_TIMEOUT_MS = 20_000;
/** Where the kill lands after place-order has left: at once, then later and later into the work. */
const KILL_DELAYS_MS = [0, 10, 30, 100];

const PRODUCT = PLAIN.nordic[0];
const ORDER: JsonBody<'placeOrder'> = {
  shop_ids: [SHOPS.nordicHome.id],
  address_id: DEMO_ADDRESSES.home,
  payment_method: 'cash',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection to PostgreSQL whose every wait is bounded. */
const postgresClient = (connectionString: string) =>
  new pg.Client({ connectionString, connectionTimeoutMillis: WAIT_TIMEOUT_MS, query_timeout: WAIT_TIMEOUT_MS });

async function waitUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

interface Storage {
  /** The server's environment for it. */
  env: Record<string, string>;
  databaseUrl?: string;
  remove(): Promise<void>;
}

/** A fresh database of the test's own: on TEST_DATABASE_URL when set, else a new PGlite directory. */
async function freshStorage(): Promise<Storage> {
  if (!postgresUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-crash-'));
    return { env: { DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `storefront_crash_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = postgresClient(postgresUrl);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(postgresUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  return { env: { DATABASE_URL: databaseUrl }, databaseUrl, remove: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

let server: ServerProcess | undefined;
let door: Server | undefined;
let storage: Storage | undefined;
const violations: string[] = [];

afterEach(async () => {
  await server?.crash();
  server = undefined;
  door?.closeAllConnections();
  door?.close();
  door = undefined;
  await storage?.remove();
  storage = undefined;
});

/** The server on a port of its own, over fresh storage, and the demo customer signed in through the contract's proxy. */
async function startSignedIn() {
  storage = await freshStorage();
  const port = await freePort();
  server = await startServerProcess(port, storage.env);
  door = (await doorTo(inject('contractProxyPort'), port)).server;
  const proxyUrl = `http://127.0.0.1:${(door.address() as { port: number }).port}`;
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const header = response.headers.get('sl-violations');
    if (header) violations.push(`${input instanceof Request ? input.url : String(input)}: ${header}`);
    return response;
  };
  let token: string | null = null;
  const api = createEndpoints(createApiClient({ baseUrl: proxyUrl, fetch: recordingFetch, getToken: () => token }));
  const { data } = await api.auth.login({ phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  token = data.access.token;
  return { port, api, token };
}

/** Starts the server again on the same port and data. */
async function restart(port: number): Promise<ServerProcess> {
  server = await startServerProcess(port, storage?.env ?? {});
  return server;
}

/** Puts the product in the cart; answers how many orders the customer has. */
async function readyToOrder(api: Endpoints): Promise<number> {
  await api.cart.addToCart({ product_id: PRODUCT, quantity: 1 });
  return (await api.orders.listOrders()).data.total;
}

/** Sends place-order straight to the server; resolves once the request has left. Its answer is never read. */
function sendPlaceOrder(origin: string, token: string, key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('place-order was not sent')), WAIT_TIMEOUT_MS);
    const left = () => {
      clearTimeout(timer);
      resolve();
    };
    const sent = request(`${origin}/api/place-order`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': key,
      },
    });
    sent.on('response', (answer) => answer.resume());
    // The server is killed under it.
    sent.on('error', left);
    sent.on('finish', left);
    sent.end(JSON.stringify(ORDER));
  });
}

/** The same request again: one order for the key, whichever way the first attempt ended, and the same answer after. */
async function expectOneOrderFor(api: Endpoints, key: string, ordersBefore: number): Promise<void> {
  const answer = await api.orders.placeOrder(ORDER, key);
  expect(answer.data.orders).toHaveLength(1);
  expect(await api.orders.placeOrder(ORDER, key)).toEqual(answer);
  const after = await api.orders.listOrders();
  expect(after.data.total).toBe(ordersBefore + 1);
  expect(after.data.orders.map((order) => order.id)).toContain(answer.data.orders[0]?.id);
}

it('answers one order for the key wherever the server was killed while placing it', async () => {
  const { port, api, token } = await startSignedIn();
  for (const delay of KILL_DELAYS_MS) {
    const before = await readyToOrder(api);
    const key = newKey();
    await sendPlaceOrder((server as ServerProcess).origin, token, key);
    await sleep(delay);
    await server?.crash();
    await restart(port);
    await expectOneOrderFor(api, key, before);
  }
  expect(violations).toEqual([]);
}, 240_000);

if (postgresUrl) {
  it('places the order once when the server was killed inside its transaction', async () => {
    const { port, api, token } = await startSignedIn();
    const before = await readyToOrder(api);
    const databaseUrl = storage?.databaseUrl as string;
    const locker = postgresClient(databaseUrl);
    const watcher = postgresClient(databaseUrl);
    await Promise.all([locker.connect(), watcher.connect()]);
    const key = newKey();
    try {
      // The product's row held here makes place-order wait inside its transaction, where it is killed.
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [PRODUCT]);
      await sendPlaceOrder((server as ServerProcess).origin, token, key);
      await waitUntil('place-order waits for the product row', async () => {
        const { rows } = await watcher.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return (rows[0]?.waiting ?? 0) > 0;
      });
      await server?.crash();
      await locker.query('ROLLBACK');
    } finally {
      await Promise.all([locker.end(), watcher.end()]);
    }
    await restart(port);
    await expectOneOrderFor(api, key, before);
    expect(violations).toEqual([]);
  }, 120_000);
}
