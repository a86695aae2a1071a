import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { addressBookMachine } from '../../src/machines/address-book/address-book.machine';
import { selectConfirmingDelete, selectFailure } from '../../src/machines/address-book/address-book.selectors';
import type {
  DeletedAddressAnswer,
  SaveAddressInput,
  SavedAddressAnswer,
} from '../../src/machines/address-book/address-book.types';
import { savedAddress, savedAnswer } from './address-form.fakes';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

const home = savedAddress({ id: 7, address_line: '12 Market Street', address_type: 'home', is_default: true });
const office = savedAddress({ id: 8, address_line: '200 Harbor Avenue', is_default: false });

type Outcome<T> = T | Error;

/**
 * An address book whose delete and update calls answer with the given outcomes in turn, each when the test
 * calls `answer()`; every call is recorded.
 */
function startAddressBook({
  deletes = [] as Outcome<DeletedAddressAnswer>[],
  updates = [] as Outcome<SavedAddressAnswer>[],
} = {}) {
  const calls: ({ call: 'delete'; id: number } | { call: 'update'; input: SaveAddressInput })[] = [];
  const pending: (() => void)[] = [];
  const settle = <T>(outcome: Outcome<T> | undefined, fallback: T) =>
    new Promise<T>((resolve, reject) => {
      const result = outcome ?? fallback;
      pending.push(() => (result instanceof Error ? reject(result) : resolve(result)));
    });
  let deleteCount = 0;
  let updateCount = 0;
  const logic = addressBookMachine.provide({
    actors: {
      deleteAddress: fromPromise<DeletedAddressAnswer, { id: number }>(({ input }) => {
        calls.push({ call: 'delete', id: input.id });
        return settle(deletes[deleteCount++], { message: 'Address deleted successfully' });
      }),
      updateAddress: fromPromise<SavedAddressAnswer, SaveAddressInput>(({ input }) => {
        calls.push({ call: 'update', input });
        return settle(updates[updateCount++], savedAnswer(office, 'Address updated successfully'));
      }),
    },
  });
  const actor = createActor(logic).start();
  const emitted = recordEmitted(actor);
  return {
    actor,
    calls,
    emitted,
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    state: () => actor.getSnapshot().value,
    isBusy: () => actor.getSnapshot().hasTag('busy'),
  };
}

describe('address book machine: deleting', () => {
  it('asks first, and deletes nothing until the shopper confirms', () => {
    const book = startAddressBook();
    book.actor.send({ type: 'addressBook.delete.requested', address: office });
    expect(book.state()).toBe('confirmingDelete');
    expect(selectConfirmingDelete(book.actor.getSnapshot())).toEqual(office);
    expect(book.calls).toEqual([]);
  });

  it('keeps the address when the shopper cancels', () => {
    const book = startAddressBook();
    book.actor.send({ type: 'addressBook.delete.requested', address: office });
    book.actor.send({ type: 'addressBook.delete.cancelled' });
    expect(book.state()).toEqual({ ready: 'idle' });
    expect(selectConfirmingDelete(book.actor.getSnapshot())).toBeNull();
    expect(book.calls).toEqual([]);
    expect(book.emitted).toEqual([]);
  });

  it('deletes on confirm, waits busy, then emits the change with the server message', async () => {
    const book = startAddressBook();
    book.actor.send({ type: 'addressBook.delete.requested', address: office });
    book.actor.send({ type: 'addressBook.delete.confirmed' });
    expect(book.state()).toBe('deleting');
    expect(book.isBusy()).toBe(true);
    expect(book.calls).toEqual([{ call: 'delete', id: 8 }]);

    // Another change waits for this one.
    book.actor.send({ type: 'addressBook.default.requested', address: office });
    book.actor.send({ type: 'addressBook.delete.requested', address: home });
    expect(book.state()).toBe('deleting');

    await book.answer();
    expect(book.state()).toEqual({ ready: 'idle' });
    expect(book.emitted).toEqual([
      { type: 'addressBook.changed', change: 'deleted', addressId: 8, message: 'Address deleted successfully' },
    ]);
    expect(book.actor.getSnapshot().context).toEqual({ target: null, failure: null });
  });

  it("shows the server's refusal on the address and deletes again on Try again, without asking again", async () => {
    const book = startAddressBook({
      deletes: [new ApiError(404, 'Address not found.'), { message: 'Address deleted successfully' }],
    });
    book.actor.send({ type: 'addressBook.delete.requested', address: office });
    book.actor.send({ type: 'addressBook.delete.confirmed' });
    await book.answer();

    expect(book.state()).toEqual({ ready: 'deleteFailed' });
    expect(selectFailure(book.actor.getSnapshot())).toEqual({
      addressId: 8,
      change: 'deleted',
      status: 404,
      message: 'Address not found.',
    });
    expect(book.emitted).toEqual([
      { type: 'addressBook.failed', change: 'deleted', addressId: 8, status: 404, message: 'Address not found.' },
    ]);

    book.actor.send({ type: 'addressBook.retry' });
    expect(book.state()).toBe('deleting');
    expect(selectFailure(book.actor.getSnapshot())).toBeNull();
    await book.answer();
    expect(book.calls).toEqual([
      { call: 'delete', id: 8 },
      { call: 'delete', id: 8 },
    ]);
    expect(book.emitted.at(-1)).toMatchObject({ type: 'addressBook.changed', change: 'deleted', addressId: 8 });
  });

  it('reports an undelivered call with status 0, and the failure can be dismissed', async () => {
    const book = startAddressBook({ deletes: [new TypeError('Failed to fetch')] });
    book.actor.send({ type: 'addressBook.delete.requested', address: office });
    book.actor.send({ type: 'addressBook.delete.confirmed' });
    await book.answer();
    expect(selectFailure(book.actor.getSnapshot())).toMatchObject({ status: 0, message: 'Failed to fetch' });

    book.actor.send({ type: 'addressBook.failure.dismissed' });
    expect(book.state()).toEqual({ ready: 'idle' });
    expect(selectFailure(book.actor.getSnapshot())).toBeNull();
    book.actor.send({ type: 'addressBook.retry' });
    expect(book.calls).toHaveLength(1);
  });
});

describe('address book machine: setting the default', () => {
  it('updates the address with all its own fields and is_default true (the update replaces every field)', async () => {
    const book = startAddressBook();
    book.actor.send({ type: 'addressBook.default.requested', address: office });
    expect(book.state()).toBe('settingDefault');
    expect(book.isBusy()).toBe(true);
    expect(book.calls).toEqual([
      {
        call: 'update',
        input: {
          id: 8,
          body: {
            name: 'Sam Shopper',
            phone: '5550100001',
            address_line: '200 Harbor Avenue',
            address_line2: 'Suite 310',
            area: 'Harborside',
            flat_no: null,
            post_code: '10004',
            address_type: 'office',
            is_default: true,
            latitude: 40.7,
            longitude: -74,
          },
        },
      },
    ]);

    await book.answer();
    expect(book.state()).toEqual({ ready: 'idle' });
    expect(book.emitted).toEqual([
      { type: 'addressBook.changed', change: 'defaultSet', addressId: 8, message: 'Address updated successfully' },
    ]);
  });

  it('does nothing for the address that already is the default', () => {
    const book = startAddressBook();
    book.actor.send({ type: 'addressBook.default.requested', address: home });
    expect(book.state()).toEqual({ ready: 'idle' });
    expect(book.calls).toEqual([]);
  });

  it("shows the server's refusal and tries the same update again on Try again", async () => {
    const refusal = new ApiError(422, 'The phone field must contain digits only.', {
      phone: 'The phone field must contain digits only.',
    });
    const book = startAddressBook({ updates: [refusal] });
    book.actor.send({ type: 'addressBook.default.requested', address: office });
    await book.answer();

    expect(book.state()).toEqual({ ready: 'defaultFailed' });
    expect(selectFailure(book.actor.getSnapshot())).toEqual({
      addressId: 8,
      change: 'defaultSet',
      status: 422,
      message: 'The phone field must contain digits only.',
    });

    book.actor.send({ type: 'addressBook.retry' });
    expect(book.state()).toBe('settingDefault');
    await book.answer();
    expect(book.calls.map((call) => call.call)).toEqual(['update', 'update']);
    expect(book.calls[1]).toEqual(book.calls[0]);
    expect(book.emitted.at(-1)).toMatchObject({ type: 'addressBook.changed', change: 'defaultSet' });
  });

  it('puts a failure away when another change starts', async () => {
    const book = startAddressBook({ updates: [new ApiError(500, 'Server Error')] });
    book.actor.send({ type: 'addressBook.default.requested', address: office });
    await book.answer();
    expect(book.state()).toEqual({ ready: 'defaultFailed' });

    book.actor.send({ type: 'addressBook.delete.requested', address: home });
    expect(book.state()).toBe('confirmingDelete');
    expect(book.actor.getSnapshot().context).toEqual({ target: home, failure: null });
  });
});
