import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { addressFormMachine } from '../../src/machines/address-form/address-form.machine';
import type {
  Address,
  AddressBody,
  AddressFormInput,
  AddressTextField,
  SaveAddressInput,
  SavedAddressAnswer,
} from '../../src/machines/address-form/address-form.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

/** A saved address as the contract returns it. */
export const savedAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 8,
  name: 'Sam Shopper',
  phone: '5550100001',
  address_line: '200 Harbor Avenue',
  address_line2: 'Suite 310',
  area: 'Harborside',
  flat_no: null,
  post_code: '10004',
  address_type: 'office',
  is_default: false,
  latitude: 40.7,
  longitude: -74,
  ...overrides,
});

export const savedAnswer = (address: Address, message = 'Address added successfully'): SavedAddressAnswer => ({
  message,
  data: { address },
});

export const refused = (message: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError(422, message, fieldErrors);

type Outcome = SavedAddressAnswer | Error;

/**
 * An address form whose store and update calls answer with the given outcomes in turn (each when the test
 * calls `answer()`), recording every call as `{ call, id?, body }`.
 */
export function startAddressForm(input: AddressFormInput = {}, ...outcomes: Outcome[]) {
  const calls: { call: 'create' | 'update'; id?: number; body: AddressBody }[] = [];
  const pending: (() => void)[] = [];
  const answerWith = (resolve: (answer: SavedAddressAnswer) => void, reject: (error: unknown) => void) => {
    const outcome = outcomes[calls.length - 1] ?? savedAnswer(savedAddress());
    pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
  };
  const logic = addressFormMachine.provide({
    actors: {
      saveAddress: fromPromise<SavedAddressAnswer, SaveAddressInput>(
        ({ input: { id, body } }) =>
          new Promise((resolve, reject) => {
            calls.push(id === null ? { call: 'create', body } : { call: 'update', id, body });
            answerWith(resolve, reject);
          }),
      ),
    },
  });
  const actor = createActor(logic, { input }).start();
  const emitted = recordEmitted(actor);
  return {
    actor,
    calls,
    emitted,
    type: (field: AddressTextField | 'address_type', value: string) =>
      actor.send({ type: 'address.field.changed', field, value }),
    submit: () => actor.send({ type: 'address.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
  };
}
