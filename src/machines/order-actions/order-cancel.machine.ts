import { assign, emit, setup } from 'xstate';
import { formFailureOf } from '../form-failure';
import { providedByApp } from '../provided-by-app';
import type {
  CancelOrderAnswer,
  CancelOrderRequest,
  OrderCancelContext,
  OrderCancelEmitted,
  OrderCancelEvent,
} from './order-actions.types';

/**
 * The order-cancel dialog (docs/requirements.md §2): the shopper asks to cancel, confirms, and the server cancels a
 * Pending order. A refusal or a lost connection keeps the dialog open with the reason and a way to try again;
 * leaving it changes nothing. Once cancelled the screen is told, with the order as it now is.
 */
export const orderCancelMachine = setup({
  types: {
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    emitted: {} as OrderCancelEmitted,
    input: {} as { orderId: number },
    tags: {} as 'busy' | 'open',
  },
  actors: {
    /** POST /orders/cancel. */
    cancelOrder: providedByApp<CancelOrderAnswer, CancelOrderRequest>('cancelOrder'),
  },
  actions: {
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({ orderId: input.orderId, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing asked; the Cancel order button is offered while the server allows it.',
      on: { 'orderCancel.open': { target: 'confirming', actions: 'forgetFailure' } },
    },
    confirming: {
      description: 'The dialog asks the shopper to confirm.',
      tags: ['open'],
      on: {
        'orderCancel.confirm': { target: 'cancelling', description: 'Yes: ask the server to cancel.' },
        'orderCancel.dismiss': { target: 'idle', description: 'No: the order stays as it is.' },
      },
    },
    cancelling: {
      description: 'POST /orders/cancel is under way; the dialog cannot be left half-way.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ order_id: context.orderId }),
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({
            type: 'orderCancel.cancelled' as const,
            message: event.output.message,
            order: event.output.data.order,
          })),
        },
        onError: {
          target: 'failed',
          description: 'Refused (no longer Pending…) or not sent: the reason stays in the dialog.',
          actions: assign({ failure: ({ event }) => formFailureOf(event.error) }),
        },
      },
    },
    failed: {
      description: 'The dialog shows why; the shopper may try again or leave.',
      tags: ['open'],
      on: {
        'orderCancel.confirm': { target: 'cancelling', description: 'Try again.', actions: 'forgetFailure' },
        'orderCancel.dismiss': { target: 'idle' },
      },
    },
    done: {
      type: 'final',
      description: 'Cancelled: the dialog closes and the page shows the order as it now is.',
    },
  },
});
