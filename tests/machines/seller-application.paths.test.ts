import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { sellerApplicationMachine } from '../../src/machines/seller-application/seller-application.machine';
import type {
  SellerApplicationAnswer,
  SellerApplicationBody,
} from '../../src/machines/seller-application/seller-application.types';
import {
  type SellerConfirmationAnswer,
  type SellerConfirmationBody,
  type SellerConfirmationInput,
  sellerConfirmationMachine,
} from '../../src/machines/seller-application/seller-confirmation.machine';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';
import { sent } from './seller-application.fakes';

// Filled fields first, so the generated paths can reach the call.
const applicationEvents = [
  { type: 'seller.field.changed', field: 'name', value: 'Lina Haddad' },
  { type: 'seller.field.changed', field: 'shop_name', value: 'Olive Grove Pantry' },
  { type: 'seller.field.changed', field: 'email', value: 'lina@example.com' },
  { type: 'seller.field.changed', field: 'phone', value: '5550100777' },
  { type: 'seller.field.changed', field: 'password', value: 'a-long-password' },
  { type: 'seller.country.selected', country: 'United States', phoneCode: '+1' },
  { type: 'seller.submitted' },
  { type: 'xstate.done.actor.applyAsSeller', output: sent() },
  {
    type: 'xstate.error.actor.applyAsSeller',
    error: new ApiError(422, 'The shop name field is required.', { shop_name: 'The shop name field is required.' }),
  },
];

describe('seller application machine: generated paths', () => {
  const paths = pathPerState(sellerApplicationMachine, applicationEvents);

  it('reach every state it can rest in', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(sellerApplicationMachine));
  });

  it('replay against the machine with a fake call, state by state', async () => {
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        sellerApplicationMachine.provide({
          actors: { applyAsSeller: actor<SellerApplicationAnswer, SellerApplicationBody>('applyAsSeller') },
        }),
        { input: {} },
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});

const confirmed: SellerConfirmationAnswer = {
  message: 'Your application for Olive Grove Pantry is confirmed.',
  data: { shop_name: 'Olive Grove Pantry' },
};
const confirmationEvents = [
  { type: 'confirmation.retried' },
  { type: 'xstate.done.actor.confirmApplication', output: confirmed },
  { type: 'xstate.error.actor.confirmApplication', error: new ApiError(422, 'This confirmation link is invalid.') },
  { type: 'xstate.error.actor.confirmApplication', error: new TypeError('Failed to fetch') },
];
// A link with its token, and one that lost it.
const confirmationInputs: SellerConfirmationInput[] = [{ token: 'a-token' }, { token: null }];

describe('seller confirmation machine: generated paths', () => {
  const plans = confirmationInputs.map((input) => ({
    input,
    paths: pathPerState(sellerConfirmationMachine, confirmationEvents, input),
  }));

  it('reach every state it can rest in', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(sellerConfirmationMachine));
  });

  it('replay against the machine with a fake call, state by state', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          sellerConfirmationMachine.provide({
            actors: {
              confirmApplication: actor<SellerConfirmationAnswer, SellerConfirmationBody>('confirmApplication'),
            },
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
