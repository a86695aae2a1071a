import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { payAgainMachine, paymentPageOf } from '../../src/machines/pay-again/pay-again.machine';
import type {
  PayAgainAnswer,
  PayAgainEmitted,
  PayAgainInput,
  PayAgainRequest,
} from '../../src/machines/pay-again/pay-again.types';

const PAGE = 'http://127.0.0.1:8080/payments/demo/9b2d7c41';
const answer = (url = PAGE): PayAgainAnswer => ({ message: 'Payment link created', data: { order_payment_url: url } });

/** A pay-again actor whose call answers each request in turn with the given outcomes, recording every request. */
function start(input: Partial<PayAgainInput> = {}, ...outcomes: (PayAgainAnswer | Error)[]) {
  const requests: PayAgainRequest[] = [];
  const pending: (() => void)[] = [];
  const logic = payAgainMachine.provide({
    actors: {
      requestPaymentPage: fromPromise<PayAgainAnswer, PayAgainRequest>(
        ({ input: request }) =>
          new Promise((resolve, reject) => {
            const outcome = outcomes[requests.length] ?? answer();
            requests.push(request);
            pending.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
          }),
      ),
    },
  });
  const actor = createActor(logic, {
    input: { orderId: 2, gateways: ['stripe', 'paypal'], preferred: 'stripe', isPayable: true, ...input },
  }).start();
  const emitted: PayAgainEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settle = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, requests, emitted, settle, snapshot: () => actor.getSnapshot() };
}

describe('pay-again machine', () => {
  it("starts on the order's own gateway when it is still active, otherwise on the first", () => {
    expect(start({ preferred: 'paypal' }).snapshot().context.method).toBe('paypal');
    expect(start({ preferred: 'razorpay' }).snapshot().context.method).toBe('stripe');
    expect(start({ preferred: null }).snapshot().context.method).toBe('stripe');
  });

  it('asks for a payment page with the chosen gateway and tells the app to open it', async () => {
    const flow = start();
    flow.actor.send({ type: 'payAgain.method.select', method: 'paypal' });
    flow.actor.send({ type: 'payAgain.submit' });
    expect(flow.snapshot().value).toBe('requesting');
    expect(flow.snapshot().hasTag('busy')).toBe(true);
    expect(flow.requests).toEqual([{ order: 2, paymentMethod: 'paypal' }]);

    await flow.settle();
    expect(flow.snapshot().value).toBe('leaving');
    expect(flow.snapshot().hasTag('busy')).toBe(true);
    expect(flow.emitted).toEqual([{ type: 'payAgain.redirect', url: PAGE }]);
  });

  it('ignores a gateway that is not active', () => {
    const flow = start();
    flow.actor.send({ type: 'payAgain.method.select', method: 'razorpay' });
    expect(flow.snapshot().context.method).toBe('stripe');
  });

  it('offers nothing, and sends nothing, when the shop has no active gateway', () => {
    const flow = start({ gateways: [], preferred: 'stripe' });
    expect(flow.snapshot().value).toBe('unavailable');
    expect(flow.snapshot().context.method).toBeNull();
    expect(flow.snapshot().can({ type: 'payAgain.submit' })).toBe(false);
    flow.actor.send({ type: 'payAgain.submit' });
    expect(flow.requests).toEqual([]);
  });

  it('offers nothing for an order the server says cannot be paid online (paid, cash or cancelled)', () => {
    const flow = start({ isPayable: false });
    expect(flow.snapshot().value).toBe('unavailable');
    flow.actor.send({ type: 'payAgain.submit' });
    expect(flow.requests).toEqual([]);
  });

  it("keeps the server's refusal in view, and forgets it when Pay Now is pressed again", async () => {
    const flow = start({}, new ApiError(422, 'This order is already paid.'), answer());
    flow.actor.send({ type: 'payAgain.submit' });
    await flow.settle();
    expect(flow.snapshot().value).toBe('choosing');
    expect(flow.snapshot().context.failure).toEqual({
      code: 'refused',
      status: 422,
      message: 'This order is already paid.',
    });
    expect(flow.emitted).toEqual([]);

    flow.actor.send({ type: 'payAgain.submit' });
    expect(flow.snapshot().context.failure).toBeNull();
    expect(flow.requests).toHaveLength(2);
  });

  it('reports a call that never reached the server as offline', async () => {
    const flow = start({}, new ApiError(0, 'Failed to fetch'));
    flow.actor.send({ type: 'payAgain.submit' });
    await flow.settle();
    expect(flow.snapshot().context.failure).toEqual({ code: 'offline' });
  });

  it('refuses to open an answer that is not a web page', async () => {
    const flow = start({}, answer('javascript:alert(1)'));
    flow.actor.send({ type: 'payAgain.submit' });
    await flow.settle();
    expect(flow.snapshot().value).toBe('choosing');
    expect(flow.snapshot().context.failure).toEqual({ code: 'badLink' });
    expect(flow.emitted).toEqual([]);
  });

  it('ignores Pay Now while a page is being asked for', () => {
    const flow = start();
    flow.actor.send({ type: 'payAgain.submit' });
    flow.actor.send({ type: 'payAgain.submit' });
    expect(flow.requests).toHaveLength(1);
  });

  it('clears a failure when the dialog closes, and becomes usable again after coming back from the payment page', async () => {
    const flow = start({}, new ApiError(422, 'Refused'), answer());
    flow.actor.send({ type: 'payAgain.submit' });
    await flow.settle();
    flow.actor.send({ type: 'payAgain.reset' });
    expect(flow.snapshot().context.failure).toBeNull();

    flow.actor.send({ type: 'payAgain.submit' });
    await flow.settle();
    expect(flow.snapshot().value).toBe('leaving');
    flow.actor.send({ type: 'payAgain.returned' });
    expect(flow.snapshot().value).toBe('choosing');
    expect(flow.snapshot().can({ type: 'payAgain.submit' })).toBe(true);
  });
});

describe('paymentPageOf', () => {
  it('accepts web addresses and paths of this site only', () => {
    expect(paymentPageOf('https://pay.example.com/checkout?x=1')).toBe('https://pay.example.com/checkout?x=1');
    expect(paymentPageOf('/payments/demo/abc')).toBe('/payments/demo/abc');
    expect(paymentPageOf('javascript:alert(1)')).toBeNull();
    expect(paymentPageOf('mailto:shop@example.com')).toBeNull();
    expect(paymentPageOf('//evil.example/pay')).toBeNull();
    expect(paymentPageOf('')).toBeNull();
  });
});
