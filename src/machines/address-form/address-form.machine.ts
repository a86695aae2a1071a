import { assign, emit, not, setup } from 'xstate';
import { isRefusedPhoneEdit } from '../auth/phone-rules';
import { formFailureOf } from '../form-failure';
import { failedEvent, failedSubmitTransition, submitTransitions, withFieldEdited } from '../form-submission';
import { providedByApp } from '../provided-by-app';
import {
  addressPhoneRules,
  hasShownFieldErrors,
  initialValues,
  problemsOf,
  toAddressBody,
  withoutFieldError,
} from './address-form.rules';
import type {
  AddressFormContext,
  AddressFormEmitted,
  AddressFormEvent,
  AddressFormInput,
  AddressTextField,
  SaveAddressInput,
  SavedAddressAnswer,
} from './address-form.types';

/**
 * The address form of the address modal and the account's address pages: the shopper edits, the form checks
 * the required fields and the phone rules, then stores a new address or updates the one it was given. Saved,
 * it emits `address.saved` and stops; refused, it goes back to editing with the typed values, the server's
 * field errors under the fields and its message for the screen.
 */
export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    emitted: {} as AddressFormEmitted,
    input: {} as AddressFormInput,
    output: {} as AddressFormContext['saved'],
    tags: {} as 'busy',
  },
  actors: {
    /** POST /address/store for a new address (`id` null), POST /address/{id}/update for a saved one. */
    saveAddress: providedByApp<SavedAddressAnswer, SaveAddressInput>('saveAddress'),
  },
  actions: {
    keepSaved: assign((_, answer: SavedAddressAnswer) => ({ saved: answer.data.address, failure: null })),
    announceSaved: emit((_, answer: SavedAddressAnswer) => ({
      type: 'address.saved' as const,
      address: answer.data.address,
      message: answer.message,
    })),
    keepValue: assign(({ context }, params: { field: AddressTextField | 'address_type'; value: string }) =>
      withFieldEdited(context, params.field, params.value),
    ),
    refuseNonDigitPhone: assign({ problems: ({ context }) => ({ ...context.problems, phone: 'phone.digitsOnly' }) }),
    showProblems: assign({ problems: ({ context }) => problemsOf(context.values, context.rules) }),
    announceInvalid: emit({ type: 'address.invalid' as const }),
    clearProblems: assign({ problems: {} }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('address.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    isNonDigitPhone: ({ context }, params: { field: string; value: string }) =>
      params.field === 'phone' && isRefusedPhoneEdit(context.values.phone, params.value),
    isDefaultLocked: ({ context }) => context.isDefaultLocked,
    hasProblems: ({ context }) => Object.keys(problemsOf(context.values, context.rules)).length > 0,
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    addressId: input.address?.id ?? null,
    values: initialValues(input.address),
    coordinates: { latitude: input.address?.latitude ?? null, longitude: input.address?.longitude ?? null },
    rules: addressPhoneRules(input.rules),
    // The server keeps a default while addresses exist: the first address, and the current default, stay it.
    isDefaultLocked: Boolean(input.address?.is_default) || (!input.address && Boolean(input.isFirstAddress)),
    problems: {},
    failure: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The shopper fills in the form; a field's errors go away as it is edited.",
      on: {
        'address.field.changed': [
          {
            description: 'Typing or pasting anything but digits into the phone is refused, with an error code.',
            guard: { type: 'isNonDigitPhone', params: ({ event }) => event },
            actions: 'refuseNonDigitPhone',
          },
          { description: 'Keep the value.', actions: { type: 'keepValue', params: ({ event }) => event } },
        ],
        'address.default.changed': {
          description: 'Tick or untick "default", unless this address is the default whatever the box says.',
          guard: not('isDefaultLocked'),
          actions: assign(({ context, event }) => ({
            values: { ...context.values, is_default: event.isDefault },
            failure: withoutFieldError(context.failure, 'is_default'),
          })),
        },
        'address.submitted': submitTransitions(
          'saving',
          'A required field is empty or the phone breaks the rules: say which, send nothing.',
          'Send the address.',
        ),
      },
    },
    saving: {
      description: 'Waiting for the server; another submit is ignored and the typed values stay.',
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ id: context.addressId, body: toAddressBody(context) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepSaved', params: ({ event }) => event.output },
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: failedSubmitTransition('editing', 'Refused or not delivered: back to the form, values kept.'),
      },
    },
    saved: {
      type: 'final',
      description: 'The server kept the address; the screen closes the form or moves on.',
    },
  },
  output: ({ context }) => context.saved,
});
