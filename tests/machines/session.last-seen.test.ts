import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { aUser, settle, signIn, startSession, TEN_MINUTES, TOKEN, withFakeTimersAndCleanup } from './session.harness';

withFakeTimersAndCleanup();

describe('session machine: last-seen ping', () => {
  it('pings at once, again after 10 and 20 minutes, and stops after logout', async () => {
    const { actor, pingLastSeen } = startSession();
    signIn(actor);
    await settle();
    expect(pingLastSeen).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(TEN_MINUTES - 1);
    expect(pingLastSeen).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pingLastSeen).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    expect(pingLastSeen).toHaveBeenCalledTimes(3);

    actor.send({ type: 'session.logout.requested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    await vi.advanceTimersByTimeAsync(3 * TEN_MINUTES);
    expect(pingLastSeen).toHaveBeenCalledTimes(3);
  });

  it('stops when the session expires', async () => {
    const { actor, pingLastSeen } = startSession({ input: { token: TOKEN, user: aUser() } });
    await settle();
    actor.send({ type: 'session.expired' });
    await vi.advanceTimersByTimeAsync(2 * TEN_MINUTES);
    expect(pingLastSeen).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the ping fails, and pings again on time', async () => {
    const { actor, pingLastSeen } = startSession({
      ping: async () => {
        throw new ApiError(500, 'Server Error');
      },
    });
    signIn(actor);
    await settle();
    const before = actor.getSnapshot();
    expect(pingLastSeen).toHaveBeenCalledTimes(1);
    await settle();
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(actor.getSnapshot().status).toBe('active');

    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    expect(pingLastSeen).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.token).toBe(TOKEN);
  });
});
