import { assign, emit, fromPromise, setup } from 'xstate';
import { formFailureOf, namesShownField, withoutFieldError } from '../form-failure';
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
    submitReview: fromPromise<ProductReviewAnswer, ProductReviewRequest>(async () => {
      throw new Error('submitReview is provided by the app');
    }),
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
          actions: assign(({ context, event }) => {
            const { rating: _fixed, ...problems } = context.problems;
            return { rating: event.rating, problems, failure: withoutFieldError(context.failure, 'rating') };
          }),
        },
        'review.description.changed': {
          actions: assign(({ context, event }) => {
            const { description: _fixed, ...problems } = context.problems;
            return {
              description: event.description,
              problems,
              failure: withoutFieldError(context.failure, 'description'),
            };
          }),
        },
        'review.submitted': [
          {
            description: 'No star or no text: say which, send nothing.',
            guard: 'hasProblems',
            actions: [
              assign({ problems: ({ context }) => reviewProblemsOf(context) }),
              emit({ type: 'review.invalid' as const }),
            ],
          },
          { target: 'submitting', actions: assign({ problems: {}, failure: null }) },
        ],
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
        onError: {
          target: 'editing',
          description: 'Refused or not delivered: back to the form, the review kept.',
          actions: [
            assign({ failure: ({ event }) => formFailureOf(event.error) }),
            emit(({ context }) => ({
              type: 'review.failed' as const,
              status: context.failure?.status ?? 0,
              message: context.failure?.message ?? '',
              hasFieldErrors: hasShownFieldErrors(context.failure),
            })),
          ],
        },
      },
    },
    saved: {
      type: 'final',
      description: 'The server kept the review; the dialog closes and the order reloads.',
    },
  },
});
