import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CheckoutAnswer, CheckoutInput } from '../../src/machines/checkout/checkout.types';
import { figuresAnswer, type RunningCheckout, startCheckout } from './checkout.fakes';

// Steps the checkout machine's tests take through a running checkout.

export const isFiguresState = (state: 'empty' | 'loading' | 'ready' | 'failed') => (checkout: RunningCheckout) =>
  checkout.actor.getSnapshot().matches({ figures: state });
export const isOrderState =
  (state: 'editing' | 'confirming' | 'placing' | 'failed' | 'placed') => (checkout: RunningCheckout) =>
    checkout.actor.getSnapshot().matches({ order: state });

/** Answers the figures call under way and waits until they are shown. */
export async function answerFigures(checkout: RunningCheckout, answer: CheckoutAnswer = figuresAnswer()) {
  checkout.figures.answer(answer);
  await waitFor(checkout.actor, (snapshot) => !snapshot.hasTag('loadingFigures'));
}

/** A checkout with its figures shown. */
export async function readyCheckout(input: Partial<CheckoutInput> = {}) {
  const checkout = startCheckout(input);
  await answerFigures(checkout);
  return checkout;
}

/** A checkout in the order-confirm dialog. */
export async function confirming(input: Partial<CheckoutInput> = {}) {
  const checkout = await readyCheckout(input);
  checkout.actor.send({ type: 'checkout.review' });
  return checkout;
}

export async function placeAndFail(checkout: RunningCheckout, error = new ApiError(500, 'Server Error')) {
  checkout.actor.send({ type: 'checkout.place' });
  checkout.orders.fail(error);
  await waitFor(checkout.actor, (snapshot) => snapshot.matches({ order: 'failed' }));
}

export const cashOrder = {
  shop_ids: [3],
  address_id: 7,
  payment_method: 'cash',
  note: null,
  coupon_code: null,
  is_buy_now: false,
};
