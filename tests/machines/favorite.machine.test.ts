import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { favoriteMachine } from '../../src/machines/favorite/favorite.machine';
import type { FavoriteEmitted, FavoriteInput, FavoriteToggled } from '../../src/machines/favorite/favorite.types';

/** A call that waits until the test answers it. */
function pendingToggle() {
  const calls: { productId: number }[] = [];
  let settle: { resolve: (answer: FavoriteToggled) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<FavoriteToggled, { productId: number }>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    logic,
    calls,
    answer: (answer: FavoriteToggled) => settle?.resolve(answer),
    fail: (error: unknown) => settle?.reject(error),
  };
}

function start(input: Partial<FavoriteInput> = {}) {
  const toggle = pendingToggle();
  const actor = createActor(favoriteMachine.provide({ actors: { toggleFavorite: toggle.logic } }), {
    input: { productId: 12, isFavorite: false, isSignedIn: true, ...input },
  });
  const emitted: FavoriteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, toggle, emitted };
}

const isIdle = (snapshot: SnapshotFrom<typeof favoriteMachine>) => snapshot.matches('idle');

describe('favourite machine', () => {
  it('rests in the state the list gave', () => {
    expect(start({ isFavorite: false }).actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
    expect(start({ isFavorite: true }).actor.getSnapshot().matches({ idle: 'favorite' })).toBe(true);
  });

  it('asks a visitor to log in and calls nothing', () => {
    const { actor, toggle, emitted } = start({ isSignedIn: false });
    actor.send({ type: 'favorite.toggle' });
    expect(emitted).toEqual([{ type: 'favorite.signInRequested' }]);
    expect(toggle.calls).toEqual([]);
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
  });

  it('asks a visitor to log in before removing too', () => {
    const { actor, emitted } = start({ isSignedIn: false, isFavorite: true });
    actor.send({ type: 'favorite.toggle' });
    expect(emitted).toEqual([{ type: 'favorite.signInRequested' }]);
    expect(actor.getSnapshot().matches({ idle: 'favorite' })).toBe(true);
  });

  it('adds at once, then keeps the answer and announces the new count', async () => {
    const { actor, toggle, emitted } = start();
    actor.send({ type: 'favorite.toggle' });
    expect(actor.getSnapshot().context.isFavorite).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(toggle.calls).toEqual([{ productId: 12 }]);

    toggle.answer({ is_favorite: true, total_favorites: 4 });
    await waitFor(actor, isIdle);
    expect(actor.getSnapshot().matches({ idle: 'favorite' })).toBe(true);
    expect(emitted).toEqual([{ type: 'favorite.changed', productId: 12, isFavorite: true, count: 4 }]);
  });

  it('ignores presses while the call runs', () => {
    const { actor, toggle } = start();
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'favorite.toggle' });
    expect(toggle.calls).toHaveLength(1);
  });

  it('rolls an addition back and reports the failure', async () => {
    const { actor, toggle, emitted } = start();
    actor.send({ type: 'favorite.toggle' });
    toggle.fail(new ApiError(500, 'Server Error'));
    await waitFor(actor, isIdle);
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
    expect(emitted).toEqual([
      { type: 'favorite.failed', productId: 12, attempted: 'add', status: 500, message: 'Server Error' },
    ]);
  });

  it('asks before removing; Cancel keeps the product', () => {
    const { actor, toggle, emitted } = start({ isFavorite: true });
    actor.send({ type: 'favorite.toggle' });
    expect(actor.getSnapshot().matches('confirmingRemove')).toBe(true);
    actor.send({ type: 'favorite.remove.cancel' });
    expect(actor.getSnapshot().matches({ idle: 'favorite' })).toBe(true);
    expect(toggle.calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('removes after the confirmation, showing the heart filled until the answer', async () => {
    const { actor, toggle, emitted } = start({ isFavorite: true });
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'favorite.remove.confirm' });
    expect(actor.getSnapshot().matches({ toggling: 'removing' })).toBe(true);
    expect(actor.getSnapshot().context.isFavorite).toBe(true);

    toggle.answer({ is_favorite: false, total_favorites: 2 });
    await waitFor(actor, isIdle);
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
    expect(emitted).toEqual([{ type: 'favorite.changed', productId: 12, isFavorite: false, count: 2 }]);
  });

  it('keeps the product when the removal fails, with the status 0 of an unreached server', async () => {
    const { actor, toggle, emitted } = start({ isFavorite: true });
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'favorite.remove.confirm' });
    toggle.fail(new ApiError(0, 'Failed to fetch'));
    await waitFor(actor, isIdle);
    expect(actor.getSnapshot().matches({ idle: 'favorite' })).toBe(true);
    expect(emitted).toEqual([
      { type: 'favorite.failed', productId: 12, attempted: 'remove', status: 0, message: 'Failed to fetch' },
    ]);
  });

  it('follows the server when its answer differs from what was asked', async () => {
    const { actor, toggle } = start();
    actor.send({ type: 'favorite.toggle' });
    toggle.answer({ is_favorite: false, total_favorites: 0 });
    await waitFor(actor, isIdle);
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
  });

  it('takes a reloaded list’s word while idle', () => {
    const { actor } = start();
    actor.send({ type: 'favorite.synced', isFavorite: true });
    expect(actor.getSnapshot().matches({ idle: 'favorite' })).toBe(true);
    actor.send({ type: 'favorite.synced', isFavorite: false });
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
  });

  it('does not let a reload undo an addition under way', () => {
    const { actor } = start();
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'favorite.synced', isFavorite: false });
    expect(actor.getSnapshot().matches({ toggling: 'adding' })).toBe(true);
    expect(actor.getSnapshot().context.isFavorite).toBe(true);
  });

  it('calls the server once the visitor has signed in', () => {
    const { actor, toggle } = start({ isSignedIn: false });
    actor.send({ type: 'favorite.session.changed', isSignedIn: true });
    actor.send({ type: 'favorite.toggle' });
    expect(toggle.calls).toEqual([{ productId: 12 }]);
  });

  it('forgets the favourite and drops a confirmation when the shopper signs out', () => {
    const { actor } = start({ isFavorite: true });
    actor.send({ type: 'favorite.toggle' });
    actor.send({ type: 'favorite.session.changed', isSignedIn: false });
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
    actor.send({ type: 'favorite.toggle' });
    expect(actor.getSnapshot().matches({ idle: 'notFavorite' })).toBe(true);
  });

  it('stops the call when the actor stops (the card left the screen)', () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      favoriteMachine.provide({
        actors: {
          toggleFavorite: fromPromise<FavoriteToggled, { productId: number }>(({ signal }) => {
            signals.push(signal);
            return new Promise(() => undefined);
          }),
        },
      }),
      { input: { productId: 1, isFavorite: false, isSignedIn: true } },
    ).start();
    actor.send({ type: 'favorite.toggle' });
    const aborted = vi.fn();
    signals[0]?.addEventListener('abort', aborted);
    actor.stop();
    expect(aborted).toHaveBeenCalled();
  });
});
