import { describe, expect, it, vi } from 'vitest';
import type { Notifications } from '../../server/db/notifications';
import type { UserRow } from '../../server/http/env';
import { TokenCache, type TokenHolder } from '../../server/http/token-cache';
import { shareTokenForgets, TOKEN_CACHE_CHANNEL } from '../../server/http/token-cache-fanout';

/** The token cache's forgets shared between instances (server/http/token-cache-fanout.ts), over an in-memory bus. */

const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 12) + ms);
const holder = (userId: number): TokenHolder => ({ user: { id: userId } as UserRow });

/** LISTEN/NOTIFY as PostgreSQL does it, in memory: every listener gets every message, the sender's too. */
function bus() {
  const listeners: { channel: string; onMessage: (payload: string) => void; onReconnect?: () => void }[] = [];
  const sent: string[] = [];
  const join = (): Notifications => ({
    async notify(channel, payload) {
      sent.push(`${channel} ${payload}`);
      for (const listener of listeners) if (listener.channel === channel) listener.onMessage(payload);
    },
    async listen(channel, onMessage, onReconnect) {
      listeners.push({ channel, onMessage, onReconnect });
    },
    close: async () => undefined,
  });
  const deliver = (payload: string) => {
    for (const listener of listeners) listener.onMessage(payload);
  };
  const reconnect = () => {
    for (const listener of listeners) listener.onReconnect?.();
  };
  return { join, sent, deliver, reconnect };
}

/** A cache that has looked up ann (customer 1) and bob (customer 2), and counts how often it asks again. */
async function warmCache() {
  const cache = new TokenCache();
  const asked = { ann: 0, bob: 0 };
  const lookUp = (name: 'ann' | 'bob', ms: number) =>
    cache.lookup(name, at(ms), async () => {
      asked[name] += 1;
      return holder(name === 'ann' ? 1 : 2);
    });
  await lookUp('ann', 0);
  await lookUp('bob', 0);
  return { cache, asked, lookUp };
}

describe('shareTokenForgets', () => {
  it("sends a customer's own write as their id and any other as `all`, and both instances apply them", async () => {
    const network = bus();
    const here = await warmCache();
    const there = await warmCache();
    await shareTokenForgets(here.cache, network.join());
    await shareTokenForgets(there.cache, network.join());

    await here.cache.afterWrite('logout', 1);
    expect(network.sent).toEqual([`${TOKEN_CACHE_CHANNEL} 1`]);
    await Promise.all([there.lookUp('ann', 1), there.lookUp('bob', 1)]);
    expect(there.asked).toEqual({ ann: 2, bob: 1 });

    await here.cache.afterWrite('resetPassword', null);
    expect(network.sent).toEqual([`${TOKEN_CACHE_CHANNEL} 1`, `${TOKEN_CACHE_CHANNEL} all`]);
    await Promise.all([there.lookUp('ann', 2), there.lookUp('bob', 2)]);
    expect(there.asked).toEqual({ ann: 3, bob: 2 });
  });

  it('sends nothing for a write that changes no account or token', async () => {
    const network = bus();
    const here = await warmCache();
    await shareTokenForgets(here.cache, network.join());
    await here.cache.afterWrite('addToCart', 1);
    expect(network.sent).toEqual([]);
  });

  it('forgets everything for a payload it cannot read, and when its connection comes back', async () => {
    for (const happen of [
      (n: ReturnType<typeof bus>) => n.deliver('1; DROP'),
      (n: ReturnType<typeof bus>) => n.reconnect(),
    ]) {
      const network = bus();
      const there = await warmCache();
      await shareTokenForgets(there.cache, network.join());
      happen(network);
      await Promise.all([there.lookUp('ann', 1), there.lookUp('bob', 1)]);
      expect(there.asked).toEqual({ ann: 2, bob: 2 });
    }
  });

  it('answers the write even when the message cannot be sent', async () => {
    const here = await warmCache();
    const broken: Notifications = {
      notify: () => Promise.reject(new Error('connection refused')),
      listen: async () => undefined,
      close: async () => undefined,
    };
    await shareTokenForgets(here.cache, broken);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(here.cache.afterWrite('logout', 1)).resolves.toBeUndefined();
      expect(warned).toHaveBeenCalledTimes(1);
    } finally {
      warned.mockRestore();
    }
  });
});
