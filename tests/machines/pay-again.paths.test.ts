import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { payAgainMachine } from '../../src/machines/pay-again/pay-again.machine';
import type { PayAgainAnswer, PayAgainInput, PayAgainRequest } from '../../src/machines/pay-again/pay-again.types';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';

const page = (url: string): PayAgainAnswer => ({ message: 'Payment link created', data: { order_payment_url: url } });

const events = [
  { type: 'payAgain.method.select', method: 'paypal' },
  { type: 'payAgain.method.select', method: 'razorpay' },
  { type: 'payAgain.submit' },
  { type: 'payAgain.reset' },
  { type: 'payAgain.returned' },
  { type: 'xstate.done.actor.requestPaymentPage', output: page('https://pay.example.com/session/1') },
  { type: 'xstate.done.actor.requestPaymentPage', output: page('javascript:alert(1)') },
  { type: 'xstate.error.actor.requestPaymentPage', error: new ApiError(422, 'This order is already paid.') },
];

// A payable order in a shop with two gateways; then a shop with none, and an order that cannot be paid.
const inputs: PayAgainInput[] = [
  { orderId: 2, gateways: ['stripe', 'paypal'], preferred: 'stripe', isPayable: true },
  { orderId: 2, gateways: [], preferred: 'stripe', isPayable: true },
  { orderId: 2, gateways: ['stripe'], preferred: 'stripe', isPayable: false },
];

describe('pay-again machine: generated paths', () => {
  const plans = inputs.map((input) => ({ input, paths: pathPerState(payAgainMachine, events, input) }));

  it('reach every state it can rest in, and only unavailable when paying is not offered', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(payAgainMachine));
    expect([...(plans[1]?.paths.keys() ?? [])]).toEqual(['unavailable']);
    expect([...(plans[2]?.paths.keys() ?? [])]).toEqual(['unavailable']);
  });

  it('replay against the machine with a fake call, state by state', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          payAgainMachine.provide({
            actors: { requestPaymentPage: actor<PayAgainAnswer, PayAgainRequest>('requestPaymentPage') },
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
