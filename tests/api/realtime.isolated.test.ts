import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MasterSettings } from '../../src/api/endpoints/settings';
import { pusherOptionsOf, type RealtimeConfig, realtimeConfigOf, subscribeToUserChat } from '../../src/api/realtime';

/** pusher-js replaced by a recording fake: what the storefront asks of it, and a way to deliver an event. */
const pusher = vi.hoisted(() => {
  type Handler = () => void;
  const instances: {
    key: string;
    options: unknown;
    subscribed: string[];
    unsubscribed: string[];
    disconnected: boolean;
  }[] = [];
  const handlers = new Map<string, Handler[]>();
  class FakePusher {
    record: (typeof instances)[number];
    constructor(key: string, options: unknown) {
      this.record = { key, options, subscribed: [], unsubscribed: [], disconnected: false };
      instances.push(this.record);
    }
    subscribe(channel: string) {
      this.record.subscribed.push(channel);
      return {
        bind: (event: string, handler: Handler) => handlers.set(`${channel}/${event}`, [handler]),
        unbind: (event: string) => handlers.delete(`${channel}/${event}`),
      };
    }
    unsubscribe(channel: string) {
      this.record.unsubscribed.push(channel);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const deliver = (channel: string, event: string) => {
    for (const handler of handlers.get(`${channel}/${event}`) ?? []) handler();
  };
  return { FakePusher, instances, handlers, deliver };
});

vi.mock('pusher-js', () => ({ default: pusher.FakePusher }));

const selfHosted: RealtimeConfig = {
  key: 'storefront-key',
  cluster: 'mt1',
  host: '127.0.0.1',
  port: 8080,
  useTls: false,
};

/** Lets the dynamic import of pusher-js resolve, and the task after it that sets the library up run. */
const loaded = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  pusher.instances.length = 0;
  pusher.handlers.clear();
});

describe('realtime settings', () => {
  const master = (fields: Partial<MasterSettings>) => ({ pusher_app_cluster: 'mt1', ...fields }) as MasterSettings;

  it('are absent without a key, so nothing subscribes', () => {
    expect(realtimeConfigOf(master({ pusher_app_key: null }))).toBeNull();
    expect(realtimeConfigOf(master({ pusher_app_key: '  ' }))).toBeNull();
  });

  it("point pusher-js at a self-hosted service's host and port over plain WebSockets", () => {
    const config = realtimeConfigOf(
      master({ pusher_app_key: 'storefront-key', pusher_host: '127.0.0.1', pusher_port: 8080, pusher_use_tls: false }),
    );
    expect(config).toEqual(selfHosted);
    expect(pusherOptionsOf(selfHosted)).toMatchObject({
      wsHost: '127.0.0.1',
      wsPort: 8080,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
  });

  it('use TLS on 443 when a host is named without a port, and the cluster alone for Pusher itself', () => {
    const tls = realtimeConfigOf(master({ pusher_app_key: 'k', pusher_host: 'ws.example.com', pusher_use_tls: true }));
    expect(pusherOptionsOf(tls as RealtimeConfig)).toMatchObject({ wssPort: 443, enabledTransports: ['wss'] });
    const hosted = realtimeConfigOf(master({ pusher_app_key: 'k', pusher_app_cluster: 'eu' }));
    expect(pusherOptionsOf(hosted as RealtimeConfig)).toEqual({ cluster: 'eu', forceTLS: true });
  });
});

describe('subscribeToUserChat', () => {
  it("subscribes to the shopper's channel and calls back on send-message-to-user only", async () => {
    const onMessage = vi.fn();
    const unsubscribe = subscribeToUserChat(selfHosted, 7, onMessage);
    await loaded();
    expect(pusher.instances).toEqual([
      expect.objectContaining({ key: 'storefront-key', subscribed: ['chat_user_7'], disconnected: false }),
    ]);
    pusher.deliver('chat_user_7', 'send-message-to-user');
    pusher.deliver('chat_user_7', 'some-other-event');
    pusher.deliver('chat_user_8', 'send-message-to-user');
    expect(onMessage).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('disconnects, which ends the subscription, and hears nothing more', async () => {
    const onMessage = vi.fn();
    const unsubscribe = subscribeToUserChat(selfHosted, 7, onMessage);
    await loaded();
    unsubscribe();
    pusher.deliver('chat_user_7', 'send-message-to-user');
    expect(onMessage).not.toHaveBeenCalled();
    expect(pusher.instances[0]).toMatchObject({ unsubscribed: [], disconnected: true });
  });

  it('never connects when unsubscribed before pusher-js has loaded', async () => {
    const unsubscribe = subscribeToUserChat(selfHosted, 7, vi.fn());
    unsubscribe();
    await loaded();
    expect(pusher.instances).toEqual([]);
  });
});
