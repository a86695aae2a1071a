import { assign, emit, setup } from 'xstate';
import { isRefusedPhoneEdit } from '../auth/phone-rules';
import { formFailureOf } from '../form-failure';
import {
  failedEvent,
  failedSubmitTransition,
  submitTransitions,
  withFieldCleared,
  withFieldEdited,
} from '../form-submission';
import { providedByApp } from '../provided-by-app';
import {
  EMPTY_SELLER_VALUES,
  hasShownFieldErrors,
  sellerPhoneRules,
  sellerProblems,
  toSellerApplication,
} from './seller-application.rules';
import type {
  SellerApplicationAnswer,
  SellerApplicationBody,
  SellerApplicationContext,
  SellerApplicationEmitted,
  SellerApplicationEvent,
  SellerApplicationInput,
  SellerTextField,
} from './seller-application.types';

/**
 * 'Become a Seller': name, shop name, e-mail, the phone with its country's calling code, and a password. The form
 * checks them as the server does; sent, the server mails a link to confirm the application and the form is done,
 * naming the address. Refused, what was typed stays, with the server's errors under the fields.
 */
export const sellerApplicationMachine = setup({
  types: {
    context: {} as SellerApplicationContext,
    events: {} as SellerApplicationEvent,
    emitted: {} as SellerApplicationEmitted,
    input: {} as SellerApplicationInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /seller-applications. */
    applyAsSeller: providedByApp<SellerApplicationAnswer, SellerApplicationBody>('applyAsSeller'),
  },
  actions: {
    keepValue: assign(({ context }, params: { field: SellerTextField; value: string }) =>
      withFieldEdited(context, params.field, params.value),
    ),
    refuseNonDigitPhone: assign({ problems: ({ context }) => ({ ...context.problems, phone: 'phone.digitsOnly' }) }),
    keepCountry: assign(({ context }, params: { country: string; phoneCode: string }) => ({
      values: { ...context.values, country: params.country, phone_code: params.phoneCode },
      ...withFieldCleared(context, 'phone_code'),
    })),
    showProblems: assign({ problems: ({ context }) => sellerProblems(context.values, context.rules) }),
    announceInvalid: emit({ type: 'seller.invalid' as const }),
    clearProblems: assign({ problems: {} }),
    keepSent: assign((_, answer: SellerApplicationAnswer) => ({ sentTo: answer.data.email, failure: null })),
    announceSent: emit((_, answer: SellerApplicationAnswer) => ({
      type: 'seller.applied' as const,
      email: answer.data.email,
      message: answer.message,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('seller.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    isNonDigitPhone: ({ context }, params: { field: SellerTextField; value: string }) =>
      params.field === 'phone' && isRefusedPhoneEdit(context.values.phone, params.value),
    hasProblems: ({ context }) => Object.keys(sellerProblems(context.values, context.rules)).length > 0,
  },
}).createMachine({
  id: 'sellerApplication',
  context: ({ input }) => ({
    values: EMPTY_SELLER_VALUES,
    rules: sellerPhoneRules(input),
    problems: {},
    failure: null,
    sentTo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The applicant fills in the form; a field's errors go away as it is edited.",
      on: {
        'seller.field.changed': [
          {
            description: 'Typing or pasting anything but digits into the phone is refused, with an error code.',
            guard: { type: 'isNonDigitPhone', params: ({ event }) => event },
            actions: 'refuseNonDigitPhone',
          },
          { description: 'Keep the value.', actions: { type: 'keepValue', params: ({ event }) => event } },
        ],
        'seller.country.selected': {
          description: "The country gives the phone's calling code.",
          actions: { type: 'keepCountry', params: ({ event }) => event },
        },
        'seller.submitted': submitTransitions(
          'applying',
          'A field is empty or breaks a rule: say which, send nothing.',
          'Send the application.',
        ),
      },
    },
    applying: {
      description: 'Waiting for the server; another submit is ignored and what was typed stays.',
      tags: ['busy'],
      invoke: {
        id: 'applyAsSeller',
        src: 'applyAsSeller',
        input: ({ context }) => toSellerApplication(context.values),
        onDone: {
          target: 'applied',
          description: 'The link is on its way: the form gives way to where it went.',
          actions: [
            { type: 'keepSent', params: ({ event }) => event.output },
            { type: 'announceSent', params: ({ event }) => event.output },
          ],
        },
        onError: failedSubmitTransition(
          'editing',
          'Refused or not delivered: back to the form, what was typed kept, the server errors under the fields.',
        ),
      },
    },
    applied: {
      type: 'final',
      description: 'The server mailed the link to confirm the application; the applicant opens it from there.',
    },
  },
});
