import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { cartMachine } from '../../src/machines/cart/cart.machine';
import type { CartSnapshot } from '../../src/machines/cart/cart.selectors';
import type { CartAnswer, CartInput, PendingChange } from '../../src/machines/cart/cart.types';
import { leavesOf, replay, restingStates, settledByPath } from './auth.graph';
import { addEvent, cartAnswer, group, tShirt, tShirtChoice, twoShops, urbanThread } from './cart.fakes';

// The calls' invoke ids.
const LOAD = 'loadCart';
const SEND = 'sendChange';

type GraphEvent = { type: string; output?: unknown; error?: unknown; [key: string]: unknown };

const examples: GraphEvent[] = [
  { type: 'cart.session.started' },
  { type: 'cart.session.cleared' },
  { type: 'cart.session.cleared', expired: true },
  { type: 'cart.settings.changed', multiVendor: true },
  { type: 'cart.settings.changed', multiVendor: false },
  addEvent(),
  addEvent({ isBuyNow: true }),
  addEvent({ line: tShirtChoice({ product_id: 0 }) }),
  { type: 'cart.line.increment', productId: 41 },
  { type: 'cart.line.decrement', productId: 31 },
  { type: 'cart.line.remove', productId: 41 },
  { type: 'cart.line.increment', productId: 99 },
  { type: 'cart.shop.toggle', shopId: 4 },
  { type: `xstate.done.actor.${LOAD}`, output: cartAnswer(twoShops(), { info: 'Stock changed.' }) },
  { type: `xstate.error.actor.${LOAD}`, error: new ApiError(500, 'Server Error') },
  {
    type: `xstate.done.actor.${SEND}`,
    output: cartAnswer([group(urbanThread, tShirt)], { message: 'product removed from cart' }),
  },
  { type: `xstate.error.actor.${SEND}`, error: new ApiError(422, 'Only 5 left in stock.') },
  { type: `xstate.error.actor.${SEND}`, error: new ApiError(401, 'Unauthenticated.') },
];

/** The examples of each event a state handles; a wildcard (`cart.line.*`) takes every line change. */
function eventsOf(snapshot: CartSnapshot): GraphEvent[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((descriptor) => {
    const prefix = descriptor.endsWith('.*') ? descriptor.slice(0, -1) : null;
    const matching = examples.filter((example) =>
      prefix ? example.type.startsWith(prefix) : example.type === descriptor,
    );
    return matching.length ? matching : [{ type: descriptor }];
  });
}

/** States told apart by what the tests care about: queues grow without end, so only their first steps count. */
function summary({ value, context }: CartSnapshot): string {
  return JSON.stringify({
    value,
    pending: Math.min(context.pending.length, 2),
    shops: context.view.groups.length,
    selected: context.selectedShopIds.length,
    buyNow: context.buyNow !== null,
    multiVendor: context.multiVendor,
  });
}

type Path = { state: CartSnapshot; steps: { event: GraphEvent; state: CartSnapshot }[] };

/** The shortest path to each state `summary` tells apart. */
const generatedPaths = (input: CartInput) =>
  getShortestPaths(cartMachine, { events: eventsOf, input, serializeState: summary } as never) as unknown as Path[];

describe.each([{ multiVendor: true }, { multiVendor: false }])(
  'cart machine with multi_vendor $multiVendor: generated paths',
  (input) => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const paths = generatedPaths(input);

    it('reach every state it can rest in', () => {
      const reached = new Set(paths.flatMap((path) => leavesOf(path.state.value)));
      expect([...reached].sort()).toEqual(restingStates(cartMachine));
    });

    it('replay on a real actor with fake calls, showing the same state and cart at each step', async () => {
      for (const path of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          cartMachine.provide({
            actors: { loadCart: actor<CartAnswer>(LOAD), sendChange: actor<CartAnswer, PendingChange>(SEND) },
          }),
          { input },
        ).start();
        let step = 0;
        await replay(running, path, settle, (_actual, _expected, event) => {
          const expected = path.steps[step++]?.state as CartSnapshot;
          expect(summary(running.getSnapshot()), `${summary(path.state)}: after ${event.type}`).toEqual(
            summary(expected),
          );
        });
        running.stop();
      }
    });
  },
);
