import { fromPromise } from 'xstate';
import { voucherMachine } from '../../src/machines/vouchers/voucher.machine';
import { vouchersMachine } from '../../src/machines/vouchers/vouchers.machine';
import type { Coupon } from '../../src/machines/vouchers/vouchers.types';

/** Fakes shared by the voucher machine tests: coupons as GET /get-vouchers answers them, and a scripted actor. */

export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 4,
  shop_id: 1,
  code: 'GREEN5',
  discount_type: 'Amount',
  discount: 5,
  min_order_amount: 40,
  validity: '2027-01-15',
  is_collected: false,
  ...overrides,
});

export interface VouchersScript {
  /** What the load answers (or throws). */
  load?: Coupon[] | Error;
  /** What each collect answers (or throws), by coupon id; a collect not listed succeeds. */
  collect?: Record<number, Error>;
  signedIn?: boolean;
}

/** The shop's vouchers machine on scripted calls; `loads` and `collects` record the calls made. */
export function scriptedVouchers({ load = [coupon()], collect = {}, signedIn = true }: VouchersScript = {}) {
  const loads: number[] = [];
  const collects: number[] = [];
  const logic = vouchersMachine.provide({
    actors: {
      loadVouchers: fromPromise<Coupon[], { shopId: number }>(async ({ input }) => {
        loads.push(input.shopId);
        if (load instanceof Error) throw load;
        return load;
      }),
      voucher: voucherMachine.provide({
        actors: {
          collectVoucher: fromPromise<{ message: string }, { coupon_id: number }>(async ({ input }) => {
            collects.push(input.coupon_id);
            const failure = collect[input.coupon_id];
            if (failure) throw failure;
            return { message: 'Voucher collected successfully' };
          }),
        },
      }),
    },
    guards: { isSignedIn: () => signedIn },
  });
  return { logic, loads, collects };
}
