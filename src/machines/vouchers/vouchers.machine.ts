import { type ActorRefFrom, assign, emit, sendTo, setup } from 'xstate';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import { voucherMachine } from './voucher.machine';
import type { Coupon, VoucherFailure, VoucherReport, VouchersEmitted } from './vouchers.types';

export type VoucherRef = ActorRefFrom<typeof voucherMachine>;

export interface VouchersInput {
  shopId: number;
}

export interface VouchersContext {
  shopId: number;
  /** One actor per voucher, in the server's order (soonest expiry first). */
  vouchers: VoucherRef[];
  /** Why the last load failed, or null. */
  failure: VoucherFailure | null;
}

export type VouchersEvent =
  /** The shopper pressed Collect on one voucher. */
  | { type: 'voucher.collect'; couponId: number }
  /** Try loading again after a failure. */
  | { type: 'vouchers.retry' }
  | VoucherReport;

/** The voucher actor's id: the shop's actor forwards Collect to it. */
export const voucherActorId = (couponId: number) => `voucher-${couponId}`;

/**
 * A shop's vouchers on a product page: loads them (GET /get-vouchers), keeps one actor per voucher for its
 * collect state, asks a visitor to log in instead of collecting, and emits toasts for the page
 * (docs/requirements.md §8: load or collect errors show the server's message). `loadVouchers`, `isSignedIn` and the
 * voucher actor's `collectVoucher` are provided by the app.
 */
export const vouchersMachine = setup({
  types: {
    context: {} as VouchersContext,
    events: {} as VouchersEvent,
    input: {} as VouchersInput,
    emitted: {} as VouchersEmitted,
    tags: {} as 'loading',
  },
  actors: {
    loadVouchers: providedByApp<Coupon[], { shopId: number }>('loadVouchers'),
    voucher: voucherMachine,
  },
  guards: {
    isSignedIn: () => false,
  },
}).createMachine({
  id: 'vouchers',
  context: ({ input }) => ({ shopId: input.shopId, vouchers: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "GET /get-vouchers for the product's shop.",
      tags: ['loading'],
      invoke: {
        id: 'loadVouchers',
        src: 'loadVouchers',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: {
          target: 'ready',
          actions: assign({
            failure: null,
            vouchers: ({ event, spawn }) =>
              event.output.map((coupon) => spawn('voucher', { id: voucherActorId(coupon.id), input: { coupon } })),
          }),
        },
        onError: {
          description: "The server's message as a toast (a 401 has already cleared the session).",
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            emit(({ context }) => ({
              type: 'vouchers.failed' as const,
              during: 'load' as const,
              ...(context.failure as VoucherFailure),
            })),
          ],
        },
      },
    },
    ready: {
      description: 'The vouchers are shown, each with its own Collect.',
      on: {
        'voucher.collect': [
          {
            description: 'Vouchers are for signed-in shoppers: send the collect to that voucher.',
            guard: 'isSignedIn',
            actions: sendTo(({ event }) => voucherActorId(event.couponId), { type: 'voucher.collect' }),
          },
          { description: 'A visitor is asked to log in.', actions: emit({ type: 'vouchers.loginRequired' }) },
        ],
        'voucher.collect.done': {
          actions: emit(({ event }) => ({
            type: 'vouchers.collected' as const,
            couponId: event.couponId,
            message: event.message,
          })),
        },
        'voucher.collect.failed': {
          description: "docs/requirements.md §8: the server's message as a toast.",
          actions: emit(({ event }) => ({
            type: 'vouchers.failed' as const,
            during: 'collect' as const,
            status: event.status,
            message: event.message,
          })),
        },
      },
    },
    failed: {
      description: 'The vouchers could not be loaded.',
      on: { 'vouchers.retry': { target: 'loading', description: 'The shopper asked to try again.' } },
    },
  },
});
