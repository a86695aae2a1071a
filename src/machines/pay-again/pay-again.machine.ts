import { assign, emit, setup } from 'xstate';
import { safeExternalHref, safeInternalPath } from '../../../common/links';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import type {
  PayAgainAnswer,
  PayAgainContext,
  PayAgainEmitted,
  PayAgainEvent,
  PayAgainFailure,
  PayAgainInput,
  PayAgainRequest,
} from './pay-again.types';

function failureOf(error: unknown): PayAgainFailure {
  const { status, message } = toFailure(error);
  return status === 0 ? { code: 'offline' } : { code: 'refused', status, message };
}

/** A page the browser may be sent to: a web address or a path of this site (never `javascript:` and the like). */
export function paymentPageOf(url: string): string | null {
  const external = safeExternalHref(url);
  if (external && /^https?:$/.test(new URL(external).protocol)) return external;
  return safeInternalPath(url);
}

function firstChoice({ gateways, preferred }: PayAgainInput): string | null {
  if (preferred && gateways.includes(preferred)) return preferred;
  return gateways[0] ?? null;
}

/**
 * Paying an unpaid online order again (the order-payment-cancel dialog's Pay Now, and the order page's).
 * It is offered only when the server says the order can be paid and the shop has an active gateway. The
 * shopper picks a gateway, the server answers a fresh payment page, and the app is told to open it. A refusal
 * keeps the shopper here with the server's message; Pay Now can be pressed again.
 */
export const payAgainMachine = setup({
  types: {
    context: {} as PayAgainContext,
    events: {} as PayAgainEvent,
    input: {} as PayAgainInput,
    emitted: {} as PayAgainEmitted,
    tags: {} as 'busy',
  },
  actors: {
    requestPaymentPage: providedByApp<PayAgainAnswer, PayAgainRequest>('requestPaymentPage'),
  },
  actions: {
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    canBePaid: ({ context }) => context.isPayable && context.method !== null,
    isActiveGateway: ({ context, event }) =>
      event.type === 'payAgain.method.select' && context.gateways.includes(event.method),
    isPaymentPage: (_, params: { url: string }) => paymentPageOf(params.url) !== null,
  },
}).createMachine({
  id: 'payAgain',
  context: ({ input }) => ({
    orderId: input.orderId,
    isPayable: input.isPayable,
    gateways: input.gateways,
    method: firstChoice(input),
    failure: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Offer to pay only for an order the server says can be paid, in a shop with an active gateway.',
      always: [{ guard: 'canBePaid', target: 'choosing' }, { target: 'unavailable' }],
    },
    unavailable: {
      description: 'Paid, cash, cancelled, or no active gateway: nothing is offered and nothing can be sent.',
    },
    choosing: {
      description: 'The shopper may pick a gateway, then press Pay Now; a failed try is shown here.',
      on: {
        'payAgain.method.select': {
          guard: 'isActiveGateway',
          description: 'Only an active gateway can be chosen.',
          actions: assign({ method: ({ event }) => event.method }),
        },
        'payAgain.submit': {
          target: 'requesting',
          description: 'Ask for a fresh payment page with the chosen gateway.',
          actions: 'forgetFailure',
        },
        'payAgain.reset': { description: 'Start clean when the dialog opens again.', actions: 'forgetFailure' },
      },
    },
    requesting: {
      description: 'GET /order-payment/{order}/{method} is under way; Pay Now shows it is pending.',
      tags: ['busy'],
      invoke: {
        id: 'requestPaymentPage',
        src: 'requestPaymentPage',
        input: ({ context }) => ({ order: context.orderId, paymentMethod: context.method ?? '' }),
        onDone: [
          {
            guard: { type: 'isPaymentPage', params: ({ event }) => ({ url: event.output.data.order_payment_url }) },
            target: 'leaving',
            description: 'Send the shopper to the payment page.',
            actions: emit(({ event }) => ({
              type: 'payAgain.redirect' as const,
              url: paymentPageOf(event.output.data.order_payment_url) ?? '',
            })),
          },
          {
            target: 'choosing',
            description: 'The answer is no page a browser should open: say the payment could not start.',
            actions: assign({ failure: { code: 'badLink' } }),
          },
        ],
        onError: {
          target: 'choosing',
          description: "Refused (already paid, cancelled, gateway off…) or not sent: the server's word stays in view.",
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    leaving: {
      description: 'The browser is on its way to the payment page; Pay Now stays pending until the page is gone.',
      tags: ['busy'],
      on: {
        'payAgain.returned': {
          target: 'choosing',
          description: 'Back from the payment page through history: the shopper may press Pay Now again.',
        },
      },
    },
  },
});
