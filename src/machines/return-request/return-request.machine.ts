import { assign, emit, fromPromise, setup } from 'xstate';
import {
  chosenProducts,
  hasShownFieldErrors,
  initialValues,
  problemsOf,
  toReturnBody,
  toReturnFailure,
  withoutFieldError,
  withoutProblem,
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
    submitReturn: fromPromise<ReturnRequestAnswer, ReturnRequestBody>(async () => {
      throw new Error('submitReturn is provided by the app');
    }),
  },
  actions: {
    announceRequested: emit((_, answer: ReturnRequestAnswer) => ({
      type: 'return.requested' as const,
      // Another backend may answer without the new return: the screen then goes to the list.
      returnId: answer.data?.return_order?.id ?? null,
      message: answer.message,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toReturnFailure(params.error) })),
    announceFailure: emit(({ context }) => ({
      type: 'return.failed' as const,
      status: context.failure?.status ?? 0,
      message: context.failure?.message ?? '',
      hasFieldErrors: hasShownFieldErrors(context.failure),
    })),
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
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            problems: withoutProblem(context.problems, event.field),
            failure: withoutFieldError(context.failure, event.field),
          })),
        },
        'return.products.changed': {
          description: 'The chosen lines; a line already returned is never taken.',
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              productIds: chosenProducts(event.productIds, context.returnableProductIds),
            },
            problems: withoutProblem(context.problems, 'product_ids'),
            failure: withoutFieldError(context.failure, 'product_ids'),
          })),
        },
        'return.submitted': [
          {
            description: 'No product chosen, or a required field empty or too long: say which, send nothing.',
            guard: 'hasProblems',
            actions: [
              assign({ problems: ({ context }) => problemsOf(context.values) }),
              emit({ type: 'return.invalid' as const }),
            ],
          },
          { description: 'Send the request.', target: 'submitting', actions: assign({ problems: {} }) },
        ],
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
        onError: {
          description: 'Refused or not delivered: back to the form, values kept.',
          target: 'editing',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'],
        },
      },
    },
    requested: {
      type: 'final',
      description: 'The server holds the return; the screen moves on to it.',
    },
  },
});
