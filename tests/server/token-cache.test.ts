import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/http/env';
import { TOKEN_LOOKUP_TTL_MS, TokenCache, type TokenHolder } from '../../server/http/token-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 12) + ms);
const holder = (userId: number): TokenHolder => ({ user: { id: userId } as UserRow });

/** A lookup that counts how often the database was asked. */
function counted(result: TokenHolder | null) {
  const counter = {
    asked: 0,
    find: async () => {
      counter.asked += 1;
      return result;
    },
  };
  return counter;
}

describe('TokenCache', () => {
  it('asks the database once for a token while its lookup is fresh, and again once it is not', async () => {
    const cache = new TokenCache();
    const ann = counted(holder(1));
    const [first, second] = await Promise.all([
      cache.lookup('ann', at(0), ann.find),
      cache.lookup('ann', at(5), ann.find),
    ]);
    expect(first).toEqual(holder(1));
    expect(second).toBe(first);
    await cache.lookup('ann', at(TOKEN_LOOKUP_TTL_MS - 1), ann.find);
    expect(ann.asked).toBe(1);
    await cache.lookup('ann', at(TOKEN_LOOKUP_TTL_MS), ann.find);
    expect(ann.asked).toBe(2);
    // A clock set back does not make an old lookup look new.
    await cache.lookup('ann', at(-1), ann.find);
    expect(ann.asked).toBe(3);
  });

  it('keeps neither a token that was not found nor a failed lookup', async () => {
    const cache = new TokenCache();
    const nobody = counted(null);
    expect(await cache.lookup('made-up', at(0), nobody.find)).toBeNull();
    expect(await cache.lookup('made-up', at(1), nobody.find)).toBeNull();
    expect(nobody.asked).toBe(2);
    await expect(cache.lookup('ann', at(2), () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.lookup('ann', at(3), async () => holder(1))).toEqual(holder(1));
  });

  it('keeps everything after a write that changes no account or token', async () => {
    const cache = new TokenCache();
    const ann = counted(holder(1));
    await cache.lookup('ann', at(0), ann.find);
    const writes = [
      'addToCart',
      'deleteCartItem',
      'toggleFavorite',
      'recordRecentlyViewed',
      'placeOrder',
      'createAddress',
    ] as const;
    for (const write of writes) {
      cache.afterWrite(write, 1);
    }
    await cache.lookup('ann', at(1), ann.find);
    expect(ann.asked).toBe(1);
  });

  it('forgets only the customer’s own tokens after they sign out, change their profile or password', async () => {
    for (const write of ['logout', 'updateLastSeen', 'updateProfile', 'changePassword'] as const) {
      const cache = new TokenCache();
      const ann = counted(holder(1));
      const annElsewhere = counted(holder(1));
      const bob = counted(holder(2));
      await cache.lookup('ann', at(0), ann.find);
      await cache.lookup('ann-phone', at(0), annElsewhere.find);
      await cache.lookup('bob', at(0), bob.find);
      cache.afterWrite(write, 1);
      await cache.lookup('ann', at(1), ann.find);
      await cache.lookup('ann-phone', at(1), annElsewhere.find);
      await cache.lookup('bob', at(1), bob.find);
      expect([write, ann.asked, annElsewhere.asked, bob.asked]).toEqual([write, 2, 2, 1]);
    }
  });

  it('forgets a lookup still under way when its customer writes: it may have read what the write changed', async () => {
    const cache = new TokenCache();
    let finish: (found: TokenHolder) => void = () => undefined;
    const pending = cache.lookup('ann', at(0), () => new Promise((resolve) => (finish = resolve)));
    cache.afterWrite('logout', 1);
    finish(holder(1));
    await pending;
    const ann = counted(null);
    expect(await cache.lookup('ann', at(1), ann.find)).toBeNull();
    expect(ann.asked).toBe(1);
  });

  it('forgets everyone after any other write, such as a visitor’s password reset', async () => {
    for (const [write, by] of [
      ['resetPassword', null],
      ['verifyOtp', null],
      ['login', null],
      ['logout', null],
    ] as const) {
      const cache = new TokenCache();
      const bob = counted(holder(2));
      await cache.lookup('bob', at(0), bob.find);
      cache.afterWrite(write, by);
      await cache.lookup('bob', at(1), bob.find);
      expect([write, bob.asked]).toEqual([write, 2]);
    }
  });
});
