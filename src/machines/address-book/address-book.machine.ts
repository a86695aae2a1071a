import { assign, emit, setup } from 'xstate';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import { makeDefaultInput } from './address-book.rules';
import type {
  Address,
  AddressBookChange,
  AddressBookContext,
  AddressBookEmitted,
  AddressBookEvent,
  DeletedAddressAnswer,
  SaveAddressInput,
  SavedAddressAnswer,
} from './address-book.types';

/**
 * The changes made from the list of saved addresses: deleting one (asked first) and making one the default.
 * One change at a time. Done, it emits `addressBook.changed` with the server's message, so the screen can
 * reload the list and tell the session; refused, the failure stays on the address with the server's message
 * until the shopper tries again, dismisses it or starts another change.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    emitted: {} as AddressBookEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** DELETE /address/{id}/delete. */
    deleteAddress: providedByApp<DeletedAddressAnswer, { id: number }>('deleteAddress'),
    /** POST /address/{id}/update with the address's own fields and `is_default: true`. */
    updateAddress: providedByApp<SavedAddressAnswer, SaveAddressInput>('updateAddress'),
  },
  actions: {
    keepTarget: assign((_, params: { address: Address }) => ({ target: params.address, failure: null })),
    forget: assign({ target: null, failure: null }),
    forgetFailure: assign({ failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    announceChanged: emit(({ context }, params: { change: AddressBookChange; message: string }) => ({
      type: 'addressBook.changed' as const,
      change: params.change,
      addressId: context.target?.id ?? 0,
      message: params.message,
    })),
    announceFailed: emit(({ context }, params: { change: AddressBookChange }) => ({
      type: 'addressBook.failed' as const,
      change: params.change,
      addressId: context.target?.id ?? 0,
      status: context.failure?.status ?? 0,
      message: context.failure?.message ?? '',
    })),
  },
  guards: {
    isNotDefault: (_, params: { address: Address }) => !params.address.is_default,
  },
}).createMachine({
  id: 'addressBook',
  context: { target: null, failure: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'Nothing under way: any address may be deleted or made the default.',
      initial: 'idle',
      on: {
        'addressBook.delete.requested': {
          description: 'Ask first; an earlier failure is put away.',
          target: 'confirmingDelete',
          actions: { type: 'keepTarget', params: ({ event }) => event },
        },
        'addressBook.default.requested': {
          description: 'Make it the default at once (nothing is lost); the default already is.',
          guard: { type: 'isNotDefault', params: ({ event }) => event },
          target: 'settingDefault',
          actions: { type: 'keepTarget', params: ({ event }) => event },
        },
      },
      states: {
        idle: { description: 'No change under way, no failure shown.' },
        deleteFailed: {
          description: "The deletion was refused or not delivered: the server's message is shown on the address.",
          on: {
            'addressBook.retry': { target: '#addressBook.deleting', actions: 'forgetFailure' },
            'addressBook.failure.dismissed': { target: 'idle', actions: 'forget' },
          },
        },
        defaultFailed: {
          description: "Making it the default was refused or not delivered: the server's message is shown on it.",
          on: {
            'addressBook.retry': { target: '#addressBook.settingDefault', actions: 'forgetFailure' },
            'addressBook.failure.dismissed': { target: 'idle', actions: 'forget' },
          },
        },
      },
    },
    confirmingDelete: {
      description: 'The confirmation is open, naming the address.',
      on: {
        'addressBook.delete.confirmed': { target: 'deleting', description: 'Delete it.' },
        'addressBook.delete.cancelled': { target: 'ready', description: 'Keep it.', actions: 'forget' },
      },
    },
    deleting: {
      description: 'DELETE /address/{id}/delete is under way; the other changes wait.',
      tags: ['busy'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.target?.id ?? 0 }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'announceChanged',
              params: ({ event }) => ({ change: 'deleted' as const, message: event.output.message }),
            },
            'forget',
          ],
        },
        onError: {
          target: 'ready.deleteFailed',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceFailed', params: { change: 'deleted' } },
          ],
        },
      },
    },
    settingDefault: {
      description: 'POST /address/{id}/update with is_default true is under way; the other changes wait.',
      tags: ['busy'],
      invoke: {
        id: 'updateAddress',
        src: 'updateAddress',
        input: ({ context }) => makeDefaultInput(context.target as Address),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'announceChanged',
              params: ({ event }) => ({ change: 'defaultSet' as const, message: event.output.message }),
            },
            'forget',
          ],
        },
        onError: {
          target: 'ready.defaultFailed',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceFailed', params: { change: 'defaultSet' } },
          ],
        },
      },
    },
  },
});
