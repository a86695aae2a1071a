import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { colors, orders, products, sizes } from '../../server/db/schema';
import { SHOPS } from '../../server/db/seed/facts';
import type { JsonBody } from '../../src/api/types';
import { registerCustomer } from './auth-helpers';
import type { TestServer } from './harness';

/** Products without colours or sizes, by shop (seed ids), so a test can fill a cart with one call per line. */
export const PLAIN = {
  greenLeaf: [1, 2, 3],
  volt: [17, 22],
  nordic: [32, 33],
} as const;

/** A new customer with one saved address and an empty cart. */
export async function newShopper(server: TestServer) {
  const customer = await registerCustomer(server, 'buyer');
  const { data } = await server.api(customer.token).addresses.createAddress({
    name: 'Test Shopper',
    phone: '5550100999',
    address_line: '1 Test Street',
    address_type: 'home',
  });
  return { token: customer.token, userId: customer.user.id, addressId: data.address.id };
}

/** Puts products in the customer's cart; answers the cart after the last one. */
export async function fillCart(server: TestServer, token: string, lines: JsonBody<'addToCart'>[]) {
  let cart: Awaited<ReturnType<ReturnType<TestServer['api']>['cart']['getCart']>> | undefined;
  for (const line of lines) cart = await server.api(token).cart.addToCart(line);
  if (!cart) throw new Error('fillCart needs lines');
  return cart.data;
}

/** A fresh Idempotency-Key, as the storefront makes one per order attempt. */
export const newKey = () => randomUUID();

/** Places an order for the given shops of the customer's cart. */
export async function placeOrder(
  server: TestServer,
  token: string,
  body: Partial<JsonBody<'placeOrder'>> & Pick<JsonBody<'placeOrder'>, 'shop_ids' | 'address_id'>,
  key = newKey(),
) {
  const { data } = await server.api(token).orders.placeOrder({ payment_method: 'cash', ...body }, key);
  return data;
}

export async function productRow(server: TestServer, id: number) {
  const [row] = await server.deps.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

export async function setStock(server: TestServer, id: number, stock: number): Promise<void> {
  await server.deps.db.update(products).set({ stock }).where(eq(products.id, id));
  // A change made in the database, not through the API: the catalog's kept answers must not hide it.
  server.deps.catalog.clear();
}

/** What the shop does after shipping: the order becomes Delivered `daysAgo` days before now. */
export async function markDelivered(server: TestServer, orderId: number, daysAgo = 1): Promise<void> {
  const deliveredAt = new Date(server.deps.now().getTime() - daysAgo * 86_400_000);
  await server.deps.db
    .update(orders)
    .set({ orderStatus: 'Delivered', paymentStatus: 'Paid', deliveredAt })
    .where(eq(orders.id, orderId));
}

export async function colorId(server: TestServer, name: string): Promise<number> {
  const [row] = await server.deps.db.select({ id: colors.id }).from(colors).where(eq(colors.name, name));
  if (!row) throw new Error(`no colour ${name}`);
  return row.id;
}

export async function sizeId(server: TestServer, name: string): Promise<number> {
  const [row] = await server.deps.db.select({ id: sizes.id }).from(sizes).where(eq(sizes.name, name));
  if (!row) throw new Error(`no size ${name}`);
  return row.id;
}

/** A call straight to the server, for bodies the typed client (or Prism) would not send. */
export async function callDirect(server: TestServer, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.directUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * A new shopper's two orders (Green Leaf Grocers, Volt Electronics) placed together with a gateway: the answer and
 * the path of their payment page on the server.
 */
export async function twoShopOnlineOrder(server: TestServer) {
  const { token, addressId } = await newShopper(server);
  await fillCart(server, token, [{ product_id: PLAIN.greenLeaf[0], quantity: 2 }, { product_id: PLAIN.volt[0] }]);
  const placed = await placeOrder(server, token, {
    shop_ids: [SHOPS.greenLeafGrocers.id, SHOPS.voltElectronics.id],
    address_id: addressId,
    payment_method: 'stripe',
  });
  if (!placed.order_payment_url) throw new Error('a gateway order should answer its payment page');
  return { token, placed, page: new URL(placed.order_payment_url).pathname };
}

/** A new shopper with two shops' products in the cart, and the place-order body for both, paid in cash. */
export async function shopperReadyToOrder(server: TestServer) {
  const shopper = await newShopper(server);
  await fillCart(server, shopper.token, [
    { product_id: PLAIN.greenLeaf[0], quantity: 2 },
    { product_id: PLAIN.volt[0], quantity: 1 },
  ]);
  const body = {
    shop_ids: [SHOPS.greenLeafGrocers.id, SHOPS.voltElectronics.id],
    address_id: shopper.addressId,
    payment_method: 'cash',
  };
  return { ...shopper, body };
}

export { failure } from './harness';
