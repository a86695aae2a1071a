import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  type AddToCartAnswer,
  type AddToCartBody,
  addToCartMachine,
} from '../../src/machines/add-to-cart/add-to-cart.machine';
import { addEvent, cartAnswer, line, recordEmitted, tShirt } from './add-to-cart.fakes';
import { flush } from './auth.fakes';

/** An add-to-cart actor whose call answers with `answer` (or throws it), for a shopper signed in or not. */
function start({
  answer = cartAnswer(),
  signedIn = true,
}: {
  answer?: AddToCartAnswer | Error;
  signedIn?: boolean;
} = {}) {
  const calls: AddToCartBody[] = [];
  const logic = addToCartMachine.provide({
    actors: {
      addToCart: fromPromise<AddToCartAnswer, AddToCartBody>(async ({ input }) => {
        calls.push(input);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    guards: { isSignedIn: () => signedIn },
  });
  const actor = createActor(logic).start();
  return { actor, calls, emitted: recordEmitted(actor), state: () => String(actor.getSnapshot().value) };
}

describe('add-to-cart machine', () => {
  it('sends the chosen line to the cart and reports the product added', async () => {
    const { actor, calls, emitted, state } = start();
    actor.send(addEvent());
    expect(state()).toBe('adding');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls).toEqual([{ ...line(), is_buy_now: false }]);
    expect(emitted).toEqual([{ type: 'cart.added', product: tShirt, isBuyNow: false, info: null }]);
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.line).toBeNull();
  });

  it('marks Buy now, so the page goes on to /buynow', async () => {
    const { actor, calls, emitted } = start();
    actor.send(addEvent({ isBuyNow: true }));
    expect(actor.getSnapshot().context.isBuyNow).toBe(true);
    await flush();
    expect(calls[0]?.is_buy_now).toBe(true);
    expect(emitted).toEqual([{ type: 'cart.added', product: tShirt, isBuyNow: true, info: null }]);
  });

  it("passes on the server's warning (the quantity was capped at the stock)", async () => {
    const { actor, emitted } = start({ answer: cartAnswer('Only 3 left: the quantity was set to 3.') });
    actor.send(addEvent());
    await flush();
    expect(emitted).toEqual([
      { type: 'cart.added', product: tShirt, isBuyNow: false, info: 'Only 3 left: the quantity was set to 3.' },
    ]);
  });

  it('sends nothing without a product id (spec section 5)', async () => {
    const { actor, calls, emitted, state } = start();
    actor.send(addEvent({ line: line({ product_id: 0 }) }));
    await flush();
    expect(state()).toBe('idle');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('asks a visitor to log in first, without calling the cart', async () => {
    const { actor, calls, emitted, state } = start({ signedIn: false });
    actor.send(addEvent());
    await flush();
    expect(state()).toBe('idle');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([{ type: 'cart.loginRequired' }]);
  });

  it('asks to log in when the server no longer knows the session (401)', async () => {
    const { actor, emitted, state } = start({ answer: new ApiError(401, 'Unauthenticated.') });
    actor.send(addEvent());
    await flush();
    expect(state()).toBe('idle');
    expect(emitted).toEqual([{ type: 'cart.loginRequired' }]);
  });

  it("reports any other failure with the server's message and status", async () => {
    const { actor, emitted } = start({ answer: new ApiError(422, 'This product is out of stock.') });
    actor.send(addEvent());
    await flush();
    expect(emitted).toEqual([{ type: 'cart.failed', status: 422, message: 'This product is out of stock.' }]);

    const offline = start({ answer: new TypeError('Failed to fetch') });
    offline.actor.send(addEvent());
    await flush();
    expect(offline.emitted).toEqual([{ type: 'cart.failed', status: 0, message: 'Failed to fetch' }]);
  });

  it('ignores another press while the first is on its way', async () => {
    let release: (answer: AddToCartAnswer) => void = () => {};
    const addToCart = vi.fn(() => new Promise<AddToCartAnswer>((resolve) => (release = resolve)));
    const logic = addToCartMachine.provide({
      actors: { addToCart: fromPromise(addToCart) },
      guards: { isSignedIn: () => true },
    });
    const actor = createActor(logic).start();
    const emitted = recordEmitted(actor);
    actor.send(addEvent());
    actor.send(addEvent({ isBuyNow: true }));
    release(cartAnswer());
    await flush();
    expect(addToCart).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([{ type: 'cart.added', product: tShirt, isBuyNow: false, info: null }]);
  });
});
