import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { paymentMethodsOf } from '../../src/app/checkout/checkout-logic';
import type { CheckoutAnswer, CheckoutEvent, CheckoutInput } from '../../src/machines/checkout/checkout.types';
import { masterSettings } from '../ui/settings/master-settings';
import {
  emptyFiguresAnswer,
  figuresAnswer,
  placedAnswer,
  type RunningCheckout,
  startCheckout,
  summary,
  urbanFigures,
  voltFigures,
} from './checkout.fakes';

const isFiguresState = (state: 'empty' | 'loading' | 'ready' | 'failed') => (checkout: RunningCheckout) =>
  checkout.actor.getSnapshot().matches({ figures: state });
const isOrderState =
  (state: 'editing' | 'confirming' | 'placing' | 'failed' | 'placed') => (checkout: RunningCheckout) =>
    checkout.actor.getSnapshot().matches({ order: state });

/** Answers the figures call under way and waits until they are shown. */
async function answerFigures(checkout: RunningCheckout, answer: CheckoutAnswer = figuresAnswer()) {
  checkout.figures.answer(answer);
  await waitFor(checkout.actor, (snapshot) => !snapshot.hasTag('loadingFigures'));
}

/** A checkout with its figures shown. */
async function readyCheckout(input: Partial<CheckoutInput> = {}) {
  const checkout = startCheckout(input);
  await answerFigures(checkout);
  return checkout;
}

/** A checkout in the order-confirm dialog. */
async function confirming(input: Partial<CheckoutInput> = {}) {
  const checkout = await readyCheckout(input);
  checkout.actor.send({ type: 'checkout.review' });
  return checkout;
}

async function placeAndFail(checkout: RunningCheckout, error = new ApiError(500, 'Server Error')) {
  checkout.actor.send({ type: 'checkout.place' });
  checkout.orders.fail(error);
  await waitFor(checkout.actor, (snapshot) => snapshot.matches({ order: 'failed' }));
}

const cashOrder = {
  shop_ids: [3],
  address_id: 7,
  payment_method: 'cash',
  note: null,
  coupon_code: null,
  is_buy_now: false,
};

describe('checkout machine: the figures', () => {
  it('loads the figures of the selected shops at once', async () => {
    const checkout = startCheckout();
    expect(isFiguresState('loading')(checkout)).toBe(true);
    expect(checkout.actor.getSnapshot().hasTag('loadingFigures')).toBe(true);
    expect(checkout.figures.inputs()).toEqual([{ shop_ids: [3], coupon_code: null, is_buy_now: false }]);

    await answerFigures(checkout, figuresAnswer({ message: 'Checkout' }));
    expect(isFiguresState('ready')(checkout)).toBe(true);
    expect(checkout.actor.getSnapshot().context.figures).toEqual({
      items: [voltFigures()],
      summary: summary(),
      couponApplied: false,
      message: 'Checkout',
      couponCode: null,
    });
  });

  it('loads nothing without a shop', () => {
    const checkout = startCheckout({ shopIds: [] });
    expect(isFiguresState('empty')(checkout)).toBe(true);
    expect(checkout.figures.calls).toHaveLength(0);
    expect(checkout.actor.getSnapshot().context.figures).toBeNull();
  });

  it('reloads on each change of the selected shops, and forgets the figures when none is left', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [3, 4] });
    expect(checkout.figures.inputs().at(-1)).toEqual({ shop_ids: [3, 4], coupon_code: null, is_buy_now: false });
    // The last figures stay on screen while the new ones load.
    expect(checkout.actor.getSnapshot().context.figures?.items).toEqual([voltFigures()]);

    await answerFigures(checkout, figuresAnswer({ items: [voltFigures(), urbanFigures()] }));
    expect(checkout.actor.getSnapshot().context.figures?.items).toEqual([voltFigures(), urbanFigures()]);

    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [] });
    expect(isFiguresState('empty')(checkout)).toBe(true);
    expect(checkout.actor.getSnapshot().context.figures).toBeNull();
    expect(checkout.figures.calls).toHaveLength(2);
  });

  it('reloads when the lines of the same shops change', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [3] });
    expect(checkout.figures.calls).toHaveLength(2);
    expect(isFiguresState('loading')(checkout)).toBe(true);
  });

  it('keeps only the answer for the latest selection', async () => {
    const checkout = startCheckout();
    const first = checkout.figures.calls[0];
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [3, 4] });
    first?.resolve(figuresAnswer({ message: 'Stale' }));
    await answerFigures(checkout, figuresAnswer({ items: [voltFigures(), urbanFigures()], message: 'Fresh' }));
    expect(checkout.actor.getSnapshot().context.figures?.message).toBe('Fresh');
  });

  it('clears the figures and tells the cart when the answer holds no shop', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [3] });
    await answerFigures(checkout, emptyFiguresAnswer());
    expect(isFiguresState('empty')(checkout)).toBe(true);
    expect(checkout.actor.getSnapshot().context.figures).toBeNull();
    expect(checkout.emitted).toEqual([{ type: 'checkout.selection.empty' }]);
  });

  it('keeps the last figures when a reload fails, and a retry loads them again', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [3] });
    checkout.figures.fail(new ApiError(500, 'Server Error'));
    await waitFor(checkout.actor, (snapshot) => snapshot.matches({ figures: 'failed' }));
    const { context } = checkout.actor.getSnapshot();
    expect(context.figures?.summary).toEqual(summary());
    expect(context.figuresError).toEqual({ status: 500, message: 'Server Error', fieldErrors: {} });

    checkout.actor.send({ type: 'checkout.figures.retry' });
    expect(checkout.figures.calls).toHaveLength(3);
    expect(checkout.figures.inputs().at(-1)).toEqual({ shop_ids: [3], coupon_code: null, is_buy_now: false });
    await answerFigures(checkout, figuresAnswer({ checkout: summary({ payable_amount: 70 }) }));
    expect(checkout.actor.getSnapshot().context.figuresError).toBeNull();
    expect(checkout.actor.getSnapshot().context.figures?.summary.payable_amount).toBe(70);
  });

  it('says why a first load failed, with nothing to show yet', async () => {
    const checkout = startCheckout();
    checkout.figures.fail(new ApiError(0, 'Failed to fetch'));
    await waitFor(checkout.actor, (snapshot) => snapshot.matches({ figures: 'failed' }));
    expect(checkout.actor.getSnapshot().context).toMatchObject({
      figures: null,
      figuresError: { status: 0, message: 'Failed to fetch', fieldErrors: {} },
    });
  });

  it('keeps the message of an error that did not come from the server', async () => {
    const checkout = startCheckout();
    checkout.figures.fail(new TypeError('Load failed'));
    await waitFor(checkout.actor, (snapshot) => snapshot.matches({ figures: 'failed' }));
    expect(checkout.actor.getSnapshot().context.figuresError).toEqual({
      status: 0,
      message: 'Load failed',
      fieldErrors: {},
    });
  });

  it('reloads with a voucher code, trimmed, and without it once removed', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.coupon.apply', code: '  VOLT10 ' });
    expect(checkout.figures.inputs().at(-1)).toEqual({ shop_ids: [3], coupon_code: 'VOLT10', is_buy_now: false });
    await answerFigures(
      checkout,
      figuresAnswer({ couponApplied: true, checkout: summary({ coupon_discount: 10, payable_amount: 57.99 }) }),
    );
    expect(checkout.actor.getSnapshot().context).toMatchObject({
      couponCode: 'VOLT10',
      figures: { couponApplied: true, couponCode: 'VOLT10', summary: { coupon_discount: 10 } },
    });

    checkout.actor.send({ type: 'checkout.coupon.remove' });
    expect(checkout.figures.inputs().at(-1)).toEqual({ shop_ids: [3], coupon_code: null, is_buy_now: false });
    expect(checkout.actor.getSnapshot().context.couponCode).toBeNull();
  });

  it('tells which code the figures shown were worked out with', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.coupon.apply', code: 'VOLT10' });
    expect(checkout.actor.getSnapshot().context.figures?.couponCode).toBeNull();

    const stale = checkout.figures.calls.at(-1);
    checkout.actor.send({ type: 'checkout.coupon.apply', code: 'OLD5' });
    stale?.resolve(figuresAnswer({ couponApplied: true, message: 'Voucher applied' }));
    await answerFigures(checkout, figuresAnswer({ couponApplied: false, message: 'This voucher has expired.' }));
    expect(checkout.actor.getSnapshot().context.figures).toMatchObject({
      couponCode: 'OLD5',
      couponApplied: false,
      message: 'This voucher has expired.',
    });
  });

  it('keeps the server’s reason when a code is not applied', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.coupon.apply', code: 'OLD5' });
    await answerFigures(checkout, figuresAnswer({ couponApplied: false, message: 'This voucher has expired.' }));
    expect(checkout.actor.getSnapshot().context).toMatchObject({
      couponCode: 'OLD5',
      figures: { couponApplied: false, message: 'This voucher has expired.' },
    });
  });

  it('sends no code when only blanks were typed', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.coupon.apply', code: '   ' });
    expect(checkout.figures.inputs().at(-1)).toEqual({ shop_ids: [3], coupon_code: null, is_buy_now: false });
  });
});

describe('checkout machine: before the order is placed', () => {
  it('takes the first payment method offered', () => {
    expect(startCheckout({ paymentMethods: ['stripe', 'paypal'] }).actor.getSnapshot().context.paymentMethod).toBe(
      'stripe',
    );
    expect(startCheckout({ paymentMethods: [] }).actor.getSnapshot().context.paymentMethod).toBeNull();
  });

  it('changes to a method offered and ignores one that is not', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'checkout.payment.select', method: 'stripe' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('stripe');
    actor.send({ type: 'checkout.payment.select', method: 'paypal' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('stripe');
  });

  it('blocks the review without a shop and stays', () => {
    const checkout = startCheckout({ shopIds: [] });
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([{ type: 'checkout.blocked', problem: 'noShopSelected' }]);
    expect(isOrderState('editing')(checkout)).toBe(true);
  });

  it('blocks the review without an address', async () => {
    const checkout = await readyCheckout({ addressId: null });
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([{ type: 'checkout.blocked', problem: 'noAddress' }]);
    expect(isOrderState('editing')(checkout)).toBe(true);
  });

  it('blocks the review without a payment method', async () => {
    const checkout = await readyCheckout({ paymentMethods: [] });
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([{ type: 'checkout.blocked', problem: 'noPaymentMethod' }]);
    expect(isOrderState('editing')(checkout)).toBe(true);
  });

  it('blocks the review while the figures load or are out of date', async () => {
    const checkout = startCheckout();
    checkout.actor.send({ type: 'checkout.review' });
    checkout.figures.fail(new ApiError(500, 'Server Error'));
    await waitFor(checkout.actor, (snapshot) => snapshot.matches({ figures: 'failed' }));
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([
      { type: 'checkout.blocked', problem: 'figuresNotReady' },
      { type: 'checkout.blocked', problem: 'figuresNotReady' },
    ]);
    expect(isOrderState('editing')(checkout)).toBe(true);
  });

  it('opens the confirmation when everything is there, and Back closes it', async () => {
    const checkout = await confirming();
    expect(isOrderState('confirming')(checkout)).toBe(true);
    expect(checkout.emitted).toEqual([]);
    checkout.actor.send({ type: 'checkout.confirm.cancel' });
    expect(isOrderState('editing')(checkout)).toBe(true);
    expect(checkout.orders.calls).toHaveLength(0);
  });

  it('asks an unverified account for the code first, then opens the confirmation once verified', async () => {
    const checkout = await readyCheckout({ mustVerifyAccount: true });
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([{ type: 'checkout.verificationRequired' }]);
    expect(isOrderState('editing')(checkout)).toBe(true);

    checkout.actor.send({ type: 'checkout.account.verified' });
    expect(isOrderState('confirming')(checkout)).toBe(true);
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.calls).toHaveLength(1);
  });

  it('checks what is missing before asking for the code', async () => {
    const checkout = startCheckout({ mustVerifyAccount: true, addressId: null });
    await answerFigures(checkout);
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([{ type: 'checkout.blocked', problem: 'noAddress' }]);
  });

  it('stays on the page when the account is verified without Place Order having been pressed', async () => {
    const checkout = await readyCheckout({ mustVerifyAccount: true });
    checkout.actor.send({ type: 'checkout.account.verified' });
    expect(isOrderState('editing')(checkout)).toBe(true);
    checkout.actor.send({ type: 'checkout.review' });
    expect(checkout.emitted).toEqual([]);
    expect(isOrderState('confirming')(checkout)).toBe(true);
  });

  it('waits for the figures when the selection changes during the confirmation', async () => {
    const checkout = await confirming();
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [3, 4] });
    checkout.actor.send({ type: 'checkout.place' });
    expect(isOrderState('confirming')(checkout)).toBe(true);
    expect(checkout.orders.calls).toHaveLength(0);

    await answerFigures(checkout, figuresAnswer({ items: [voltFigures(), urbanFigures()] }));
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.inputs()).toEqual([{ body: { ...cashOrder, shop_ids: [3, 4] }, idempotencyKey: 'key-1' }]);
  });
});

describe('checkout machine: placing the order', () => {
  it('sends the order as confirmed with a new key', async () => {
    const checkout = await confirming();
    checkout.actor.send({ type: 'checkout.place' });
    expect(isOrderState('placing')(checkout)).toBe(true);
    expect(checkout.actor.getSnapshot().hasTag('placing')).toBe(true);
    expect(checkout.orders.inputs()).toEqual([{ body: cashOrder, idempotencyKey: 'key-1' }]);
  });

  it('sends the payment method, the trimmed note and the code chosen', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.payment.select', method: 'stripe' });
    checkout.actor.send({ type: 'checkout.note.change', note: '  Please ring the bell.\n' });
    checkout.actor.send({ type: 'checkout.address.select', addressId: 9 });
    checkout.actor.send({ type: 'checkout.coupon.apply', code: 'VOLT10' });
    await answerFigures(checkout, figuresAnswer({ couponApplied: true }));
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.inputs()).toEqual([
      {
        body: {
          shop_ids: [3],
          address_id: 9,
          payment_method: 'stripe',
          note: 'Please ring the bell.',
          coupon_code: 'VOLT10',
          is_buy_now: false,
        },
        idempotencyKey: 'key-1',
      },
    ]);
  });

  it('sends a note of blanks as none', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.note.change', note: '   ' });
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.inputs()[0]?.body.note).toBeNull();
  });

  it('sends one order when Confirm is pressed twice', async () => {
    const checkout = await confirming();
    checkout.actor.send({ type: 'checkout.place' });
    checkout.actor.send({ type: 'checkout.place' });
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.confirm.cancel' });
    expect(checkout.orders.calls).toHaveLength(1);
    expect(isOrderState('placing')(checkout)).toBe(true);
  });

  it('keeps the order and says why when placing fails', async () => {
    const checkout = await confirming();
    checkout.actor.send({ type: 'checkout.note.change', note: 'ignored while confirming' });
    await placeAndFail(checkout, new ApiError(422, 'Only 1 left in stock.', { shop_ids: 'Only 1 left in stock.' }));
    const failure = {
      status: 422,
      message: 'Only 1 left in stock.',
      fieldErrors: { shop_ids: 'Only 1 left in stock.' },
    };
    expect(checkout.actor.getSnapshot().context).toMatchObject({ placeError: failure, note: '', placed: null });
    expect(checkout.emitted).toEqual([{ type: 'checkout.failed', failure }]);
  });

  it('retries with the same key and body after a failure', async () => {
    const checkout = await confirming();
    await placeAndFail(checkout);
    checkout.actor.send({ type: 'checkout.place' });
    expect(isOrderState('placing')(checkout)).toBe(true);
    const [first, retry] = checkout.orders.inputs();
    expect(retry).toEqual(first);
    expect(retry).toEqual({ body: cashOrder, idempotencyKey: 'key-1' });
  });

  it('keeps the key when the shopper goes back and confirms again without a change', async () => {
    const checkout = await confirming();
    await placeAndFail(checkout);
    checkout.actor.send({ type: 'checkout.confirm.cancel' });
    expect(checkout.actor.getSnapshot().context.placeError).not.toBeNull();
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.inputs().map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it.each<{ change: string; event: CheckoutEvent }>([
    { change: 'address', event: { type: 'checkout.address.select', addressId: 9 } },
    { change: 'payment method', event: { type: 'checkout.payment.select', method: 'stripe' } },
    { change: 'note', event: { type: 'checkout.note.change', note: 'Leave it at the door.' } },
  ])('makes a new key when the $change changes after a failure', async ({ event }) => {
    const checkout = await confirming();
    await placeAndFail(checkout);
    checkout.actor.send({ type: 'checkout.confirm.cancel' });
    checkout.actor.send(event);
    expect(checkout.actor.getSnapshot().context).toMatchObject({ idempotencyKey: null, placeError: null });
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.inputs().map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it.each<{ change: string; event: CheckoutEvent }>([
    { change: 'voucher code', event: { type: 'checkout.coupon.apply', code: 'VOLT10' } },
    { change: 'selection', event: { type: 'checkout.shops.changed', shopIds: [3, 4] } },
  ])('makes a new key when the $change changes after a failure', async ({ event }) => {
    const checkout = await confirming();
    await placeAndFail(checkout);
    checkout.actor.send(event);
    await answerFigures(checkout);
    checkout.actor.send({ type: 'checkout.place' });
    const [first, next] = checkout.orders.inputs();
    expect(first?.idempotencyKey).toBe('key-1');
    expect(next?.idempotencyKey).toBe('key-2');
    expect(next?.body).not.toEqual(first?.body);
  });

  it('does not retry while the changed figures load, nor with no shop left', async () => {
    const checkout = await confirming();
    await placeAndFail(checkout);
    checkout.actor.send({ type: 'checkout.coupon.apply', code: 'VOLT10' });
    checkout.actor.send({ type: 'checkout.place' });
    checkout.actor.send({ type: 'checkout.shops.changed', shopIds: [] });
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.calls).toHaveLength(1);
    expect(isOrderState('failed')(checkout)).toBe(true);
  });

  it('ends on the placed orders and tells the page', async () => {
    const checkout = await confirming();
    checkout.actor.send({ type: 'checkout.place' });
    checkout.orders.answer(placedAnswer());
    await waitFor(checkout.actor, (snapshot) => snapshot.matches({ order: 'placed' }));
    const { orders } = placedAnswer().data;
    expect(checkout.actor.getSnapshot().context.placed).toEqual({ orders, paymentUrl: null });
    expect(checkout.emitted).toEqual([{ type: 'checkout.placed', orders, paymentUrl: null }]);
  });

  it('passes on the payment page of an online method', async () => {
    const checkout = await readyCheckout();
    checkout.actor.send({ type: 'checkout.payment.select', method: 'stripe' });
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.place' });
    checkout.orders.answer(placedAnswer('https://pay.example.com/session/1'));
    await waitFor(checkout.actor, (snapshot) => snapshot.matches({ order: 'placed' }));
    expect(checkout.actor.getSnapshot().context.placed?.paymentUrl).toBe('https://pay.example.com/session/1');
    expect(checkout.emitted.at(-1)).toMatchObject({
      type: 'checkout.placed',
      paymentUrl: 'https://pay.example.com/session/1',
    });
  });

  it('orders the buy-now slot with is_buy_now', async () => {
    const checkout = startCheckout({ isBuyNow: true });
    expect(checkout.figures.inputs()).toEqual([{ shop_ids: [3], coupon_code: null, is_buy_now: true }]);
    await answerFigures(checkout);
    checkout.actor.send({ type: 'checkout.review' });
    checkout.actor.send({ type: 'checkout.place' });
    expect(checkout.orders.inputs()[0]?.body).toEqual({ ...cashOrder, is_buy_now: true });
  });
});

describe('paymentMethodsOf', () => {
  const gateways = [
    { name: 'stripe', title: 'Credit or debit card', logo: '/media/gateways/stripe.svg' },
    { name: 'paypal', title: 'PayPal', logo: '/media/gateways/paypal.svg' },
  ];
  const methodsOf = (cash: boolean, online: boolean) =>
    paymentMethodsOf(masterSettings({ cash_on_delivery: cash, online_payment: online, payment_gateways: gateways }));

  it('puts cash on delivery first, then each gateway', () => {
    expect(methodsOf(true, true)).toEqual(['cash', 'stripe', 'paypal']);
  });

  it('offers the gateways only with online payment on', () => {
    expect(methodsOf(true, false)).toEqual(['cash']);
    expect(methodsOf(false, true)).toEqual(['stripe', 'paypal']);
    expect(methodsOf(false, false)).toEqual([]);
  });
});
