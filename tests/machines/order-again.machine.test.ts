import { describe, expect, it } from 'vitest';
import type { OrderAgainAnswer, OrderAgainRequest } from '../../src/machines/order-actions/order-actions.types';
import { orderAgainMachine, orderAgainOutcomeOf } from '../../src/machines/order-actions/order-again.machine';
import { offline, refused, startHeld } from './order-actions.fakes';

/** This contract's answer: the cart after the products went back in. */
const cartAnswer = (info: string | null = null): OrderAgainAnswer => ({
  message: 'The products were added to your cart',
  data: { total: 45, info, cart_items: [] },
});

const start = (...outcomes: (OrderAgainAnswer | Error)[]) =>
  startHeld<OrderAgainAnswer, OrderAgainRequest>(orderAgainMachine, 'orderAgain', { orderId: 7 }, outcomes);

describe('order-again machine', () => {
  it('sends the order with cash on delivery, shows it is busy, and tells the screen the outcome', async () => {
    const flow = start(cartAnswer('One product is no longer available and was skipped.'));
    flow.actor.send({ type: 'orderAgain.submit' });
    expect(flow.snapshot().hasTag('busy')).toBe(true);
    flow.actor.send({ type: 'orderAgain.submit' });
    expect(flow.requests).toEqual([{ order_id: 7, payment_method: 'cash' }]);

    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.emitted).toEqual([
      {
        type: 'orderAgain.done',
        message: 'The products were added to your cart',
        info: 'One product is no longer available and was skipped.',
        paymentUrl: null,
        newOrderId: null,
      },
    ]);
  });

  it("tells the screen the server's message when refused, and may be pressed again", async () => {
    const flow = start(refused(422, 'Only a delivered order can be ordered again.'), offline(), cartAnswer());
    flow.actor.send({ type: 'orderAgain.submit' });
    await flow.answer();
    expect(flow.snapshot().value).toBe('failed');
    expect(flow.snapshot().hasTag('busy')).toBe(false);
    expect(flow.emitted).toEqual([
      { type: 'orderAgain.failed', status: 422, message: 'Only a delivered order can be ordered again.' },
    ]);

    flow.actor.send({ type: 'orderAgain.submit' });
    await flow.answer();
    expect(flow.emitted.at(-1)).toEqual({ type: 'orderAgain.failed', status: 0, message: 'Failed to fetch' });

    flow.actor.send({ type: 'orderAgain.submit' });
    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.requests).toHaveLength(3);
  });
});

describe('orderAgainOutcomeOf', () => {
  it('reads a new order and its payment page when the answer names them (the original backend)', () => {
    const answer = {
      message: 'Order placed',
      data: { order_id: 31, order_payment_url: 'https://pay.example.com/session/31' },
    } as unknown as OrderAgainAnswer;
    expect(orderAgainOutcomeOf(answer)).toEqual({
      message: 'Order placed',
      info: null,
      paymentUrl: 'https://pay.example.com/session/31',
      newOrderId: 31,
    });
    const nested = { message: 'Order placed', data: { order: { id: 32 } } } as unknown as OrderAgainAnswer;
    expect(orderAgainOutcomeOf(nested).newOrderId).toBe(32);
  });

  it('never passes on a payment link a browser must not open, nor an id that is no order', () => {
    const answer = {
      message: 'Order placed',
      data: { order_id: '31', order_payment_url: 'javascript:alert(1)' },
    } as unknown as OrderAgainAnswer;
    expect(orderAgainOutcomeOf(answer)).toMatchObject({ paymentUrl: null, newOrderId: null });
  });
});
