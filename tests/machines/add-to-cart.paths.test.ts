import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type AddToCartAnswer,
  type AddToCartBody,
  addToCartMachine,
} from '../../src/machines/add-to-cart/add-to-cart.machine';
import { addEvent, cartAnswer } from './add-to-cart.fakes';
import { leavesOf, pathPerState, replay, restingStates, settledByPath } from './auth.graph';

const examples = [
  addEvent(),
  addEvent({ isBuyNow: true }),
  { type: 'xstate.done.actor.addToCart', output: cartAnswer() },
  { type: 'xstate.error.actor.addToCart', error: new ApiError(401, 'Unauthenticated.') },
  { type: 'xstate.error.actor.addToCart', error: new ApiError(422, 'Out of stock.') },
];

describe('add-to-cart machine: generated paths', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const signedIn = addToCartMachine.provide({ guards: { isSignedIn: () => true } });
  const paths = pathPerState(signedIn, examples);

  it('reaches every state', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(addToCartMachine));
  });

  for (const [state, path] of paths) {
    it(`replays the path to ${state} on a real actor`, async () => {
      const { actor, settle } = settledByPath();
      const running = createActor(
        signedIn.provide({ actors: { addToCart: actor<AddToCartAnswer, AddToCartBody>('addToCart') } }),
      ).start();
      await replay(running, path, settle, (actual, expected) => expect(actual).toEqual(expected));
      expect(leavesOf(running.getSnapshot().value)).toEqual([state]);
    });
  }
});
