import { describe, expect, it } from 'vitest';
import type { CartView } from '../../src/machines/cart/cart.types';
import {
  againChoice,
  applyChange,
  applyChanges,
  cartTotal,
  countItems,
  EMPTY_CART,
  findLine,
  glimpseOf,
  priceUsed,
  removesLine,
  selectionFor,
  toggleShop,
  viewOf,
} from '../../src/machines/cart/cart-view';
import { cartAnswer, earbuds, group, tShirt, twoShops, urbanThread } from './cart.fakes';

const cart = (): CartView => viewOf(cartAnswer(twoShops()));

describe('cart view', () => {
  it('uses discount_price when above 0, otherwise price (docs/requirements.md §4)', () => {
    expect(priceUsed({ price: 25, discount_price: 20 })).toBe(20);
    expect(priceUsed({ price: 59.99, discount_price: 0 })).toBe(59.99);
  });

  it('totals price used × quantity over every shop, without drifting in the cents', () => {
    expect(cartTotal(twoShops())).toBe(99.99);
    const cents = { ...earbuds, price: 0.1, quantity: 3 };
    expect(cartTotal([group(urbanThread, cents)])).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });

  it("reads the server's answer and counts the units in it", () => {
    expect(cart()).toEqual({ total: 99.99, groups: twoShops() });
    expect(countItems(cart())).toBe(3);
    expect(countItems(EMPTY_CART)).toBe(0);
  });

  it('finds a line in any shop', () => {
    expect(findLine(cart(), 31)).toEqual(earbuds);
    expect(findLine(cart(), 99)).toBeUndefined();
  });

  it('shows an increment up to the stock, and a decrement, with the new total', () => {
    const more = applyChange(cart(), { kind: 'increment', productId: 41 });
    expect(findLine(more, 41)?.quantity).toBe(3);
    expect(more.total).toBe(119.99);
    const atStock = applyChanges(cart(), Array(5).fill({ kind: 'increment', productId: 41 }));
    expect(findLine(atStock, 41)?.quantity).toBe(tShirt.stock);
    const fewer = applyChange(cart(), { kind: 'decrement', productId: 41 });
    expect(findLine(fewer, 41)?.quantity).toBe(1);
    expect(fewer.total).toBe(79.99);
  });

  it('never lowers a quantity the server set above the stock when incrementing', () => {
    const over = viewOf(cartAnswer([group(urbanThread, { ...tShirt, quantity: 7 })]));
    expect(findLine(applyChange(over, { kind: 'increment', productId: 41 }), 41)?.quantity).toBe(7);
  });

  it('takes a line out at 0, and its shop with it when it was the last', () => {
    const lastUnit = applyChange(cart(), { kind: 'decrement', productId: 31 });
    expect(lastUnit).toEqual({ total: 40, groups: [group(urbanThread, tShirt)] });
    expect(applyChange(cart(), { kind: 'remove', productId: 31 })).toEqual(lastUnit);
    const empty = applyChanges(cart(), [
      { kind: 'remove', productId: 41 },
      { kind: 'remove', productId: 31 },
    ]);
    expect(empty).toEqual(EMPTY_CART);
  });

  it('leaves the cart as it is for a product not in it', () => {
    expect(applyChange(cart(), { kind: 'increment', productId: 99 })).toEqual(cart());
  });

  it('tells which changes take a line out of the cart', () => {
    expect(removesLine(cart(), { kind: 'decrement', productId: 31 })).toBe(true);
    expect(removesLine(cart(), { kind: 'decrement', productId: 41 })).toBe(false);
    expect(removesLine(cart(), { kind: 'remove', productId: 41 })).toBe(true);
    expect(removesLine(cart(), { kind: 'increment', productId: 41 })).toBe(false);
    expect(removesLine(cart(), { kind: 'remove', productId: 99 })).toBe(false);
  });

  it("re-adds one unit with the removed line's colour, size and unit", () => {
    expect(againChoice(tShirt)).toEqual({ product_id: 41, quantity: 1, color: 3, size: 7, unit: 1 });
    expect(againChoice(earbuds)).toEqual({ product_id: 31, quantity: 1, color: null, size: null, unit: null });
    expect(glimpseOf(tShirt)).toEqual({ name: 'Organic Cotton T-Shirt', thumbnail: '/media/products/41-1.svg' });
  });

  it('selects every shop without multi_vendor, and keeps only the ticked shops still in the cart with it', () => {
    expect(selectionFor(cart(), [], false)).toEqual([4, 3]);
    expect(selectionFor(cart(), [3, 8], true)).toEqual([3]);
    expect(selectionFor(EMPTY_CART, [3, 4], true)).toEqual([]);
    expect(selectionFor(EMPTY_CART, [3, 4], false)).toEqual([]);
  });

  it('ticks a shop on and off', () => {
    expect(toggleShop([4], 3)).toEqual([4, 3]);
    expect(toggleShop([4, 3], 4)).toEqual([3]);
  });
});
