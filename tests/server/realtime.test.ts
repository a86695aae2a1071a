import PusherServer from 'pusher';
import Pusher, { type Channel, type Options } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sendDemoReply } from '../../server/chat/demo-replies';
import { DEMO_CUSTOMER, OTHER_CUSTOMER, SHOPS } from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

/**
 * The server as a Pusher Channels service: pusher-js on its socket, the `pusher` SDK on its REST endpoint, and
 * private-channel auth at /broadcasting/auth.
 */

let server: TestServer;
let demoToken: string;
let port: number;
const clients: Pusher[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  port = Number(new URL(server.directUrl).port);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await server?.stop();
});

const realtimeConfig = () => server.deps.config.realtime;

/** pusher-js as the storefront configures it, pointed at the test server. */
function pusherClient(options: Partial<Options> = {}): Pusher {
  const client = new Pusher(realtimeConfig().key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    ...options,
  });
  clients.push(client);
  return client;
}

function next(channel: Channel, event: string): Promise<unknown> {
  return new Promise((resolve) => channel.bind(event, resolve));
}

async function subscribed(client: Pusher, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  await next(channel, 'pusher:subscription_succeeded');
  return channel;
}

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A bare WebSocket speaking the protocol by hand, with every frame it receives. */
function rawSocket(key = realtimeConfig().key) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0`);
  sockets.push(socket);
  const frames: Frame[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const frame = (event: string, channel?: string) =>
    new Promise<Frame>((resolve) => {
      const check = () => {
        const found = frames.find((f) => f.event === event && (channel === undefined || f.channel === channel));
        if (found) {
          socket.off('message', check);
          resolve(found);
        }
      };
      socket.on('message', check);
      check();
    });
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, frames, frame, send, closed };
}

function authRequest(token: string | null, channel: string) {
  return fetch(`${server.directUrl}/broadcasting/auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
  });
}

function restClient(secret = realtimeConfig().secret) {
  const { appId, key } = realtimeConfig();
  return new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

describe('live chat with pusher-js', () => {
  it('delivers a shop message published through the server to a client subscribed to chat_user_{id}', async () => {
    const channel = await subscribed(pusherClient(), `chat_user_${DEMO_CUSTOMER.id}`);
    const arrived = next(channel, 'send-message-to-user');

    await sendDemoReply(server.deps, DEMO_CUSTOMER.id, SHOPS.voltElectronics.id, 1);

    const event = (await arrived) as { shop_id: number; message_id: number };
    expect(event).toEqual({ shop_id: SHOPS.voltElectronics.id, message_id: expect.any(Number) });
    // The event only says what changed; the storefront fetches the message itself.
    const { data } = await server.api(demoToken).chat.getChatMessages({ shop_id: event.shop_id });
    expect(data.data.data[0]).toMatchObject({ id: event.message_id, type: 'shop' });
  });

  it('subscribes to a private channel with the signature /broadcasting/auth gives, and delivers on it', async () => {
    const client = pusherClient({
      channelAuthorization: {
        endpoint: `${server.directUrl}/broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${demoToken}` },
      },
    });
    const name = `private-chat_user_${DEMO_CUSTOMER.id}`;
    const channel = await subscribed(client, name);
    const arrived = next(channel, 'send-message-to-user');
    await server.deps.publisher.publish(name, 'send-message-to-user', { shop_id: 1, message_id: 2 });
    expect(await arrived).toEqual({ shop_id: 1, message_id: 2 });
  });

  it('refuses a private subscription with a forged signature', async () => {
    const client = pusherClient({
      channelAuthorization: {
        customHandler: (_params, callback) => callback(null, { auth: `${realtimeConfig().key}:${'0'.repeat(64)}` }),
      },
    });
    const channel = client.subscribe(`private-chat_user_${DEMO_CUSTOMER.id}`);
    expect(await next(channel, 'pusher:subscription_error')).toMatchObject({ type: 'AuthError', status: 401 });
    expect(channel.subscribed).toBe(false);
  });
});

describe('private channel auth', () => {
  it("refuses a customer another customer's channel", async () => {
    const response = await authRequest(demoToken, `private-chat_user_${OTHER_CUSTOMER.id}`);
    expect(response.status).toBe(403);
  });

  it('refuses a visitor', async () => {
    const response = await authRequest(null, `private-chat_user_${DEMO_CUSTOMER.id}`);
    expect(response.status).toBe(403);
  });
});

describe('the REST API', () => {
  it('answers 401 to a publish signed with the wrong secret', async () => {
    const refused = await restClient('not-the-secret')
      .trigger('chat_user_1', 'send-message-to-user', {})
      .then(
        () => null,
        (error: { status?: number }) => error,
      );
    expect(refused?.status).toBe(401);
  });

  it('answers 401 when the body is not the one that was signed', async () => {
    const { appId } = realtimeConfig();
    const path = `/apps/${appId}/events`;
    const signed = JSON.stringify({ name: 'send-message-to-user', data: '{}', channels: ['chat_user_1'] });
    const query = restClient().createSignedQueryString({ method: 'POST', path, body: signed });
    const post = (body: string) =>
      fetch(`${server.directUrl}${path}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    expect((await post(signed.replace('chat_user_1', 'chat_user_2'))).status).toBe(401);
    expect((await post(signed)).status).toBe(200);
  });
});

describe('the socket protocol', () => {
  it('closes a socket opened with an unknown app key with code 4001', async () => {
    const { frame, closed } = rawSocket('not-the-key');
    expect((await frame('pusher:error')).data).toMatchObject({ code: 4001 });
    expect(await closed).toBe(4001);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { frame, send } = rawSocket();
    const established = await frame('pusher:connection_established');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    send('pusher:ping', {});
    expect((await frame('pusher:pong')).data).toBe('{}');
  });

  it('stops delivering a channel once it is unsubscribed', async () => {
    const { frame, frames, send } = rawSocket();
    await frame('pusher:connection_established');
    for (const channel of ['chat_user_10', 'chat_user_11']) {
      send('pusher:subscribe', { channel });
      await frame('pusher_internal:subscription_succeeded', channel);
    }
    send('pusher:unsubscribe', { channel: 'chat_user_10' });
    // The server answers frames in order: once the pong is back, the unsubscribe has been handled.
    send('pusher:ping', {});
    await frame('pusher:pong');
    // Published in order on one socket: had the first been delivered, it would arrive before the second.
    await server.deps.publisher.publish('chat_user_10', 'send-message-to-user', { n: 1 });
    await server.deps.publisher.publish('chat_user_11', 'send-message-to-user', { n: 2 });
    await frame('send-message-to-user', 'chat_user_11');
    expect(frames.filter((f) => f.event === 'send-message-to-user').map((f) => f.channel)).toEqual(['chat_user_11']);
  });
});

describe('the contract', () => {
  it('has no violations in any answer', () => {
    expect(server.violations).toEqual([]);
  });
});
