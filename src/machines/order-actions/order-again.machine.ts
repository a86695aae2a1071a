import { paymentPageOf } from '../pay-again/pay-again.machine';
import { singleCallMachine } from '../single-call/single-call.machine';
import type { OrderAgainAnswer, OrderAgainEmitted, OrderAgainOutcome, OrderAgainRequest } from './order-actions.types';

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
 * go next); refused, it is told the server's message and Order again can be pressed again. `orderAgain`
 * (POST /place-order/again) is provided by the app.
 */
export const orderAgainMachine = singleCallMachine({
  name: 'orderAgain',
  submit: 'orderAgain.submit',
  request: ({ orderId }: { orderId: number }): OrderAgainRequest => ({
    order_id: orderId,
    payment_method: DEFAULT_PAYMENT_METHOD,
  }),
  done: (answer: OrderAgainAnswer): OrderAgainEmitted => ({ type: 'orderAgain.done', ...orderAgainOutcomeOf(answer) }),
  failed: ({ status, message }): OrderAgainEmitted => ({ type: 'orderAgain.failed', status, message }),
});
