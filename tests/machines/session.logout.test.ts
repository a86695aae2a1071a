import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { selectIsLoggingOut } from '../../src/machines/session/session.selectors';
import {
  deferred,
  SIGNED_OUT_CONTEXT,
  settle,
  signIn,
  startSession,
  TOKEN,
  withFakeTimersAndCleanup,
} from './session.harness';

withFakeTimersAndCleanup();

describe('session machine: expiry (401)', () => {
  it('clears the session and its storage and emits session.cleared with the reason and the path', async () => {
    const { actor, effects, emitted } = startSession();
    signIn(actor);
    await settle();
    actor.send({ type: 'session.expired', path: '/get-vouchers' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual(SIGNED_OUT_CONTEXT);
    expect(effects.clearPersistedSession).toHaveBeenCalledTimes(1);
    expect(emitted.at(-1)).toEqual({ type: 'session.cleared', reason: 'expired', path: '/get-vouchers' });
  });

  it('cancels a load under way: its late failure changes nothing', async () => {
    const { actor, loadAddresses } = startSession({ addresses: [new ApiError(401, 'Unauthenticated.')] });
    signIn(actor);
    actor.send({ type: 'session.expired', path: '/addresses' });
    await settle();
    expect(loadAddresses.mock.calls[0]?.[0].signal.aborted).toBe(true);
    expect(actor.getSnapshot().context).toEqual(SIGNED_OUT_CONTEXT);
  });

  it('is ignored while signed out: nothing to clear, nothing emitted', () => {
    const { actor, effects, emitted } = startSession();
    actor.send({ type: 'session.expired' });
    expect(effects.clearPersistedSession).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });
});

describe('session machine: logout', () => {
  it('is busy while GET /logout runs with the token still set, then clears everything and emits', async () => {
    const call = deferred();
    const { actor, effects, emitted, logout } = startSession({ logout: () => call.promise });
    signIn(actor);
    await settle();
    actor.send({ type: 'session.logout.requested' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.token).toBe(TOKEN);
    expect(effects.clearPersistedSession).not.toHaveBeenCalled();

    call.resolve();
    await settle();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectIsLoggingOut(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toEqual(SIGNED_OUT_CONTEXT);
    expect(effects.clearPersistedSession).toHaveBeenCalledTimes(1);
    expect(emitted.at(-1)).toEqual({ type: 'session.cleared', reason: 'logout' });
  });

  it('clears everything and emits even when the call fails', async () => {
    const { actor, effects, emitted } = startSession({
      logout: async () => {
        throw new ApiError(0, 'Failed to fetch');
      },
    });
    signIn(actor);
    await settle();
    actor.send({ type: 'session.logout.requested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual(SIGNED_OUT_CONTEXT);
    expect(effects.clearPersistedSession).toHaveBeenCalledTimes(1);
    expect(emitted.at(-1)).toEqual({ type: 'session.cleared', reason: 'logout' });
  });

  it('calls the endpoint once when Log Out is confirmed twice, and ignores expiry meanwhile', async () => {
    const call = deferred();
    const { actor, emitted, logout } = startSession({ logout: () => call.promise });
    signIn(actor);
    await settle();
    actor.send({ type: 'session.logout.requested' });
    expect(actor.getSnapshot().can({ type: 'session.logout.requested' })).toBe(false);
    actor.send({ type: 'session.logout.requested' });
    actor.send({ type: 'session.expired' });
    call.reject(new ApiError(500, 'Server Error'));
    await settle();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(emitted.filter((event) => event.type === 'session.cleared')).toEqual([
      { type: 'session.cleared', reason: 'logout' },
    ]);
  });
});
