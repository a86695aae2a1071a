import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine';
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutInput,
  PlaceOrderAnswer,
  PlaceOrderBody,
} from '../../src/machines/checkout/checkout.types';
import { leavesOf, replay, restingStates, settledByPath } from './auth.graph';
import { checkoutInput, emptyFiguresAnswer, figuresAnswer, numberedKeys, placedAnswer } from './checkout.fakes';

// The calls' invoke ids.
const FIGURES = 'loadFigures';
const PLACE = 'placeOrder';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
type GraphEvent = { type: string; output?: unknown; error?: unknown; [key: string]: unknown };

const examples: GraphEvent[] = [
  { type: 'checkout.shops.changed', shopIds: [3, 4] },
  { type: 'checkout.shops.changed', shopIds: [] },
  { type: 'checkout.coupon.apply', code: 'VOLT10' },
  { type: 'checkout.address.select', addressId: 9 },
  { type: 'checkout.address.select', addressId: null },
  { type: 'checkout.payment.select', method: 'stripe' },
  { type: 'checkout.payment.select', method: 'bitcoin' },
  { type: 'checkout.note.change', note: 'Please ring the bell.' },
  { type: `xstate.done.actor.${FIGURES}`, output: figuresAnswer() },
  { type: `xstate.done.actor.${FIGURES}`, output: emptyFiguresAnswer() },
  { type: `xstate.error.actor.${FIGURES}`, error: new ApiError(500, 'Server Error') },
  { type: `xstate.done.actor.${PLACE}`, output: placedAnswer() },
  { type: `xstate.error.actor.${PLACE}`, error: new ApiError(422, 'Only 1 left in stock.') },
];

/** The examples of each event a state handles, or the bare event (review, place, retry, cancel). */
function eventsOf(snapshot: CheckoutSnapshot): GraphEvent[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    const matching = examples.filter((example) => example.type === type);
    return matching.length ? matching : [{ type }];
  });
}

/** States told apart by what is shown and whether an attempt is under way; what was chosen does not count. */
function summary({ value, context }: CheckoutSnapshot): string {
  return JSON.stringify({
    value,
    shops: context.shopIds.length > 0,
    figures: context.figures !== null,
    figuresError: context.figuresError !== null,
    key: context.idempotencyKey !== null,
    placeError: context.placeError !== null,
    placed: context.placed !== null,
    mustVerify: context.mustVerifyAccount,
    reviewAfterVerification: context.reviewAfterVerification,
  });
}

type Path = { state: CheckoutSnapshot; steps: { event: GraphEvent; state: CheckoutSnapshot }[] };

const generatedPaths = (input: CheckoutInput) =>
  getShortestPaths(checkoutMachine, { events: eventsOf, input, serializeState: summary } as never) as unknown as Path[];

// The cart's checkout with everything there (by a verified account, and by one that must confirm a code
// first), and a buy-now one with no address and no payment method offered.
const inputs: CheckoutInput[] = [
  checkoutInput({ createKey: () => 'key' }),
  checkoutInput({ createKey: () => 'key', mustVerifyAccount: true }),
  checkoutInput({ isBuyNow: true, addressId: null, paymentMethods: [], createKey: () => 'key' }),
];

describe('checkout machine: generated paths', () => {
  // The replay settles each call on the fake clock, which is quicker than waiting for real ticks.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const plans = inputs.map((input) => ({ input, paths: generatedPaths(input) }));

  it('reach every state it can rest in', () => {
    const reached = new Set(plans.flatMap((plan) => plan.paths.flatMap((path) => leavesOf(path.state.value))));
    expect([...reached].sort()).toEqual(restingStates(checkoutMachine));
  });

  it('never leave editing when no payment method is offered', () => {
    const [, , incomplete] = plans;
    const orderStates = new Set(incomplete?.paths.map((path) => leavesOf(path.state.value)[1]));
    expect([...orderStates]).toEqual(['order.editing']);
  });

  it('replay on a real actor with fake calls, showing the same state at each step, a key on every order', async () => {
    for (const { input, paths } of plans) {
      for (const path of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          checkoutMachine.provide({
            actors: {
              loadFigures: actor<CheckoutAnswer, CheckoutBody>(FIGURES),
              placeOrder: actor<PlaceOrderAnswer, { body: PlaceOrderBody; idempotencyKey: string }>(PLACE),
            },
          }),
          { input: { ...input, createKey: numberedKeys() } },
        ).start();
        let step = 0;
        let wasPlacing = false;
        await replay(running, path, settle, (_actual, _expected, event) => {
          const expected = path.steps[step++]?.state as CheckoutSnapshot;
          const snapshot = running.getSnapshot();
          expect(summary(snapshot), `${summary(path.state)}: after ${event.type}`).toEqual(summary(expected));
          // The order goes out as placing starts; a change meanwhile only drops the key for the next attempt.
          const isPlacing = snapshot.matches({ order: 'placing' });
          if (isPlacing && !wasPlacing) expect(snapshot.context.idempotencyKey).toMatch(/^key-\d+$/);
          wasPlacing = isPlacing;
        });
        running.stop();
      }
    }
  });
});
