import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { addressBookMachine } from '../../src/machines/address-book/address-book.machine';
import type {
  DeletedAddressAnswer,
  SaveAddressInput,
  SavedAddressAnswer,
} from '../../src/machines/address-book/address-book.types';
import { savedAddress, savedAnswer } from './address-form.fakes';
import { pathPerState, replay, restingStates, settledByPath } from './auth.graph';

const theDefault = savedAddress({ id: 7, is_default: true });
const another = savedAddress({ id: 8, is_default: false });

const events = [
  { type: 'addressBook.delete.requested', address: another },
  { type: 'addressBook.default.requested', address: another },
  { type: 'addressBook.default.requested', address: theDefault },
  { type: 'addressBook.delete.confirmed' },
  { type: 'addressBook.delete.cancelled' },
  { type: 'addressBook.retry' },
  { type: 'addressBook.failure.dismissed' },
  { type: 'xstate.done.actor.deleteAddress', output: { message: 'Address deleted successfully' } },
  { type: 'xstate.error.actor.deleteAddress', error: new ApiError(404, 'Address not found.') },
  { type: 'xstate.done.actor.updateAddress', output: savedAnswer(another, 'Address updated successfully') },
  { type: 'xstate.error.actor.updateAddress', error: new ApiError(422, 'The phone field must contain digits only.') },
];

describe('address book machine: generated paths', () => {
  const paths = pathPerState(addressBookMachine, events);

  it('reach every state it can rest in', () => {
    expect([...paths.keys()].sort()).toEqual(restingStates(addressBookMachine));
  });

  it('replay against the machine with fake calls, state by state', async () => {
    for (const [leaf, path] of paths) {
      const { actor, settle } = settledByPath();
      const running = createActor(
        addressBookMachine.provide({
          actors: {
            deleteAddress: actor<DeletedAddressAnswer, { id: number }>('deleteAddress'),
            updateAddress: actor<SavedAddressAnswer, SaveAddressInput>('updateAddress'),
          },
        }),
      ).start();
      await replay(running, path, settle, (actual, expected, event) =>
        expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
      );
      running.stop();
    }
  });
});
