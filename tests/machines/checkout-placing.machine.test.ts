import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { mustVerifyAccount, paymentMethodsOf } from '../../src/app/checkout/checkout-logic';
import type { CheckoutEvent } from '../../src/machines/checkout/checkout.types';
import { masterSettings } from '../ui/settings/master-settings';
import { figuresAnswer, placedAnswer, startCheckout } from './checkout.fakes';
import { answerFigures, cashOrder, confirming, isOrderState, placeAndFail, readyCheckout } from './checkout.steps';

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

describe('mustVerifyAccount', () => {
  const on = { order_place_account_verify: true };
  it('asks for the code only when the setting is on and the account says it is not verified', () => {
    expect(mustVerifyAccount(on, { is_verified: false })).toBe(true);
    expect(mustVerifyAccount(on, { is_verified: true })).toBe(false);
    expect(mustVerifyAccount({ order_place_account_verify: false }, { is_verified: false })).toBe(false);
  });

  it('leaves the refusal to the server when the account does not say', () => {
    expect(mustVerifyAccount(on, {})).toBe(false);
    expect(mustVerifyAccount(on, null)).toBe(false);
  });
});
