import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { orderAgainMachine } from '../../src/machines/order-actions/order-again.machine';
import { orderCancelMachine } from '../../src/machines/order-actions/order-cancel.machine';
import { productReviewMachine } from '../../src/machines/order-actions/product-review.machine';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { cancelledOrder } from './order-actions.fakes';

interface Plan {
  name: string;
  machine: AnyStateMachine;
  actorName: string;
  input: unknown;
  events: { type: string; [key: string]: unknown }[];
}

const plans: Plan[] = [
  {
    name: 'order cancel',
    machine: orderCancelMachine,
    actorName: 'cancelOrder',
    input: { orderId: 1 },
    events: [
      {
        type: 'xstate.done.actor.cancelOrder',
        output: { message: 'Order cancelled', data: { order: cancelledOrder } },
      },
      { type: 'xstate.error.actor.cancelOrder', error: new ApiError(422, 'Only a pending order can be cancelled.') },
    ],
  },
  {
    name: 'order again',
    machine: orderAgainMachine,
    actorName: 'orderAgain',
    input: { orderId: 7 },
    events: [
      {
        type: 'xstate.done.actor.orderAgain',
        output: { message: 'Added', data: { total: 0, info: null, cart_items: [] } },
      },
      {
        type: 'xstate.error.actor.orderAgain',
        error: new ApiError(422, 'Only a delivered order can be ordered again.'),
      },
    ],
  },
  {
    name: 'product review',
    machine: productReviewMachine,
    actorName: 'submitReview',
    input: { orderId: 7, productId: 44 },
    events: [
      { type: 'review.rating.changed', rating: 4 },
      { type: 'review.description.changed', description: 'Soft and warm.' },
      { type: 'xstate.done.actor.submitReview', output: { message: 'Review submitted', data: { review: {} } } },
      { type: 'xstate.error.actor.submitReview', error: new ApiError(0, 'Failed to fetch') },
    ],
  },
];

describe('order actions: generated paths', () => {
  for (const plan of plans) {
    it(`${plan.name}: reach every state and replay against the machine with a fake call`, async () => {
      const paths = pathPerState(plan.machine, plan.events, plan.input);
      expect([...paths.keys()].sort()).toEqual(restingStates(plan.machine));
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(plan.machine.provide({ actors: { [plan.actorName]: actor(plan.actorName) } }), {
          input: plan.input,
        }).start();
        await replay(running, path, settle, (actual, expected, event) =>
          expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
        );
        running.stop();
      }
    });
  }
});
