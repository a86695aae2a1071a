import { eq, sql } from 'drizzle-orm';
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessTokens, orders } from '../../server/db/schema';
import { SHOPS } from '../../server/db/seed/facts';
import { TOKEN_CACHE_CHANNEL } from '../../server/http/token-cache-fanout';
import { CHAT_EVENT, type ChatEventData, chatChannel } from '../../server/realtime/channels';
import { registerCustomer } from '../server/auth-helpers';
import { failure, newKey, shopperReadyToOrder } from '../server/commerce-helpers';
import { type Instance, startTwoInstances, type TwoInstances } from './two-servers';

/**
 * Two instances of the API on one PostgreSQL database behave as one: a token revoked through one is refused by the
 * other at once, an event published through one reaches a socket on the other, and the limits and the
 * Idempotency-Key hold across both.
 */

let instances: TwoInstances;
let a: Instance;
let b: Instance;
const clients: Pusher[] = [];

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await instances?.stop();
});

describe('bearer tokens across instances', () => {
  it('refuses on B, at once, a token signed out through A while B still kept its lookup', async () => {
    const customer = await registerCustomer(a, 'instances-logout');
    // B looks the token up, so its cache holds it for the next few seconds.
    expect((await b.api(customer.token).account.getProfile()).data).toBeTruthy();
    await a.api(customer.token).auth.logout();
    expect((await failure(b.api(customer.token).account.getProfile())).status).toBe(401);
  });

  it('refuses on B, at once, the other sessions of a customer whose password changed through A', async () => {
    const customer = await registerCustomer(a, 'instances-password');
    const other = await a.login(customer.email, customer.password);
    expect((await b.api(other).account.getProfile()).data).toBeTruthy();
    const password = 'another-horse-2';
    await a.api(customer.token).account.changePassword({
      current_password: customer.password,
      password,
      password_confirmation: password,
    });
    expect((await failure(b.api(other).account.getProfile())).status).toBe(401);
    // The session that changed it stays valid everywhere.
    expect((await b.api(customer.token).account.getProfile()).data).toBeTruthy();
  });

  it('forgets every kept lookup when its listening connection comes back, since it may have missed a message', async () => {
    const customer = await registerCustomer(a, 'instances-reconnect');
    expect((await b.api(customer.token).account.getProfile()).data).toBeTruthy();
    // Revoked in the database with no message sent: what a listener that was away would have missed.
    await a.deps.db.delete(accessTokens).where(eq(accessTokens.userId, customer.user.id));
    const back = [a, b].map(
      (instance) =>
        new Promise<void>((resolve) => instance.notifications.listen(TOKEN_CACHE_CHANNEL, () => undefined, resolve)),
    );
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Both instances' listening connections are cut, as a database restart or a network failure would.
      await a.deps.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'`,
      );
      await Promise.all(back);
      expect(warned).toHaveBeenCalledWith(expect.stringContaining('listening connection was lost'));
    } finally {
      warned.mockRestore();
    }
    expect((await failure(b.api(customer.token).account.getProfile())).status).toBe(401);
  });
});

/** pusher-js as the storefront configures it, on one instance's socket. */
function pusherOn(instance: Instance): Pusher {
  const client = new Pusher(instance.deps.config.realtime.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: Number(new URL(instance.directUrl).port),
    forceTLS: false,
    enabledTransports: ['ws'],
  });
  clients.push(client);
  return client;
}

async function subscribed(client: Pusher, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
  return channel;
}

/** Every event of the chat channel, and a wait for the one with a given message id. */
function received(channel: Channel) {
  const events: ChatEventData[] = [];
  const waiting = new Map<number, () => void>();
  channel.bind(CHAT_EVENT, (data: ChatEventData) => {
    events.push(data);
    waiting.get(data.message_id)?.();
  });
  const arrival = (messageId: number) =>
    new Promise<void>((resolve) => {
      if (events.some((event) => event.message_id === messageId)) resolve();
      else waiting.set(messageId, resolve);
    });
  return { events, arrival };
}

describe('realtime across instances', () => {
  it('delivers an event published through A to a pusher-js client on B, once, and on A too', async () => {
    const customerId = 4242;
    const name = chatChannel(customerId);
    const onB = received(await subscribed(pusherOn(b), name));
    const onA = received(await subscribed(pusherOn(a), name));
    const first = { shop_id: SHOPS.voltElectronics.id, message_id: 1 };
    const second = { shop_id: SHOPS.voltElectronics.id, message_id: 2 };

    await a.deps.publisher.publish(name, CHAT_EVENT, first);
    await onB.arrival(1);
    await b.deps.publisher.publish(name, CHAT_EVENT, second);
    await Promise.all([onB.arrival(2), onA.arrival(2)]);

    // Events arrive in order, so a second copy of the first would be here before the second.
    expect(onB.events).toEqual([first, second]);
    expect(onA.events).toEqual([first, second]);
  });

  it('refuses an event too large for one PostgreSQL notification, rather than failing it on some instances', async () => {
    const tooLarge = { shop_id: SHOPS.voltElectronics.id, message_id: 3, padding: 'x'.repeat(9000) };
    await expect(a.deps.publisher.publish(chatChannel(4242), CHAT_EVENT, tooLarge)).rejects.toMatchObject({
      status: 413,
    });
  });
});

describe('limits and keys across instances', () => {
  it('counts failed sign-ins once across both: ten wrong passwords split over A and B lock the account on both', async () => {
    const customer = await registerCustomer(a, 'instances-limit');
    const attempt = (instance: Instance) =>
      failure(instance.api().auth.login({ phone: customer.email, password: 'wrong-password-1' }));
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(422);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('places one set of orders for one Idempotency-Key sent to A and B at once, and answers it on both', async () => {
    const { body, ...shopper } = await shopperReadyToOrder(a);
    const key = newKey();
    const answers = await Promise.all(
      [a, b].map((instance) => instance.api(shopper.token).orders.placeOrder(body, key)),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.data.orders).toHaveLength(2);
    const placed = await a.deps.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(new Set(placed.map((order) => order.id))).toEqual(new Set(answers[0]?.data.orders.map((order) => order.id)));
  });
});
