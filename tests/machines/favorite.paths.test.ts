import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { favoriteMachine } from '../../src/machines/favorite/favorite.machine';
import type { FavoriteInput, FavoriteToggled } from '../../src/machines/favorite/favorite.types';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';

const events = [
  { type: 'favorite.toggle' },
  { type: 'favorite.remove.confirm' },
  { type: 'favorite.remove.cancel' },
  { type: 'favorite.session.changed', isSignedIn: false },
  { type: 'favorite.session.changed', isSignedIn: true },
  { type: 'favorite.synced', isFavorite: true },
  { type: 'favorite.synced', isFavorite: false },
  { type: 'xstate.done.actor.toggleFavorite', output: { is_favorite: true, total_favorites: 3 } },
  { type: 'xstate.done.actor.toggleFavorite', output: { is_favorite: false, total_favorites: 2 } },
  { type: 'xstate.error.actor.toggleFavorite', error: new ApiError(500, 'Server Error') },
];

// A visitor's heart and a customer's, in and out of the wishlist.
const inputs: FavoriteInput[] = [
  { productId: 12, isFavorite: false, isSignedIn: false },
  { productId: 12, isFavorite: true, isSignedIn: true },
];

describe('favourite machine: generated paths', () => {
  const plans = inputs.map((input) => ({ input, paths: pathPerState(favoriteMachine, events, input) }));

  it('reach every state it can rest in', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(favoriteMachine));
  });

  it('replay against the machine with a fake call, state by state', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          favoriteMachine.provide({
            actors: { toggleFavorite: actor<FavoriteToggled, { productId: number }>('toggleFavorite') },
          }),
          { input },
        ).start();
        await replay(running, path, settle, (actual, expected, event) =>
          expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
        );
        running.stop();
      }
    }
  });
});
