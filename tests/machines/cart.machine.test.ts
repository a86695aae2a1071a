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
  earbuds,
  fakeCartServer,
  glimpse,
  group,
  startCart,
  tShirt,
  tShirtChoice,
  urbanThread,
  voltElectronics,
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
    ])('sends nothing and says nothing for %s (spec section 5)', async (_, productId) => {
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

describe('the shops selected for checkout', () => {
  const loaded = async (multiVendor: boolean) => {
    const cart = startCart({ multiVendor });
    await flush();
    return { ...cart, selected: () => cart.context().selectedShopIds };
  };

  it('with multi_vendor, starts with none and ticks each shop on and off', async () => {
    const cart = await loaded(true);
    expect(cart.selected()).toEqual([]);
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 4 });
    expect(cart.selected()).toEqual([3, 4]);
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
    expect(cart.selected()).toEqual([4]);
  });

  it('without multi_vendor, selects every shop in the cart and ignores the toggles', async () => {
    const cart = await loaded(false);
    expect(cart.selected()).toEqual([4, 3]);
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
    expect(cart.selected()).toEqual([4, 3]);
  });

  it.each([true, false])('drops a shop whose last line goes (multi_vendor %s)', async (multiVendor) => {
    const cart = await loaded(multiVendor);
    if (multiVendor) cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
    cart.hold();
    cart.actor.send({ type: 'cart.line.decrement', productId: 31 });
    expect(cart.selected()).toEqual(multiVendor ? [] : [4]);
    cart.answer();
    await flush();
    expect(cart.selected()).toEqual(multiVendor ? [] : [4]);
  });

  it('keeps the other shops selected when one shop goes', async () => {
    const cart = await loaded(true);
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 4 });
    cart.actor.send({ type: 'cart.line.remove', productId: 31 });
    expect(cart.selected()).toEqual([4]);
  });

  it.each([true, false])('clears the selection when the cart becomes empty (multi_vendor %s)', async (multiVendor) => {
    const cart = await loaded(multiVendor);
    if (multiVendor) cart.actor.send({ type: 'cart.shop.toggle', shopId: 4 });
    cart.actor.send({ type: 'cart.line.remove', productId: 41 });
    cart.actor.send({ type: 'cart.line.remove', productId: 31 });
    expect(cart.selected()).toEqual([]);
    expect(cart.context().view).toEqual({ total: 0, groups: [] });
    await flush();
    await flush();
    expect(cart.selected()).toEqual([]);
  });

  it('selects a shop again that a failed removal brings back, without multi_vendor', async () => {
    const cart = await loaded(false);
    cart.failNext(new ApiError(500, 'Server Error'));
    cart.actor.send({ type: 'cart.line.remove', productId: 31 });
    expect(cart.selected()).toEqual([4]);
    await flush();
    expect(cart.selected()).toEqual([4, 3]);
  });

  it('selects the new shop of an addition without multi_vendor, not with it', async () => {
    for (const multiVendor of [true, false]) {
      const server = fakeCartServer([group(urbanThread, tShirt)]);
      const cart = startCart({ multiVendor, server });
      await flush();
      cart.actor.send(addEvent({ line: { product_id: 31, quantity: 1, color: null, size: null, unit: null } }));
      await flush();
      expect(cart.shown()).toEqual({ 4: { 41: 2 }, 3: { 31: 1 } });
      expect(cart.context().selectedShopIds).toEqual(multiVendor ? [] : [4, voltElectronics.shop_id]);
    }
  });

  it('clears the selection when the checkout figures come back empty, with multi_vendor only', async () => {
    const multi = await loaded(true);
    multi.actor.send({ type: 'cart.shop.toggle', shopId: 4 });
    multi.actor.send({ type: 'cart.selection.clear' });
    expect(multi.selected()).toEqual([]);

    const single = await loaded(false);
    single.actor.send({ type: 'cart.selection.clear' });
    expect(single.selected()).toEqual([4, 3]);
  });

  it('follows a change of multi_vendor: all shops without it, the ticks kept with it', async () => {
    const cart = await loaded(true);
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 3 });
    cart.actor.send({ type: 'cart.settings.changed', multiVendor: false });
    expect(cart.selected()).toEqual([4, 3]);
    cart.actor.send({ type: 'cart.settings.changed', multiVendor: true });
    expect(cart.selected()).toEqual([4, 3]);
    cart.actor.send({ type: 'cart.shop.toggle', shopId: 4 });
    expect(cart.selected()).toEqual([3]);
  });
});
