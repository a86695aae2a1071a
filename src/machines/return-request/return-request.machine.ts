import { assign, emit, setup } from 'xstate';
import {
  failedEvent,
  failedSubmitTransition,
  submitTransitions,
  withFieldCleared,
  withFieldEdited,
} from '../form-submission';
import { providedByApp } from '../provided-by-app';
import {
  chosenProducts,
  hasShownFieldErrors,
  initialValues,
  problemsOf,
  toReturnBody,
  toReturnFailure,
} from './return-request.rules';
import type {
  ReturnRequestAnswer,
  ReturnRequestBody,
  ReturnRequestContext,
  ReturnRequestEmitted,
  ReturnRequestEvent,
  ReturnRequestInput,
} from './return-request.types';

/**
 * The return request of one delivered order: the shopper chooses lines and fills in the reason, the bank
 * account and the return address; the form checks them, then sends the request. Accepted, it emits
 * `return.requested` with the new return's id and stops; refused, it goes back to editing with everything
 * typed, the server's field errors under the fields and its message for the screen.
 */
export const returnRequestMachine = setup({
  types: {
    context: {} as ReturnRequestContext,
    events: {} as ReturnRequestEvent,
    emitted: {} as ReturnRequestEmitted,
    input: {} as ReturnRequestInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /return-order. */
    submitReturn: providedByApp<ReturnRequestAnswer, ReturnRequestBody>('submitReturn'),
  },
  actions: {
    announceRequested: emit((_, answer: ReturnRequestAnswer) => ({
      type: 'return.requested' as const,
      // Another backend may answer without the new return: the screen then goes to the list.
      returnId: answer.data?.return_order?.id ?? null,
      message: answer.message,
    })),
    showProblems: assign({ problems: ({ context }) => problemsOf(context.values) }),
    announceInvalid: emit({ type: 'return.invalid' as const }),
    clearProblems: assign({ problems: {} }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toReturnFailure(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('return.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(problemsOf(context.values)).length > 0,
  },
}).createMachine({
  id: 'returnRequest',
  context: ({ input }) => ({
    orderId: input.orderId,
    returnableProductIds: input.returnableProductIds,
    values: initialValues(input.returnAddress),
    problems: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The shopper fills in the form; a field's errors go away as it is changed.",
      on: {
        'return.field.changed': {
          actions: assign(({ context, event }) => withFieldEdited(context, event.field, event.value)),
        },
        'return.products.changed': {
          description: 'The chosen lines; a line already returned is never taken.',
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              productIds: chosenProducts(event.productIds, context.returnableProductIds),
            },
            ...withFieldCleared(context, 'product_ids'),
          })),
        },
        'return.submitted': submitTransitions(
          'submitting',
          'No product chosen, or a required field empty or too long: say which, send nothing.',
          'Send the request.',
        ),
      },
    },
    submitting: {
      description: 'Waiting for the server; another submit is ignored and the typed values stay.',
      tags: ['busy'],
      invoke: {
        id: 'submitReturn',
        src: 'submitReturn',
        input: ({ context }) => toReturnBody(context),
        onDone: {
          target: 'requested',
          actions: { type: 'announceRequested', params: ({ event }) => event.output },
        },
        onError: failedSubmitTransition('editing', 'Refused or not delivered: back to the form, values kept.'),
      },
    },
    requested: {
      type: 'final',
      description: 'The server holds the return; the screen moves on to it.',
    },
  },
});
