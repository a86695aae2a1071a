import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addressFormMachine } from '../../src/machines/address-form/address-form.machine';
import type {
  AddressFormInput,
  SaveAddressInput,
  SavedAddressAnswer,
} from '../../src/machines/address-form/address-form.types';
import { refused, savedAddress, savedAnswer } from './address-form.fakes';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';

// Filled fields first, so the generated paths can reach the calls; the rest exercise the checks.
const events = [
  { type: 'address.field.changed', field: 'name', value: 'Sam Shopper' },
  { type: 'address.field.changed', field: 'phone', value: '5550100001' },
  { type: 'address.field.changed', field: 'phone', value: '555-0100' },
  { type: 'address.field.changed', field: 'address_line', value: '12 Market Street' },
  { type: 'address.default.changed', isDefault: true },
  { type: 'address.submitted' },
  { type: 'xstate.done.actor.saveAddress', output: savedAnswer(savedAddress()) },
  { type: 'xstate.error.actor.saveAddress', error: refused('The name field is required.', { name: 'required' }) },
  { type: 'xstate.done.actor.saveAddress', output: savedAnswer(savedAddress(), 'Address updated successfully') },
  { type: 'xstate.error.actor.saveAddress', error: new TypeError('Failed to fetch') },
];

// Adding an address, adding the first one, and changing the default one.
const inputs: AddressFormInput[] = [
  {},
  { isFirstAddress: true },
  { address: savedAddress({ is_default: true }), rules: { phoneMinLength: 10 } },
];

describe('address form machine: generated paths', () => {
  const plans = inputs.map((input) => ({ input, paths: pathPerState(addressFormMachine, events, input) }));

  it('reach every state it can rest in', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(addressFormMachine));
  });

  it('replay against the machine with fake calls, state by state', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          addressFormMachine.provide({
            actors: {
              saveAddress: actor<SavedAddressAnswer, SaveAddressInput>('saveAddress'),
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
