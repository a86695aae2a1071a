import { describe, expect, it } from 'vitest';
import type { CancelOrderAnswer, CancelOrderRequest } from '../../src/machines/order-actions/order-actions.types';
import { orderCancelMachine } from '../../src/machines/order-actions/order-cancel.machine';
import { cancelledOrder, offline, refused, startHeld } from './order-actions.fakes';

const cancelled: CancelOrderAnswer = { message: 'Order cancelled successfully', data: { order: cancelledOrder } };

const start = (...outcomes: (CancelOrderAnswer | Error)[]) =>
  startHeld<CancelOrderAnswer, CancelOrderRequest>(orderCancelMachine, 'cancelOrder', { orderId: 1 }, outcomes);

describe('order-cancel machine', () => {
  it('asks to confirm before anything is sent', () => {
    const flow = start(cancelled);
    expect(flow.snapshot().value).toBe('idle');
    expect(flow.snapshot().hasTag('open')).toBe(false);
    flow.actor.send({ type: 'orderCancel.open' });
    expect(flow.snapshot().value).toBe('confirming');
    expect(flow.snapshot().hasTag('open')).toBe(true);
    expect(flow.requests).toEqual([]);
  });

  it('leaving the dialog sends nothing', () => {
    const flow = start(cancelled);
    flow.actor.send({ type: 'orderCancel.open' });
    flow.actor.send({ type: 'orderCancel.dismiss' });
    expect(flow.snapshot().value).toBe('idle');
    expect(flow.requests).toEqual([]);
  });

  it('on Yes cancels the order and tells the screen the message and the order as it now is', async () => {
    const flow = start(cancelled);
    flow.actor.send({ type: 'orderCancel.open' });
    flow.actor.send({ type: 'orderCancel.confirm' });
    expect(flow.snapshot().value).toBe('cancelling');
    expect(flow.snapshot().hasTag('busy')).toBe(true);
    expect(flow.requests).toEqual([{ order_id: 1 }]);

    // The dialog cannot be left or confirmed twice while the call is under way.
    flow.actor.send({ type: 'orderCancel.dismiss' });
    flow.actor.send({ type: 'orderCancel.confirm' });
    expect(flow.snapshot().value).toBe('cancelling');
    expect(flow.requests).toHaveLength(1);

    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().hasTag('open')).toBe(false);
    expect(flow.emitted).toEqual([
      { type: 'orderCancel.cancelled', message: 'Order cancelled successfully', order: cancelledOrder },
    ]);
  });

  it("keeps the dialog open with the server's message when refused, and tries again on request", async () => {
    const flow = start(refused(422, 'Only a pending order can be cancelled.'), cancelled);
    flow.actor.send({ type: 'orderCancel.open' });
    flow.actor.send({ type: 'orderCancel.confirm' });
    await flow.answer();
    expect(flow.snapshot().value).toBe('failed');
    expect(flow.snapshot().hasTag('open')).toBe(true);
    expect(flow.snapshot().hasTag('busy')).toBe(false);
    expect(flow.snapshot().context.failure).toEqual({
      status: 422,
      message: 'Only a pending order can be cancelled.',
      fieldErrors: {},
    });
    expect(flow.emitted).toEqual([]);

    flow.actor.send({ type: 'orderCancel.confirm' });
    expect(flow.snapshot().value).toBe('cancelling');
    expect(flow.snapshot().context.failure).toBeNull();
    await flow.answer();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.requests).toEqual([{ order_id: 1 }, { order_id: 1 }]);
  });

  it('keeps a lost connection as status 0; leaving after a failure forgets it on the next opening', async () => {
    const flow = start(offline());
    flow.actor.send({ type: 'orderCancel.open' });
    flow.actor.send({ type: 'orderCancel.confirm' });
    await flow.answer();
    expect(flow.snapshot().context.failure?.status).toBe(0);
    flow.actor.send({ type: 'orderCancel.dismiss' });
    expect(flow.snapshot().value).toBe('idle');
    flow.actor.send({ type: 'orderCancel.open' });
    expect(flow.snapshot().context.failure).toBeNull();
  });
});
