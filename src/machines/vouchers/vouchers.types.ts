import type { Schema } from '../../api/types';
import type { Failure } from '../failure';

/** A shop voucher (docs/requirements.md §3): discount, minimum order, validity, and whether this shopper collected it. */
export type Coupon = Schema<'Coupon'>;

/** A failed call as the page needs it: the server's message, shown as sent (status 0: not reached). */
export type VoucherFailure = Failure;

/** What a voucher's actor tells the shop's vouchers actor. */
export type VoucherReport =
  | { type: 'voucher.collect.done'; couponId: number; message: string }
  | ({ type: 'voucher.collect.failed'; couponId: number } & VoucherFailure);

/** What the shop's vouchers actor tells the page: toasts, and the login dialog for a visitor. */
export type VouchersEmitted =
  | { type: 'vouchers.collected'; couponId: number; message: string }
  /** `during` the load or a collect: a 401 on the load means the session is gone (docs/requirements.md §8). */
  | ({ type: 'vouchers.failed'; during: 'load' | 'collect' } & VoucherFailure)
  | { type: 'vouchers.loginRequired' };
