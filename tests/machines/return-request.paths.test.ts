import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { returnRequestMachine } from '../../src/machines/return-request/return-request.machine';
import type { ReturnRequestAnswer, ReturnRequestBody } from '../../src/machines/return-request/return-request.types';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { ORDER_INPUT, refused, requestedAnswer } from './return-request.fakes';

// Filled fields first, so the generated paths can reach the call; the rest exercise the checks.
const events = [
  { type: 'return.products.changed', productIds: [34] },
  { type: 'return.field.changed', field: 'reason', value: 'Too small.' },
  { type: 'return.field.changed', field: 'bank_account_number', value: '000123456789' },
  { type: 'return.field.changed', field: 'reason', value: '' },
  { type: 'return.submitted' },
  { type: 'xstate.done.actor.submitReturn', output: requestedAnswer() },
  { type: 'xstate.error.actor.submitReturn', error: refused('The reason field is required.', { reason: 'required' }) },
  { type: 'xstate.error.actor.submitReturn', error: new TypeError('Failed to fetch') },
];

describe('return request machine: generated paths', () => {
  const paths = pathPerState(returnRequestMachine, events, ORDER_INPUT);

  it('reach every state it can rest in', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(returnRequestMachine));
  });

  it('replay against the machine with fake calls, state by state', async () => {
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        returnRequestMachine.provide({
          actors: { submitReturn: actor<ReturnRequestAnswer, ReturnRequestBody>('submitReturn') },
        }),
        { input: ORDER_INPUT },
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
