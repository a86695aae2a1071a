import type { Answer, JsonBody, Schema } from '../../api/types';
import type { FormFailure } from '../form-failure';

export type CancelOrderRequest = JsonBody<'cancelOrder'>;
export type CancelOrderAnswer = Answer<'cancelOrder'>;
export type OrderAgainRequest = JsonBody<'orderAgain'>;
export type OrderAgainAnswer = Answer<'orderAgain'>;
export type ProductReviewRequest = JsonBody<'createProductReview'>;
export type ProductReviewAnswer = Answer<'createProductReview'>;
export type OrderDetails = Schema<'OrderDetails'>;

/** A refused or undelivered call: its status (0 when the server was not reached), message and field errors. */
export type ActionFailure = FormFailure;

/* ---------- cancel (the order-cancel dialog) ---------- */

export interface OrderCancelContext {
  orderId: number;
  failure: ActionFailure | null;
}

export type OrderCancelEvent =
  /** Cancel order was pressed: ask to confirm. */
  | { type: 'orderCancel.open' }
  /** Yes (or Try again after a failure). */
  | { type: 'orderCancel.confirm' }
  /** The dialog was left without cancelling. */
  | { type: 'orderCancel.dismiss' };

export type OrderCancelEmitted =
  /** The server cancelled the order: its message, and the order as it now is. */
  { type: 'orderCancel.cancelled'; message: string; order: OrderDetails };

/* ---------- order again ---------- */

/**
 * What the server answered, read for the screen. This contract puts the products back in the cart (no order,
 * no payment page); the original backend may place an order and answer its id and a payment page.
 */
export interface OrderAgainOutcome {
  message: string;
  /** A warning to show (a product skipped or capped), or null. */
  info: string | null;
  /** A payment page to open, already checked to be a page a browser may open. */
  paymentUrl: string | null;
  /** The new order's id, when the answer names one. */
  newOrderId: number | null;
}

export type OrderAgainEmitted =
  | ({ type: 'orderAgain.done' } & OrderAgainOutcome)
  | { type: 'orderAgain.failed'; status: number; message: string };

/* ---------- review a delivered product ---------- */

/** The review's fields, named as the contract names them. */
export type ReviewField = 'rating' | 'description';
/** A client-side check's code; the screen words it. */
export type ReviewProblem = 'required' | 'tooLong';

export interface ProductReviewInput {
  orderId: number;
  productId: number;
}

export interface ProductReviewContext extends ProductReviewInput {
  /** 1..5, or null until the shopper picks a star. */
  rating: number | null;
  description: string;
  problems: Partial<Record<ReviewField, ReviewProblem>>;
  failure: ActionFailure | null;
}

export type ProductReviewEvent =
  | { type: 'review.rating.changed'; rating: number }
  | { type: 'review.description.changed'; description: string }
  | { type: 'review.submitted' };

export type ProductReviewEmitted =
  | { type: 'review.saved'; message: string }
  | { type: 'review.invalid' }
  | { type: 'review.failed'; status: number; message: string; hasFieldErrors: boolean };
