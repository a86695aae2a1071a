import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError } from '../../api/errors';
import type { Answer, JsonBody } from '../../api/types';

export type AddToCartBody = JsonBody<'addToCart'>;
export type AddToCartAnswer = Answer<'addToCart'>;

/** One cart line as the shopper chose it (spec section 3's add-to-cart payload, without the buy-now flag). */
export type CartLineChoice = Omit<AddToCartBody, 'is_buy_now'>;

/** What the confirmation toast shows of the product. */
export interface AddedProduct {
  name: string;
  thumbnail: string;
}

export type AddToCartEvent = {
  type: 'cart.add';
  line: CartLineChoice;
  product: AddedProduct;
  /** Buy now: the product goes to the buy-now slot and the shopper goes on to /buynow. */
  isBuyNow?: boolean;
};

export type AddToCartEmitted =
  /** Added; `info` is the server's warning (the quantity was capped at the stock), shown as a warning. */
  | { type: 'cart.added'; product: AddedProduct; isBuyNow: boolean; info: string | null }
  /** A visitor, or a session the server no longer knows: 'Please login first!' and the login dialog. */
  | { type: 'cart.loginRequired' }
  /** Any other failure: the server's message (status 0: the server was not reached). */
  | { type: 'cart.failed'; status: number; message: string };

export interface AddToCartContext {
  /** The line being sent, or null while idle. */
  line: CartLineChoice | null;
  product: AddedProduct | null;
  isBuyNow: boolean;
}

function failureOf(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Add to cart and Buy now from a product page (spec sections 5 and 8): nothing is sent without a product id;
 * a visitor is asked to log in; the answer or the failure is emitted for the page to turn into toasts and
 * navigation. `isSignedIn` and `addToCart` are provided by the app.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as AddToCartEmitted,
    tags: {} as 'busy',
  },
  actors: {
    addToCart: fromPromise<AddToCartAnswer, AddToCartBody>(async () => {
      throw new Error('addToCart is provided by the app');
    }),
  },
  guards: {
    hasProductId: (_, line: CartLineChoice) => Number.isInteger(line.product_id) && line.product_id > 0,
    isSignedIn: () => false,
    isUnauthorized: (_, error: unknown) => error instanceof ApiError && error.status === 401,
  },
  actions: {
    emitFailed: emit((_, error: unknown) => ({ type: 'cart.failed' as const, ...failureOf(error) })),
    forget: assign({ line: null, product: null, isBuyNow: false }),
  },
}).createMachine({
  id: 'addToCart',
  context: { line: null, product: null, isBuyNow: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for Add to cart or Buy now.',
      on: {
        'cart.add': {
          description: 'Spec section 5: without a product id nothing is sent.',
          guard: { type: 'hasProductId', params: ({ event }) => event.line },
          target: 'checkingSession',
          actions: assign({
            line: ({ event }) => event.line,
            product: ({ event }) => event.product,
            isBuyNow: ({ event }) => event.isBuyNow ?? false,
          }),
        },
      },
    },
    checkingSession: {
      description: 'Only a signed-in shopper has a cart on the server.',
      always: [
        { guard: 'isSignedIn', target: 'adding' },
        {
          description: 'A visitor: ask them to log in first.',
          target: 'idle',
          actions: [emit({ type: 'cart.loginRequired' }), 'forget'],
        },
      ],
    },
    adding: {
      description: 'POST /cart/store; further presses wait for the answer.',
      tags: ['busy'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ ...(context.line as CartLineChoice), is_buy_now: context.isBuyNow }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'cart.added' as const,
              product: context.product as AddedProduct,
              isBuyNow: context.isBuyNow,
              info: event.output.data.info ?? null,
            })),
            'forget',
          ],
        },
        // The mappers are annotated: in a list of transitions TypeScript gives them no context of their own.
        onError: [
          {
            description: 'Spec section 8: a 401 asks to log in (the API client has already cleared the session).',
            guard: { type: 'isUnauthorized', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'idle',
            actions: [emit({ type: 'cart.loginRequired' }), 'forget'],
          },
          {
            description: "Spec section 8: other errors show the server's message.",
            target: 'idle',
            actions: [
              { type: 'emitFailed', params: ({ event }: { event: { error: unknown } }) => event.error },
              'forget',
            ],
          },
        ],
      },
    },
  },
});
