import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { returnRequestMachine } from '../../src/machines/return-request/return-request.machine';
import type {
  ReturnRequestAnswer,
  ReturnRequestBody,
  ReturnRequestInput,
  ReturnTextField,
} from '../../src/machines/return-request/return-request.types';
import { flush } from './auth.fakes';
import { recordEmitted } from './emitted';

/** The return the server made, as the contract answers it. */
export function requestedAnswer(id = 15, message = 'Return request submitted'): ReturnRequestAnswer {
  return {
    message,
    data: {
      return_order: {
        id,
        return_code: `RET-${String(id).padStart(4, '0')}`,
        order_id: 7,
        order_code: 'ORD-1007',
        status: 'Pending',
        amount: 24.5,
        created_at: '2025-03-05T13:20:00Z',
        total_items: 1,
        reason: 'Too small.',
        bank_name: null,
        bank_account_number: '000123456789',
        return_address: '12 Market Street',
        products: [],
        order: {
          id: 7,
          order_code: 'ORD-1007',
          created_at: '2025-02-25T08:00:00Z',
          order_status: 'Delivered',
          payment_status: 'Paid',
          payment_method: 'cash',
          payable_amount: 29.5,
          total_items: 3,
          shop: { id: 4, name: 'Urban Thread', logo: '/media/shops/4-logo.svg', rating: 4.5 },
        },
      },
    },
  };
}

export const refused = (message: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError(422, message, fieldErrors);

/** Order 7 with lines 41, 34 and 44; 44 is already returned. */
export const ORDER_INPUT: ReturnRequestInput = {
  orderId: 7,
  returnableProductIds: [41, 34],
  returnAddress: '4B, 12 Market Street, Downtown 10001',
};

type Outcome = ReturnRequestAnswer | Error;

/** A return request whose submits answer with the given outcomes in turn, each when the test calls `answer()`. */
export function startReturnRequest(input: ReturnRequestInput = ORDER_INPUT, ...outcomes: Outcome[]) {
  const calls: ReturnRequestBody[] = [];
  const pending: (() => void)[] = [];
  const logic = returnRequestMachine.provide({
    actors: {
      submitReturn: fromPromise<ReturnRequestAnswer, ReturnRequestBody>(
        ({ input: body }) =>
          new Promise((resolve, reject) => {
            calls.push(body);
            const outcome = outcomes[calls.length - 1] ?? requestedAnswer();
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic, { input }).start();
  const emitted = recordEmitted(actor);
  return {
    actor,
    calls,
    emitted,
    type: (field: ReturnTextField, value: string) => actor.send({ type: 'return.field.changed', field, value }),
    choose: (...productIds: number[]) => actor.send({ type: 'return.products.changed', productIds }),
    submit: () => actor.send({ type: 'return.submitted' }),
    answer: async () => {
      pending.shift()?.();
      await flush();
    },
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
  };
}
