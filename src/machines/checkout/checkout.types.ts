import type { Answer, JsonBody, Schema } from '../../api/types';
import type { FormFailure } from '../form-failure';

export type CheckoutBody = JsonBody<'checkoutCart'>;
export type CheckoutAnswer = Answer<'checkoutCart'>;
export type PlaceOrderBody = JsonBody<'placeOrder'>;
export type PlaceOrderAnswer = Answer<'placeOrder'>;
export type CheckoutShopGroup = Schema<'CheckoutShopGroup'>;
export type CheckoutSummary = Schema<'CheckoutSummary'>;
export type PlacedOrder = Schema<'OrderPlaced'>;

/** The checkout figures of docs/requirements.md §3, for the selected shops and the applied code. */
export interface CheckoutFigures {
  items: CheckoutShopGroup[];
  summary: CheckoutSummary;
  /** Whether the coupon code was applied; the server's message says why not. */
  couponApplied: boolean;
  message: string;
  /** The code these figures were worked out with: until it is the chosen one, the voucher is being checked. */
  couponCode: string | null;
}

export type Failure = FormFailure;

export interface CheckoutInput {
  /** Buy now (`is_buy_now`): only the buy-now slot is checked out, the cart is left as it is. */
  isBuyNow: boolean;
  /** The shops to check out: the cart's selection, or the buy-now product's shop. */
  shopIds: number[];
  /** The basket address (the default one, else the first), or null when the shopper has none. */
  addressId: number | null;
  /** The payment methods the settings allow: `cash` and/or the gateways' names, in that order. */
  paymentMethods: string[];
  /** Makes an `Idempotency-Key`; one per attempt to place the order. */
  createKey: () => string;
  /** order_place_account_verify is on and the shopper's account is not verified: the code step comes first. */
  mustVerifyAccount: boolean;
}

export interface CheckoutContext extends Omit<CheckoutInput, 'paymentMethods'> {
  paymentMethods: string[];
  paymentMethod: string | null;
  couponCode: string | null;
  note: string;
  figures: CheckoutFigures | null;
  /** The last figures load failed (the last figures, if any, are still shown). */
  figuresError: Failure | null;
  /** The key of the current attempt; kept for its retries, dropped when anything in the order changes. */
  idempotencyKey: string | null;
  placeError: Failure | null;
  placed: { orders: PlacedOrder[]; paymentUrl: string | null } | null;
  /** Place Order was pressed and sent the shopper to the code step: the confirm dialog opens once verified. */
  reviewAfterVerification: boolean;
}

export type CheckoutEvent =
  /** The selected shops changed, or their lines did (the figures are worked out again). */
  | { type: 'checkout.shops.changed'; shopIds: number[] }
  | { type: 'checkout.figures.retry' }
  | { type: 'checkout.coupon.apply'; code: string }
  | { type: 'checkout.coupon.remove' }
  | { type: 'checkout.address.select'; addressId: number | null }
  | { type: 'checkout.payment.select'; method: string }
  | { type: 'checkout.note.change'; note: string }
  /** 'Place order': checks what is missing, then opens the order-confirm dialog. */
  | { type: 'checkout.review' }
  | { type: 'checkout.confirm.cancel' }
  /** The shopper's account was verified (the code step confirmed it). */
  | { type: 'checkout.account.verified' }
  /** The order-confirm dialog's Confirm: place the order (or retry it with the same key). */
  | { type: 'checkout.place' };

export type CheckoutProblem = 'noShopSelected' | 'noAddress' | 'noPaymentMethod' | 'figuresNotReady';

export type CheckoutEmitted =
  /** The account must confirm a code before ordering: the app opens the code step. */
  | { type: 'checkout.verificationRequired' }
  /** 'Please select at least one shop' and the like: something must be chosen before ordering. */
  | { type: 'checkout.blocked'; problem: CheckoutProblem }
  /** The figures answer for the selection came back empty: the cart clears its selection (docs/requirements.md §4). */
  | { type: 'checkout.selection.empty' }
  /** The orders were placed; the cart must be loaded again (the server cleared those lines). */
  | { type: 'checkout.placed'; orders: PlacedOrder[]; paymentUrl: string | null }
  /** The placement failed; everything entered is kept and the same key is used on retry. */
  | { type: 'checkout.failed'; failure: Failure };
