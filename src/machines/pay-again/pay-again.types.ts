import type { Answer, PathParams } from '../../api/types';

/** GET /order-payment/{order}/{paymentMethod}: the order id and the gateway chosen. */
export type PayAgainRequest = PathParams<'payOrderAgain'>;
export type PayAgainAnswer = Answer<'payOrderAgain'>;

export interface PayAgainInput {
  orderId: number;
  /** The active gateways' names (`/master` payment_gateways while online_payment is on), in the shop's order. */
  gateways: string[];
  /** The order's payment method: chosen first when it is still an active gateway. */
  preferred?: string | null;
  /** The server's word that the order can be paid online now (`can_pay_again`: unpaid, online, not cancelled). */
  isPayable: boolean;
}

/**
 * Why the last try failed, as codes (the screen words them): the server refused (its message is shown as
 * sent), the server was not reached, or the answer's payment link is not a web address.
 */
export type PayAgainFailure =
  | { code: 'refused'; status: number; message: string }
  | { code: 'offline' }
  | { code: 'badLink' };

export interface PayAgainContext {
  orderId: number;
  isPayable: boolean;
  gateways: string[];
  /** The gateway the shopper will pay with, or null when the shop has none active. */
  method: string | null;
  failure: PayAgainFailure | null;
}

export type PayAgainEvent =
  /** The shopper picked a gateway. */
  | { type: 'payAgain.method.select'; method: string }
  /** Pay Now was pressed. */
  | { type: 'payAgain.submit' }
  /** The dialog around the flow was closed or opened again: an old failure is not shown anew. */
  | { type: 'payAgain.reset' }
  /** The browser came back to this page from the payment page's history entry (restored from its cache). */
  | { type: 'payAgain.returned' };

export type PayAgainEmitted =
  /** The payment page to open: the app leaves the storefront for it. */
  { type: 'payAgain.redirect'; url: string };
