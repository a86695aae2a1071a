import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { flush } from './auth.fakes';
import { addEvent, fakeCartServer, group, startCart, tShirt, urbanThread, voltElectronics } from './cart.fakes';

const _outOfStock = new ApiError(422, 'This product is out of stock.');
const _expired = new ApiError(401, 'Unauthenticated.');

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
