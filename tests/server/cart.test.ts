import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CART, DEMO_CUSTOMER, FLASH_SALES, PRODUCTS } from '../../server/db/seed/facts';
import {
  callDirect,
  colorId,
  failure,
  fillCart,
  newShopper,
  PLAIN,
  productRow,
  setStock,
  sizeId,
} from './commerce-helpers';
import { startTestServer, type TestServer } from './harness';

/** The cart (contract tag `cart`, without checkout): lines, prices, stock rules and the buy-now slot. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const usedPrice = (line: { price: number; discount_price: number }) =>
  line.discount_price > 0 ? line.discount_price : line.price;

describe('getCart', () => {
  it("groups the demo customer's cart by shop, with the total of price used × quantity", async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { data } = await server.api(token).cart.getCart();
    expect(data.cart_items.map((group) => group.shop_id)).toEqual(DEMO_CART.shopIds);
    const lines = data.cart_items.flatMap((group) => group.products);
    expect(lines).toHaveLength(DEMO_CART.lines);
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(DEMO_CART.units);
    const total = lines.reduce((sum, line) => sum + usedPrice(line) * line.quantity, 0);
    expect(data.total).toBeCloseTo(total, 2);
    expect(data.info).toBeNull();
  });

  it('needs a signed-in customer', async () => {
    expect((await failure(server.api().cart.getCart())).status).toBe(401);
  });

  it('lowers a line whose stock went down since it was added, and says so', async () => {
    const { token } = await newShopper(server);
    const productId = PLAIN.nordic[1];
    await fillCart(server, token, [{ product_id: productId, quantity: 5 }]);
    const before = await productRow(server, productId);
    await setStock(server, productId, 2);
    try {
      const { data } = await server.api(token).cart.getCart();
      expect(data.cart_items[0]?.products[0]?.quantity).toBe(2);
      expect(data.info).toContain(before.name);
    } finally {
      await setStock(server, productId, before.stock);
    }
  });
});

describe('addToCart', () => {
  it('uses the discount price when above 0, lowered by a running flash sale', async () => {
    const { token } = await newShopper(server);
    const black = await colorId(server, 'Black');
    const data = await fillCart(server, token, [{ product_id: PRODUCTS.discounted.id, color: black }]);
    const line = data.cart_items[0]?.products[0];
    // 59.99 with a 49.99 discount price; the running sale's 20 % off the price (47.99) is lower still.
    expect(line?.price).toBe(59.99);
    expect(line?.discount_price).toBe(Math.round(59.99 * (100 - FLASH_SALES.running.discount)) / 100);
    expect(data.total).toBe(line?.discount_price);
  });

  it("adds a size's extra price to the line's price", async () => {
    const { token } = await newShopper(server);
    const [white, king] = [await colorId(server, 'White'), await sizeId(server, 'King')];
    const product = await productRow(server, PRODUCTS.withSizePrices.id);
    const data = await fillCart(server, token, [
      { product_id: PRODUCTS.withSizePrices.id, color: white, size: king, quantity: 2 },
    ]);
    const line = data.cart_items[0]?.products[0];
    expect(line?.size).toMatchObject({ id: king, name: 'King', price: 25 });
    expect(line?.price).toBe(product.price + 25);
    expect(data.total).toBeCloseTo((product.price + 25) * 2, 2);
  });

  it('groups lines by shop in the order their first line was added', async () => {
    const { token } = await newShopper(server);
    const data = await fillCart(server, token, [
      { product_id: PLAIN.volt[0] },
      { product_id: PLAIN.greenLeaf[0] },
      { product_id: PLAIN.volt[1] },
    ]);
    expect(data.cart_items.map((group) => group.products.map((line) => line.id))).toEqual([
      [PLAIN.volt[0], PLAIN.volt[1]],
      [PLAIN.greenLeaf[0]],
    ]);
  });

  it('needs product_id', async () => {
    const { token } = await newShopper(server);
    const answer = await callDirect(server, 'POST', '/cart/store', token, { quantity: 1 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('product_id');
  });

  it('answers 404 for a product that does not exist', async () => {
    const { token } = await newShopper(server);
    expect((await failure(server.api(token).cart.addToCart({ product_id: 999_999 }))).status).toBe(404);
  });

  it('refuses a product that is out of stock', async () => {
    const { token } = await newShopper(server);
    const error = await failure(server.api(token).cart.addToCart({ product_id: PRODUCTS.outOfStock[0].id }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors.product_id).toContain('out of stock');
  });

  it('caps the quantity at the stock and warns in info', async () => {
    const { token } = await newShopper(server);
    const [low] = PRODUCTS.lowStock;
    const { data } = await server.api(token).cart.addToCart({ product_id: low.id, quantity: low.stock + 4 });
    expect(data.cart_items[0]?.products[0]?.quantity).toBe(low.stock);
    expect(data.info).toContain(String(low.stock));
  });

  it('refuses more once the line holds all the stock', async () => {
    const { token } = await newShopper(server);
    const [low] = PRODUCTS.lowStock;
    await fillCart(server, token, [{ product_id: low.id, quantity: low.stock }]);
    expect((await failure(server.api(token).cart.addToCart({ product_id: low.id }))).status).toBe(422);
  });

  it('adds to the quantity of a product already in the cart and takes the new options', async () => {
    const { token } = await newShopper(server);
    const [navy, olive, m, l] = await Promise.all([
      colorId(server, 'Navy'),
      colorId(server, 'Olive'),
      sizeId(server, 'M'),
      sizeId(server, 'L'),
    ]);
    const id = PRODUCTS.withColorsAndSizes.id;
    await fillCart(server, token, [{ product_id: id, color: navy, size: m, quantity: 1 }]);
    const data = await fillCart(server, token, [{ product_id: id, color: olive, size: l, quantity: 2 }]);
    const lines = data.cart_items.flatMap((group) => group.products);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, color: { id: olive }, size: { id: l } });
  });

  it('needs a colour and a size for a product that has them, and only its own', async () => {
    const { token } = await newShopper(server);
    const id = PRODUCTS.withColorsAndSizes.id;
    const [navy, king] = [await colorId(server, 'Navy'), await sizeId(server, 'King')];
    const api = server.api(token).cart;
    expect((await failure(api.addToCart({ product_id: id }))).fieldErrors).toHaveProperty('color');
    expect((await failure(api.addToCart({ product_id: id, color: navy, size: king }))).fieldErrors).toHaveProperty(
      'size',
    );
  });

  it('puts a buy-now product in its own slot, which the cart never shows and a second buy-now replaces', async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.greenLeaf[0] }]);
    const first = await server.api(token).cart.addToCart({ product_id: PLAIN.volt[0], is_buy_now: true });
    expect(first.data.cart_items.flatMap((group) => group.products.map((line) => line.id))).toEqual([PLAIN.volt[0]]);
    const second = await server.api(token).cart.addToCart({ product_id: PLAIN.nordic[0], is_buy_now: true });
    expect(second.data.cart_items.flatMap((group) => group.products.map((line) => line.id))).toEqual([PLAIN.nordic[0]]);
    const { data } = await server.api(token).cart.getCart();
    expect(data.cart_items.flatMap((group) => group.products.map((line) => line.id))).toEqual([PLAIN.greenLeaf[0]]);
  });
});

describe('changing a line', () => {
  it('increments one unit, up to the stock', async () => {
    const { token } = await newShopper(server);
    const [, low] = PRODUCTS.lowStock;
    await fillCart(server, token, [{ product_id: low.id, quantity: low.stock - 1 }]);
    const { data } = await server.api(token).cart.incrementCartItem({ product_id: low.id });
    expect(data.cart_items[0]?.products[0]?.quantity).toBe(low.stock);
    expect((await failure(server.api(token).cart.incrementCartItem({ product_id: low.id }))).status).toBe(422);
  });

  it('answers 404 for a product that is not in the cart', async () => {
    const { token } = await newShopper(server);
    const api = server.api(token).cart;
    expect((await failure(api.incrementCartItem({ product_id: PLAIN.volt[0] }))).status).toBe(404);
    expect((await failure(api.decrementCartItem({ product_id: PLAIN.volt[0] }))).status).toBe(404);
    expect((await failure(api.deleteCartItem({ product_id: PLAIN.volt[0] }))).status).toBe(404);
  });

  it("decrements one unit, and removing the last one answers exactly 'product removed from cart'", async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.volt[0], quantity: 2 }, { product_id: PLAIN.greenLeaf[0] }]);
    const api = server.api(token).cart;
    const lowered = await api.decrementCartItem({ product_id: PLAIN.volt[0] });
    expect(lowered.message).not.toBe('product removed from cart');
    expect(lowered.data.cart_items[0]?.products[0]?.quantity).toBe(1);
    const removed = await api.decrementCartItem({ product_id: PLAIN.volt[0] });
    expect(removed.message).toBe('product removed from cart');
    // The shop's group goes with its last line.
    expect(removed.data.cart_items.map((group) => group.shop_id)).toEqual([1]);
  });

  it('deletes a line whatever its quantity', async () => {
    const { token } = await newShopper(server);
    await fillCart(server, token, [{ product_id: PLAIN.volt[0], quantity: 3 }]);
    const { data } = await server.api(token).cart.deleteCartItem({ product_id: PLAIN.volt[0] });
    expect(data).toEqual({ total: 0, cart_items: [], info: null });
  });
});

it('answers within the contract', () => {
  expect(server.violations).toEqual([]);
});
