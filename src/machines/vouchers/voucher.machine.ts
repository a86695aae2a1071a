import { assign, sendParent, setup } from 'xstate';
import type { Answer } from '../../api/types';
import { toFailure } from '../failure';
import { providedByApp } from '../provided-by-app';
import type { Coupon, VoucherReport } from './vouchers.types';

export type CollectVoucherAnswer = Answer<'collectVoucher'>;

export interface VoucherInput {
  coupon: Coupon;
}

export interface VoucherContext {
  coupon: Coupon;
}

export type VoucherEvent = { type: 'voucher.collect' };

/**
 * One voucher of a shop (docs/requirements.md §4): not collected → collecting → collected. Once collected it answers
 * nothing more (the button reads 'Collected' and does nothing). Outcomes are reported to the shop's
 * vouchers actor, which turns them into toasts. `collectVoucher` is provided by the app.
 */
export const voucherMachine = setup({
  types: {
    context: {} as VoucherContext,
    events: {} as VoucherEvent,
    input: {} as VoucherInput,
    tags: {} as 'busy',
  },
  actors: {
    collectVoucher: providedByApp<CollectVoucherAnswer, { coupon_id: number }>('collectVoucher'),
  },
  guards: {
    alreadyCollected: ({ context }) => context.coupon.is_collected,
  },
  actions: {
    reportCollected: sendParent(
      ({ context }, message: string): VoucherReport => ({
        type: 'voucher.collect.done',
        couponId: context.coupon.id,
        message,
      }),
    ),
    reportFailed: sendParent(
      ({ context }, error: unknown): VoucherReport => ({
        type: 'voucher.collect.failed',
        couponId: context.coupon.id,
        ...toFailure(error),
      }),
    ),
  },
}).createMachine({
  id: 'voucher',
  context: ({ input }) => ({ coupon: input.coupon }),
  initial: 'checking',
  states: {
    checking: {
      description: 'The server says whether this shopper has collected it already.',
      always: [{ guard: 'alreadyCollected', target: 'collected' }, { target: 'notCollected' }],
    },
    notCollected: {
      description: 'Collect is offered.',
      on: { 'voucher.collect': { target: 'collecting', description: 'POST /vouchers-collect.' } },
    },
    collecting: {
      description: 'Waiting for the server; another press is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'collectVoucher',
        src: 'collectVoucher',
        input: ({ context }) => ({ coupon_id: context.coupon.id }),
        onDone: {
          target: 'collected',
          actions: [
            assign({ coupon: ({ context }) => ({ ...context.coupon, is_collected: true }) }),
            { type: 'reportCollected', params: ({ event }) => event.output.message },
          ],
        },
        onError: {
          description: "The server's message as a toast; Collect is offered again.",
          target: 'notCollected',
          // Annotated: TypeScript gives this mapper no context of its own.
          actions: { type: 'reportFailed', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    collected: { description: "Collected: the button reads 'Collected' and does nothing." },
  },
});
