import { assign, emit, setup } from 'xstate';
import { formFailureOf, namesShownField } from '../form-failure';
import { failedEvent, failedSubmitTransition, submitTransitions, withFieldCleared } from '../form-submission';
import { providedByApp } from '../provided-by-app';
import type {
  ActionFailure,
  ProductReviewAnswer,
  ProductReviewContext,
  ProductReviewEmitted,
  ProductReviewEvent,
  ProductReviewInput,
  ProductReviewRequest,
} from './order-actions.types';
import { isStarCount, REVIEW_FIELDS, reviewProblemsOf } from './product-review.rules';

const hasShownFieldErrors = (failure: ActionFailure | null) => namesShownField(failure, REVIEW_FIELDS);

/**
 * The review of one delivered product of one order: a rating of 1 to 5 stars and a text, both required. Sent,
 * it emits `review.saved` and stops; refused, it goes back to editing with what was typed, the server's field
 * errors under the fields and its message for the screen.
 */
export const productReviewMachine = setup({
  types: {
    context: {} as ProductReviewContext,
    events: {} as ProductReviewEvent,
    emitted: {} as ProductReviewEmitted,
    input: {} as ProductReviewInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /product-review. */
    submitReview: providedByApp<ProductReviewAnswer, ProductReviewRequest>('submitReview'),
  },
  actions: {
    showProblems: assign({ problems: ({ context }) => reviewProblemsOf(context) }),
    announceInvalid: emit({ type: 'review.invalid' as const }),
    clearProblems: assign({ problems: {}, failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: formFailureOf(params.error) })),
    announceFailure: emit(({ context }) => failedEvent('review.failed', context.failure, hasShownFieldErrors)),
  },
  guards: {
    isStarCount: (_, params: { rating: number }) => isStarCount(params.rating),
    hasProblems: ({ context }) => Object.keys(reviewProblemsOf(context)).length > 0,
  },
}).createMachine({
  id: 'productReview',
  context: ({ input }) => ({
    orderId: input.orderId,
    productId: input.productId,
    rating: null,
    description: '',
    problems: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The shopper picks stars and writes; a field's error goes away as it is changed.",
      on: {
        'review.rating.changed': {
          guard: { type: 'isStarCount', params: ({ event }) => event },
          actions: assign(({ context, event }) => ({ rating: event.rating, ...withFieldCleared(context, 'rating') })),
        },
        'review.description.changed': {
          actions: assign(({ context, event }) => ({
            description: event.description,
            ...withFieldCleared(context, 'description'),
          })),
        },
        'review.submitted': submitTransitions(
          'submitting',
          'No star or no text: say which, send nothing.',
          'Send the review; an earlier refusal is put away.',
        ),
      },
    },
    submitting: {
      description: 'POST /product-review is under way; the typed review stays.',
      tags: ['busy'],
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          product_id: context.productId,
          order_id: context.orderId,
          rating: context.rating ?? 0,
          description: context.description.trim(),
        }),
        onDone: {
          target: 'saved',
          actions: emit(({ event }) => ({ type: 'review.saved' as const, message: event.output.message })),
        },
        onError: failedSubmitTransition('editing', 'Refused or not delivered: back to the form, the review kept.'),
      },
    },
    saved: {
      type: 'final',
      description: 'The server kept the review; the dialog closes and the order reloads.',
    },
  },
});
