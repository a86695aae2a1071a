import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { selectBasketAddress } from '../../src/machines/session/session.selectors';
import type { Address } from '../../src/machines/session/session.types';
import {
  anAddress,
  aUser,
  SIGNED_OUT_CONTEXT,
  settle,
  signIn,
  startSession,
  stopAfterTest,
  TOKEN,
  withFakeTimersAndCleanup,
} from './session.harness';

withFakeTimersAndCleanup();

describe('session machine: signing in', () => {
  it('starts signed out for a visitor, with nothing to ping, load or log out', async () => {
    const { actor, pingLastSeen, loadAddresses } = startSession();
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual(SIGNED_OUT_CONTEXT);
    expect(actor.getSnapshot().can({ type: 'session.logout.requested' })).toBe(false);
    expect(pingLastSeen).not.toHaveBeenCalled();
    expect(loadAddresses).not.toHaveBeenCalled();
  });

  it('persists the token and user, loads addresses and the favourites count, and emits session.started', async () => {
    const { actor, effects, emitted, loadAddresses, loadFavoritesCount } = startSession({ favoritesCount: 5 });
    const user = aUser();
    signIn(actor, user);
    expect(effects.persistSession).toHaveBeenCalledWith(expect.anything(), { token: TOKEN, user });
    expect(emitted).toEqual([{ type: 'session.started', user }]);
    expect(actor.getSnapshot().matches({ signedIn: { addresses: 'loading', favorites: 'loading' } })).toBe(true);

    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { addresses: 'loaded', favorites: 'loaded' } })).toBe(true);
    expect(snapshot.context).toMatchObject({ token: TOKEN, user, favoritesCount: 5 });
    expect(snapshot.context.addresses.map((address) => address.id)).toEqual([1, 2]);
    expect(loadAddresses).toHaveBeenCalledTimes(1);
    expect(loadFavoritesCount).toHaveBeenCalledTimes(1);
  });

  it.each([
    { rule: 'the address flagged is_default', addresses: [anAddress(1), anAddress(2, true)], basket: 2 },
    { rule: 'the first address when none is the default', addresses: [anAddress(4), anAddress(5)], basket: 4 },
    { rule: 'no address when there is none', addresses: [], basket: null },
  ])('chooses $rule as the basket address', async ({ addresses, basket }) => {
    const { actor } = startSession({ addresses: [addresses] });
    signIn(actor);
    await settle();
    expect(actor.getSnapshot().context.basketAddressId).toBe(basket);
    expect(selectBasketAddress(actor.getSnapshot())?.id ?? null).toBe(basket);
  });

  it('loads the addresses again on session.addresses.changed and chooses the basket address anew', async () => {
    const { actor, loadAddresses } = startSession({
      addresses: [
        [anAddress(1, true), anAddress(2)],
        [anAddress(1), anAddress(2, true)],
      ],
    });
    signIn(actor);
    await settle();
    expect(actor.getSnapshot().context.basketAddressId).toBe(1);

    actor.send({ type: 'session.addresses.changed' });
    expect(actor.getSnapshot().matches({ signedIn: { addresses: 'loading' } })).toBe(true);
    await settle();
    expect(loadAddresses).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.basketAddressId).toBe(2);
  });

  it('keeps load failures as status codes and stays signed in; a later reload clears the code', async () => {
    const { actor, pingLastSeen } = startSession({
      addresses: [new ApiError(500, 'Server Error'), [anAddress(3)]],
      favoritesCount: new TypeError('Failed to fetch'),
    });
    signIn(actor);
    await settle();
    const failed = actor.getSnapshot();
    expect(failed.matches({ signedIn: { addresses: 'failed', favorites: 'failed' } })).toBe(true);
    expect(failed.context).toMatchObject({ token: TOKEN, addressesError: 500, favoritesCountError: 0 });
    expect(failed.context.addresses).toEqual([]);
    expect(pingLastSeen).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.addresses.changed' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ addressesError: null, basketAddressId: 3 });
  });

  it('takes the count from session.favorites.changed, even over a load still running', async () => {
    const { actor } = startSession();
    signIn(actor);
    actor.send({ type: 'session.favorites.changed', count: 9 });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: { favorites: 'loaded' } })).toBe(true);
    expect(actor.getSnapshot().context.favoritesCount).toBe(9);
  });

  it('replaces the user on session.user.updated and persists it with the token', async () => {
    const { actor, effects } = startSession();
    signIn(actor);
    await settle();
    const renamed = aUser({ name: 'Renamed Shopper' });
    actor.send({ type: 'session.user.updated', user: renamed });
    expect(actor.getSnapshot().context.user).toBe(renamed);
    expect(effects.persistSession).toHaveBeenLastCalledWith(expect.anything(), { token: TOKEN, user: renamed });
  });

  it('ignores a user update while signed out', () => {
    const { actor, effects } = startSession();
    actor.send({ type: 'session.user.updated', user: aUser() });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.persistSession).not.toHaveBeenCalled();
  });

  it('lets a new sign-in replace the session: new token and user, addresses loaded again', async () => {
    const { actor, loadAddresses, emitted } = startSession();
    signIn(actor);
    await settle();
    const other = aUser({ id: 8, name: 'Other Shopper' });
    signIn(actor, other, 'token-2');
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ token: 'token-2', user: other });
    expect(loadAddresses).toHaveBeenCalledTimes(2);
    expect(emitted.at(-1)).toEqual({ type: 'session.started', user: other });
  });
});

describe('session machine: the token its calls send', () => {
  it('lets every call read the token from the snapshot, the logout call included', async () => {
    const seen: Record<string, string | null> = {};
    const reading = <Output>(call: string, output: Output) =>
      fromPromise<Output>(async () => {
        seen[call] = actor.getSnapshot().context.token;
        return output;
      });
    const logic = sessionMachine.provide({
      actors: {
        loadAddresses: reading<Address[]>('loadAddresses', []),
        loadFavoritesCount: reading('loadFavoritesCount', 0),
        pingLastSeen: reading<void>('pingLastSeen', undefined),
        logout: reading<void>('logout', undefined),
      },
    });
    const actor = createActor(logic);
    stopAfterTest(actor);
    actor.start();
    signIn(actor);
    await settle();
    actor.send({ type: 'session.logout.requested' });
    await settle();
    expect(seen).toEqual({ loadAddresses: TOKEN, loadFavoritesCount: TOKEN, pingLastSeen: TOKEN, logout: TOKEN });
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});

describe('session machine: restoring a stored session', () => {
  it('starts signed in with a stored token and user: pings and loads, without persisting or emitting again', async () => {
    const user = aUser();
    const { actor, effects, emitted, pingLastSeen, loadAddresses } = startSession({ input: { token: TOKEN, user } });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: TOKEN, user });
    await settle();
    expect(pingLastSeen).toHaveBeenCalledTimes(1);
    expect(loadAddresses).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.basketAddressId).toBe(2);
    expect(effects.persistSession).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it.each([
    { half: 'a token without a user', input: { token: TOKEN, user: null } },
    { half: 'a user without a token', input: { token: null, user: aUser() } },
  ])('drops $half from storage and starts signed out', async ({ input }) => {
    const { actor, effects, pingLastSeen } = startSession({ input });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual(SIGNED_OUT_CONTEXT);
    expect(effects.clearPersistedSession).toHaveBeenCalledTimes(1);
    expect(pingLastSeen).not.toHaveBeenCalled();
  });
});
