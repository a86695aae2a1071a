import { and, assign, emit, not, raise, setup, stateIn } from 'xstate';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  PlaceOrderAnswer,
  PlaceOrderBody,
} from './checkout.types';

function figuresBody(context: CheckoutContext): CheckoutBody {
  return { shop_ids: context.shopIds, coupon_code: context.couponCode, is_buy_now: context.isBuyNow };
}

/** The order exactly as the confirm dialog showed it; the same body goes with the same key. */
export function orderBody(context: CheckoutContext): PlaceOrderBody {
  return {
    shop_ids: context.shopIds,
    address_id: context.addressId as number,
    payment_method: context.paymentMethod as string,
    note: context.note.trim() || null,
    coupon_code: context.couponCode,
    is_buy_now: context.isBuyNow,
  };
}

/**
 * A checkout (spawned by the /checkout and /buynow pages): the figures for the selected shops and the
 * voucher code, the address, the payment method and the note, then the order-confirm step and the placing.
 * One `Idempotency-Key` is made per attempt and kept for its retries, so a double press or a retry after a
 * failure never makes a second order; changing anything in the order starts a new attempt.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
    tags: {} as 'loadingFigures' | 'placing',
  },
  actors: {
    loadFigures: providedByApp<CheckoutAnswer, CheckoutBody>('loadFigures'),
    placeOrder: providedByApp<PlaceOrderAnswer, { body: PlaceOrderBody; idempotencyKey: string }>('placeOrder'),
  },
  guards: {
    hasShops: ({ context }) => context.shopIds.length > 0,
    hasAddress: ({ context }) => context.addressId !== null,
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    mustVerifyAccount: ({ context }) => context.mustVerifyAccount,
    reviewAfterVerification: ({ context }) => context.reviewAfterVerification,
    figuresReady: stateIn({ figures: 'ready' }),
    answerIsEmpty: (_, answer: CheckoutAnswer) => answer.data.checkout_items.length === 0,
    isOffered: ({ context }, method: string) => context.paymentMethods.includes(method),
  },
  actions: {
    newAttempt: assign({ idempotencyKey: null, placeError: null }),
    keepFigures: assign(({ context }, answer: CheckoutAnswer) => ({
      figures: {
        items: answer.data.checkout_items,
        summary: answer.data.checkout,
        couponApplied: answer.data.apply_coupon,
        message: answer.message,
        // A change of the code restarts the load, so this answer is for the code chosen now.
        couponCode: context.couponCode,
      },
      figuresError: null,
    })),
    forgetFigures: assign({ figures: null, figuresError: null }),
    ensureKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.createKey() }),
    block: emit((_, problem: Extract<CheckoutEmitted, { type: 'checkout.blocked' }>['problem']) => ({
      type: 'checkout.blocked' as const,
      problem,
    })),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    paymentMethod: input.paymentMethods[0] ?? null,
    couponCode: null,
    note: '',
    figures: null,
    figuresError: null,
    idempotencyKey: null,
    placeError: null,
    placed: null,
    reviewAfterVerification: false,
  }),
  states: {
    figures: {
      description: 'POST /cart/checkout for the selected shops; each change of the selection or the code reloads.',
      initial: 'deciding',
      on: {
        'checkout.shops.changed': {
          target: '.deciding',
          description: 'docs/requirements.md §4: each toggle (or a change of their lines) reloads the figures.',
          actions: [assign({ shopIds: ({ event }) => event.shopIds }), 'newAttempt'],
        },
        'checkout.coupon.apply': {
          target: '.deciding',
          actions: [assign({ couponCode: ({ event }) => event.code.trim() || null }), 'newAttempt'],
        },
        'checkout.coupon.remove': {
          target: '.deciding',
          actions: [assign({ couponCode: null }), 'newAttempt'],
        },
      },
      states: {
        deciding: {
          always: [
            { guard: 'hasShops', target: 'loading' },
            { target: 'empty', actions: 'forgetFigures' },
          ],
        },
        empty: { description: 'No shop selected: no figures.' },
        loading: {
          tags: ['loadingFigures'],
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            input: ({ context }) => figuresBody(context),
            onDone: [
              {
                guard: { type: 'answerIsEmpty', params: ({ event }) => event.output },
                description: 'docs/requirements.md §4: an empty result clears the selection.',
                target: 'empty',
                actions: ['forgetFigures', emit({ type: 'checkout.selection.empty' })],
              },
              { target: 'ready', actions: { type: 'keepFigures', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              description: 'The last figures stay on screen, marked as out of date, with a retry.',
              actions: assign({ figuresError: ({ event }) => formFailureOf(event.error) }),
            },
          },
        },
        ready: {},
        failed: { on: { 'checkout.figures.retry': 'loading' } },
      },
    },
    order: {
      initial: 'editing',
      states: {
        editing: {
          description: 'The shopper chooses the address, the payment method and writes a note.',
          on: {
            'checkout.address.select': {
              actions: [assign({ addressId: ({ event }) => event.addressId }), 'newAttempt'],
            },
            'checkout.payment.select': {
              guard: { type: 'isOffered', params: ({ event }) => event.method },
              actions: [assign({ paymentMethod: ({ event }) => event.method }), 'newAttempt'],
            },
            'checkout.note.change': { actions: [assign({ note: ({ event }) => event.note }), 'newAttempt'] },
            'checkout.review': [
              {
                guard: not('hasShops'),
                description: "docs/requirements.md §5: 'Please select at least one shop', and stay.",
                actions: { type: 'block', params: 'noShopSelected' },
              },
              { guard: not('hasAddress'), actions: { type: 'block', params: 'noAddress' } },
              { guard: not('hasPaymentMethod'), actions: { type: 'block', params: 'noPaymentMethod' } },
              { guard: not('figuresReady'), actions: { type: 'block', params: 'figuresNotReady' } },
              {
                guard: 'mustVerifyAccount',
                description: 'order_place_account_verify: an unverified account confirms a code first.',
                actions: [assign({ reviewAfterVerification: true }), emit({ type: 'checkout.verificationRequired' })],
              },
              { target: 'confirming' },
            ],
            'checkout.account.verified': [
              {
                guard: 'reviewAfterVerification',
                description: 'Verified after pressing Place Order: go on to the order-confirm dialog.',
                actions: [
                  assign({ mustVerifyAccount: false, reviewAfterVerification: false }),
                  raise({ type: 'checkout.review' }),
                ],
              },
              { actions: assign({ mustVerifyAccount: false }) },
            ],
          },
        },
        confirming: {
          description: 'The order-confirm dialog: what will be ordered and paid.',
          on: {
            'checkout.confirm.cancel': 'editing',
            'checkout.place': { guard: and(['hasShops', 'figuresReady']), target: 'placing', actions: 'ensureKey' },
          },
        },
        placing: {
          tags: ['placing'],
          description: 'POST /place-order with this attempt’s key; presses meanwhile do nothing.',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({ body: orderBody(context), idempotencyKey: context.idempotencyKey as string }),
            onDone: {
              target: 'placed',
              actions: [
                assign({
                  placed: ({ event }) => ({
                    orders: event.output.data.orders,
                    paymentUrl: event.output.data.order_payment_url,
                  }),
                }),
                emit(({ event }) => ({
                  type: 'checkout.placed' as const,
                  orders: event.output.data.orders,
                  paymentUrl: event.output.data.order_payment_url,
                })),
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                assign({ placeError: ({ event }) => formFailureOf(event.error) }),
                emit(({ event }) => ({ type: 'checkout.failed' as const, failure: formFailureOf(event.error) })),
              ],
            },
          },
        },
        failed: {
          description: 'Why it failed is shown; everything entered is kept; a retry sends the same key and body.',
          on: {
            // A change of the code or the shops meanwhile dropped the key: that retry is a new attempt.
            'checkout.place': { guard: and(['hasShops', 'figuresReady']), target: 'placing', actions: 'ensureKey' },
            'checkout.confirm.cancel': 'editing',
          },
        },
        placed: {
          type: 'final',
          description: 'Cash: the success screen. Online: the app goes to the payment page.',
        },
      },
    },
  },
});
