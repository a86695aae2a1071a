import { assign, emit, fromPromise, setup } from 'xstate';
import { paymentPageOf } from '../pay-again/pay-again.machine';
import { toActionFailure } from './action-failure';
import type {
  OrderAgainAnswer,
  OrderAgainContext,
  OrderAgainEmitted,
  OrderAgainEvent,
  OrderAgainOutcome,
  OrderAgainRequest,
} from './order-actions.types';

/** Cash on delivery, unless the shopper chooses otherwise (the contract ignores it; the original backend reads it). */
const DEFAULT_PAYMENT_METHOD = 'cash';

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Reads the answer of POST /place-order/again. This contract answers the cart; the original backend places an
 * order and may name it (`order_id`, or `order.id`) and a payment page (`order_payment_url`).
 */
export function orderAgainOutcomeOf(answer: OrderAgainAnswer): OrderAgainOutcome {
  const data = (answer.data ?? {}) as Partial<OrderAgainAnswer['data']> & {
    order_payment_url?: unknown;
    order_id?: unknown;
    order?: { id?: unknown } | null;
  };
  const url = typeof data.order_payment_url === 'string' ? paymentPageOf(data.order_payment_url) : null;
  return {
    message: answer.message,
    info: typeof data.info === 'string' && data.info ? data.info : null,
    paymentUrl: url,
    newOrderId: positiveId(data.order_id) ?? positiveId(data.order?.id),
  };
}

/**
 * Order again, for a Delivered order: one call; done, the screen is told what came of it (toast, cart, where to
 * go next); refused, it is told the server's message and Order again can be pressed again.
 */
export const orderAgainMachine = setup({
  types: {
    context: {} as OrderAgainContext,
    events: {} as OrderAgainEvent,
    emitted: {} as OrderAgainEmitted,
    input: {} as { orderId: number },
    tags: {} as 'busy',
  },
  actors: {
    /** POST /place-order/again. */
    orderAgain: fromPromise<OrderAgainAnswer, OrderAgainRequest>(async () => {
      throw new Error('orderAgain is provided by the app');
    }),
  },
}).createMachine({
  id: 'orderAgain',
  context: ({ input }) => ({ orderId: input.orderId, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Order again is offered while the server allows it (a Delivered order).',
      on: { 'orderAgain.submit': 'ordering' },
    },
    ordering: {
      description: 'POST /place-order/again is under way; the button shows it and takes no second press.',
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'orderAgain',
        src: 'orderAgain',
        input: ({ context }) => ({ order_id: context.orderId, payment_method: DEFAULT_PAYMENT_METHOD }),
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({ type: 'orderAgain.done' as const, ...orderAgainOutcomeOf(event.output) })),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => toActionFailure(event.error) }),
            emit(({ context }) => ({
              type: 'orderAgain.failed' as const,
              status: context.failure?.status ?? 0,
              message: context.failure?.message ?? '',
            })),
          ],
        },
      },
    },
    failed: {
      description: "The server's message was shown; the shopper may press Order again once more.",
      on: { 'orderAgain.submit': 'ordering' },
    },
    done: {
      type: 'final',
      description: 'The screen moves on (the new order, a payment page, or the order history).',
    },
  },
});
