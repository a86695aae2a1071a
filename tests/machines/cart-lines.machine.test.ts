import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { selectCartTotal } from '../../src/machines/cart/cart.selectors';
import { flush } from './auth.fakes';
import { addEvent, earbuds, glimpse, startCart, tShirt } from './cart.fakes';

const _outOfStock = new ApiError(422, 'This product is out of stock.');
const expired = new ApiError(401, 'Unauthenticated.');

describe.each([
  { multiVendor: true, mode: 'with multi_vendor' },
  { multiVendor: false, mode: 'without multi_vendor' },
])('cart machine, line changes, $mode', ({ multiVendor }) => {
  const start = (options: Parameters<typeof startCart>[0] = {}) => startCart({ multiVendor, ...options });

  describe('changing lines', () => {
    it('shows a change at once, before the server answers, with the new total', async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send({ type: 'cart.line.increment', productId: 41 });
      expect(cart.shown()[4]).toEqual({ 41: 3 });
      expect(selectCartTotal(cart.actor.getSnapshot())).toBe(119.99);
      expect(cart.actor.getSnapshot().hasTag('busy')).toBe(true);
      // What the server last confirmed stays apart, to fall back to.
      expect(cart.context().confirmed.total).toBe(99.99);
      cart.answer();
      await flush();
      expect(cart.context().confirmed.total).toBe(119.99);
      expect(cart.actor.getSnapshot().matches({ server: { signedIn: 'idle' } })).toBe(true);
      expect(cart.emitted).toEqual([]);
    });

    it('sends queued changes one at a time, in the order they were made', async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send({ type: 'cart.line.increment', productId: 41 });
      cart.actor.send({ type: 'cart.line.increment', productId: 41 });
      cart.actor.send(addEvent({ line: { product_id: 31, quantity: 1, color: null, size: null, unit: null } }));
      cart.actor.send({ type: 'cart.line.decrement', productId: 41 });
      expect(cart.shown()).toEqual({ 4: { 41: 3 }, 3: { 31: 1 } });
      await flush();
      // Only the first is on its way: the rest wait for its answer.
      expect(cart.sent).toEqual([{ kind: 'increment', productId: 41 }]);

      for (let answered = 1; answered <= 4; answered += 1) {
        cart.answer();
        await flush();
      }
      expect(cart.sent.map((change) => change.kind)).toEqual(['increment', 'increment', 'add', 'decrement']);
      expect(cart.shown()).toEqual({ 4: { 41: 3 }, 3: { 31: 2 } });
      expect(cart.server.groups()).toEqual(cart.context().view.groups);
    });

    it('keeps showing the changes still queued over each answer', async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send({ type: 'cart.line.increment', productId: 41 });
      cart.actor.send({ type: 'cart.line.increment', productId: 31 });
      cart.answer();
      await flush();
      expect(cart.shown()).toEqual({ 4: { 41: 3 }, 3: { 31: 2 } });
      expect(cart.context().confirmed.total).toBe(119.99);
    });

    it("takes the line away at once when its last unit goes, and reports it with 'Again Add to Cart'", async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send({ type: 'cart.line.decrement', productId: 31 });
      expect(cart.shown()).toEqual({ 4: { 41: 2 } });
      cart.answer();
      await flush();
      expect(cart.emitted).toEqual([
        {
          type: 'cart.removed',
          product: glimpse(earbuds),
          again: { product_id: 31, quantity: 1, color: null, size: null, unit: null },
        },
      ]);
    });

    it('reports nothing when a decrement leaves units in the cart', async () => {
      const cart = start();
      await flush();
      cart.actor.send({ type: 'cart.line.decrement', productId: 41 });
      await flush();
      expect(cart.shown()[4]).toEqual({ 41: 1 });
      expect(cart.emitted).toEqual([]);
    });

    it('removes a line at once and reports it, the re-add keeping its colour, size and unit', async () => {
      const cart = start();
      await flush();
      cart.actor.send({ type: 'cart.line.remove', productId: 41 });
      expect(cart.shown()).toEqual({ 3: { 31: 1 } });
      await flush();
      expect(cart.sent).toEqual([{ kind: 'remove', productId: 41 }]);
      expect(cart.emitted).toEqual([
        {
          type: 'cart.removed',
          product: glimpse(tShirt),
          again: { product_id: 41, quantity: 1, color: 3, size: 7, unit: 1 },
        },
      ]);
    });

    it('rolls back to what the server confirmed when a change fails, dropping the changes queued after it', async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send({ type: 'cart.line.increment', productId: 41 });
      cart.actor.send({ type: 'cart.line.remove', productId: 31 });
      expect(cart.shown()).toEqual({ 4: { 41: 3 } });
      cart.fail(new ApiError(422, 'Only 5 left in stock.'));
      await flush();
      expect(cart.shown()).toEqual({ 4: { 41: 2 }, 3: { 31: 1 } });
      expect(selectCartTotal(cart.actor.getSnapshot())).toBe(99.99);
      expect(cart.context().pending).toEqual([]);
      expect(cart.sent).toEqual([{ kind: 'increment', productId: 41 }]);
      expect(cart.emitted).toEqual([
        { type: 'cart.failed', action: 'increment', status: 422, message: 'Only 5 left in stock.' },
      ]);
    });

    it('asks to log in again when a change answers 401', async () => {
      const cart = start();
      await flush();
      cart.failNext(expired);
      cart.actor.send({ type: 'cart.line.decrement', productId: 41 });
      await flush();
      expect(cart.shown()[4]).toEqual({ 41: 2 });
      expect(cart.emitted).toEqual([{ type: 'cart.loginRequired' }]);
    });

    it('asks to log in when the session expires while a change is on its way (its 401 clears the session first)', async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send(addEvent());
      cart.actor.send({ type: 'cart.session.cleared', expired: true });
      expect(cart.emitted).toEqual([{ type: 'cart.loginRequired' }]);
      expect(cart.actor.getSnapshot().matches({ server: 'signedOut' })).toBe(true);
      expect(cart.context().view).toEqual({ total: 0, groups: [] });
      // The change's own failure, arriving after, adds nothing.
      cart.fail(expired);
      await flush();
      expect(cart.emitted).toEqual([{ type: 'cart.loginRequired' }]);
    });

    it('asks nothing when the session expires or ends with nothing on its way', async () => {
      for (const event of [{ expired: true }, { expired: false }, {}]) {
        const cart = start();
        await flush();
        cart.actor.send({ type: 'cart.session.cleared', ...event });
        expect(cart.actor.getSnapshot().matches({ server: 'signedOut' })).toBe(true);
        expect(cart.emitted).toEqual([]);
      }
      const loggingOut = start();
      await flush();
      loggingOut.hold();
      loggingOut.actor.send({ type: 'cart.line.increment', productId: 41 });
      loggingOut.actor.send({ type: 'cart.session.cleared' });
      expect(loggingOut.emitted).toEqual([]);
    });

    it('ignores a change to a product that is not in the cart', async () => {
      const cart = start();
      await flush();
      cart.actor.send({ type: 'cart.line.increment', productId: 99 });
      cart.actor.send({ type: 'cart.line.remove', productId: 99 });
      await flush();
      expect(cart.sent).toEqual([]);
      expect(cart.actor.getSnapshot().matches({ server: { signedIn: 'idle' } })).toBe(true);
    });

    it("keeps a visitor's cart empty on any line change, and sends nothing (no token, no server cart)", async () => {
      const cart = start({ signedIn: false });
      for (const type of ['cart.line.increment', 'cart.line.decrement', 'cart.line.remove'] as const) {
        cart.actor.send({ type, productId: 41 });
        await flush();
      }
      expect(cart.context().view).toEqual({ total: 0, groups: [] });
      expect(cart.context().selectedShopIds).toEqual([]);
      expect(cart.actor.getSnapshot().matches({ server: 'signedOut' })).toBe(true);
      expect(cart.sent).toEqual([]);
      expect(cart.emitted).toEqual([]);
    });
  });
});
