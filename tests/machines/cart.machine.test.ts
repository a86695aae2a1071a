import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import {
  selectBuyNow,
  selectCartCount,
  selectCartLoadError,
  selectCartTotal,
  selectIsCartLoading,
  selectIsDrawerOpen,
  selectPendingAddition,
} from '../../src/machines/cart/cart.selectors';
import { flush } from './auth.fakes';
import {
  addEvent,
  cartAnswer,
  fakeCartServer,
  glimpse,
  group,
  startCart,
  tShirt,
  tShirtChoice,
  urbanThread,
} from './cart.fakes';

const outOfStock = new ApiError(422, 'This product is out of stock.');
const expired = new ApiError(401, 'Unauthenticated.');

describe.each([
  { multiVendor: true, mode: 'with multi_vendor' },
  { multiVendor: false, mode: 'without multi_vendor' },
])('cart machine $mode', ({ multiVendor }) => {
  const start = (options: Parameters<typeof startCart>[0] = {}) => startCart({ multiVendor, ...options });

  describe('the session', () => {
    it('starts empty for a visitor and loads the cart when a session starts', async () => {
      const cart = start({ signedIn: false });
      expect(cart.actor.getSnapshot().matches({ server: 'signedOut' })).toBe(true);
      expect(cart.context().view).toEqual({ total: 0, groups: [] });
      expect(cart.loads()).toBe(0);

      cart.actor.send({ type: 'cart.session.started' });
      expect(selectIsCartLoading(cart.actor.getSnapshot())).toBe(true);
      await flush();
      expect(cart.loads()).toBe(1);
      expect(cart.shown()).toEqual({ 4: { 41: 2 }, 3: { 31: 1 } });
      expect(selectCartTotal(cart.actor.getSnapshot())).toBe(99.99);
      expect(selectCartCount(cart.actor.getSnapshot())).toBe(3);
      expect(cart.actor.getSnapshot().matches({ server: { signedIn: 'idle' } })).toBe(true);
    });

    it("passes on the server's warning that comes with the cart", async () => {
      const server = fakeCartServer();
      const cart = start({
        server: { ...server, load: () => cartAnswer(server.groups(), { info: 'Stock changed.' }) },
      });
      await flush();
      expect(cart.emitted).toEqual([{ type: 'cart.warning', info: 'Stock changed.' }]);
    });

    it('keeps the status of a failed load for the drawer to show, and reports it', async () => {
      const cart = start({ signedIn: false });
      cart.failLoads(new ApiError(500, 'Server Error'));
      cart.actor.send({ type: 'cart.session.started' });
      await flush();
      expect(selectCartLoadError(cart.actor.getSnapshot())).toBe(500);
      expect(cart.emitted).toEqual([{ type: 'cart.failed', action: 'load', status: 500, message: 'Server Error' }]);

      cart.failLoads(new TypeError('Failed to fetch'));
      cart.actor.send({ type: 'cart.drawer.open' });
      await flush();
      expect(selectCartLoadError(cart.actor.getSnapshot())).toBe(0);
      expect(cart.emitted.at(-1)).toEqual({
        type: 'cart.failed',
        action: 'load',
        status: 0,
        message: 'Failed to fetch',
      });
    });

    it('fetches the cart afresh each time the drawer opens', async () => {
      const cart = start();
      await flush();
      cart.actor.send({ type: 'cart.drawer.open' });
      expect(selectIsDrawerOpen(cart.actor.getSnapshot())).toBe(true);
      expect(selectIsCartLoading(cart.actor.getSnapshot())).toBe(true);
      await flush();
      expect(cart.loads()).toBe(2);
      cart.actor.send({ type: 'cart.drawer.close' });
      expect(selectIsDrawerOpen(cart.actor.getSnapshot())).toBe(false);
      cart.actor.send({ type: 'cart.drawer.open' });
      await flush();
      expect(cart.loads()).toBe(3);
    });

    it("opens a visitor's drawer without calling the server", async () => {
      const cart = start({ signedIn: false });
      cart.actor.send({ type: 'cart.drawer.open' });
      await flush();
      expect(selectIsDrawerOpen(cart.actor.getSnapshot())).toBe(true);
      expect(cart.loads()).toBe(0);
    });

    it('forgets the cart, the selection, the buy-now slot and what is on its way when the session goes', async () => {
      const cart = start();
      await flush();
      cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
      cart.actor.send(addEvent({ isBuyNow: true }));
      await flush();
      cart.hold();
      cart.actor.send({ type: 'cart.line.increment', productId: 31 });

      cart.actor.send({ type: 'cart.session.cleared' });
      const { context } = cart.actor.getSnapshot();
      expect(cart.actor.getSnapshot().matches({ server: 'signedOut' })).toBe(true);
      expect(context).toMatchObject({
        isSignedIn: false,
        view: { total: 0, groups: [] },
        confirmed: { total: 0, groups: [] },
        pending: [],
        selectedShopIds: [],
        buyNow: null,
        loadError: null,
      });
      expect(selectCartCount(cart.actor.getSnapshot())).toBe(0);
      // The answer to the change that was on its way changes nothing any more.
      cart.answer();
      await flush();
      expect(cart.context().view.groups).toEqual([]);
    });
  });

  describe('adding', () => {
    it('asks a visitor to log in first, and sends nothing', async () => {
      const cart = start({ signedIn: false });
      cart.actor.send(addEvent());
      await flush();
      expect(cart.emitted).toEqual([{ type: 'cart.loginRequired' }]);
      expect(cart.sent).toEqual([]);
    });

    it.each([
      ['no product id', 0],
      ['a product id that is not a number', Number.NaN],
    ])('sends nothing and says nothing for %s (docs/requirements.md §5)', async (_, productId) => {
      for (const signedIn of [true, false]) {
        const cart = start({ signedIn });
        await flush();
        cart.actor.send(addEvent({ line: tShirtChoice({ product_id: productId }) }));
        await flush();
        expect(cart.sent).toEqual([]);
        expect(cart.emitted).toEqual([]);
      }
    });

    it('shows the addition when the server answers (it checks the stock), then reports it', async () => {
      const cart = start();
      await flush();
      cart.hold();
      cart.actor.send(addEvent());
      expect(selectPendingAddition(41)(cart.actor.getSnapshot())).toBe('cart');
      expect(selectPendingAddition(31)(cart.actor.getSnapshot())).toBeNull();
      expect(cart.shown()[4]).toEqual({ 41: 2 });

      cart.answer();
      await flush();
      expect(cart.sent).toEqual([{ kind: 'add', line: tShirtChoice(), product: glimpse(tShirt), isBuyNow: false }]);
      expect(cart.shown()[4]).toEqual({ 41: 3 });
      expect(cart.emitted).toEqual([{ type: 'cart.added', product: glimpse(tShirt), isBuyNow: false, info: null }]);
      expect(selectPendingAddition(41)(cart.actor.getSnapshot())).toBeNull();
    });

    it("reports the server's warning with the addition (the quantity was capped at the stock)", async () => {
      const cart = start();
      await flush();
      cart.actor.send(addEvent({ line: tShirtChoice({ quantity: 9 }) }));
      await flush();
      expect(cart.shown()[4]).toEqual({ 41: 5 });
      expect(cart.emitted).toEqual([
        {
          type: 'cart.added',
          product: glimpse(tShirt),
          isBuyNow: false,
          info: 'Only 5 left: the quantity was set to 5.',
        },
      ]);
    });

    it('puts Buy now in the buy-now slot and leaves the cart as it was', async () => {
      const cart = start();
      await flush();
      const before = cart.context().view;
      cart.hold();
      cart.actor.send(addEvent({ isBuyNow: true }));
      expect(selectPendingAddition(41)(cart.actor.getSnapshot())).toBe('buyNow');
      cart.answer();
      await flush();
      expect(cart.sent[0]).toMatchObject({ kind: 'add', isBuyNow: true });
      expect(selectBuyNow(cart.actor.getSnapshot())).toEqual({
        shopId: 4,
        group: group(urbanThread, { ...tShirt, quantity: 1 }),
      });
      expect(cart.context().view).toEqual(before);
      expect(cart.context().confirmed).toEqual(before);
      expect(cart.emitted).toEqual([{ type: 'cart.added', product: glimpse(tShirt), isBuyNow: true, info: null }]);
    });

    it("reports a refused addition with the server's message, and a 401 as a login to do", async () => {
      const cart = start();
      await flush();
      cart.failNext(outOfStock, expired, new TypeError('Failed to fetch'));
      for (let press = 0; press < 3; press += 1) {
        cart.actor.send(addEvent());
        await flush();
      }
      expect(cart.emitted).toEqual([
        { type: 'cart.failed', action: 'add', status: 422, message: 'This product is out of stock.' },
        { type: 'cart.loginRequired' },
        { type: 'cart.failed', action: 'add', status: 0, message: 'Failed to fetch' },
      ]);
      expect(cart.shown()).toEqual({ 4: { 41: 2 }, 3: { 31: 1 } });
      expect(selectPendingAddition(41)(cart.actor.getSnapshot())).toBeNull();
    });
  });
});
