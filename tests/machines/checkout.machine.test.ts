import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { emptyFiguresAnswer, figuresAnswer, startCheckout, summary, urbanFigures, voltFigures } from './checkout.fakes';
import { answerFigures, cashOrder, confirming, isFiguresState, isOrderState, readyCheckout } from './checkout.steps';

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
