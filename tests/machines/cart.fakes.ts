import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../src/machines/cart/cart.machine';
import type {
  CartAnswer,
  CartEvent,
  CartGroup,
  CartLine,
  CartLineChoice,
  PendingChange,
  ProductGlimpse,
} from '../../src/machines/cart/cart.types';
import { recordEmitted } from './emitted';

/** The server's English answer to a change that took the line out. */
const REMOVED_MESSAGE = 'product removed from cart';

/** Fakes shared by the cart tests: lines and shops shaped like the contract's, and a cart server in memory. */

type Shop = Omit<CartGroup, 'products'>;

export const urbanThread: Shop = {
  shop_id: 4,
  shop_name: 'Urban Thread',
  shop_logo: '/media/shops/4.svg',
  shop_rating: 4.5,
};
export const voltElectronics: Shop = {
  shop_id: 3,
  shop_name: 'Volt Electronics',
  shop_logo: '/media/shops/3-logo.svg',
  shop_rating: 4.6,
};

/** Two units of a discounted T-shirt (20.00 each) with a colour, a size and a unit. */
export const tShirt: CartLine = {
  id: 41,
  cart_id: 501,
  name: 'Organic Cotton T-Shirt',
  brand: 'Thread Co',
  thumbnail: '/media/products/41-1.svg',
  price: 25,
  discount_price: 20,
  discount_percentage: 20,
  quantity: 2,
  size: { id: 7, name: 'XL' },
  color: { id: 3, name: 'Navy', color_code: '#1e3a8a' },
  unit: { id: 1, name: 'pc' },
  stock: 5,
};

/** One unit of earbuds at their full price, without options. */
export const earbuds: CartLine = {
  id: 31,
  cart_id: 502,
  name: 'Wireless Earbuds Pro',
  brand: 'Volt',
  thumbnail: '/media/products/31-1.svg',
  price: 59.99,
  discount_price: 0,
  discount_percentage: 0,
  quantity: 1,
  size: null,
  color: null,
  unit: null,
  stock: 40,
};

export const glimpse = (line: CartLine): ProductGlimpse => ({ name: line.name, thumbnail: line.thumbnail });

export const group = (shop: Shop, ...products: CartLine[]): CartGroup => ({ ...shop, products });

/** The T-shirt's shop and the earbuds' shop, as a cart holds them: 2 × 20.00 + 59.99. */
export const twoShops = (): CartGroup[] => [group(urbanThread, tShirt), group(voltElectronics, earbuds)];

/** What the shopper picks on the product page to put one more T-shirt in the cart. */
export const tShirtChoice = (overrides: Partial<CartLineChoice> = {}): CartLineChoice => ({
  product_id: tShirt.id,
  quantity: 1,
  color: 3,
  size: 7,
  unit: 1,
  ...overrides,
});

export const addEvent = (overrides: Partial<Extract<CartEvent, { type: 'cart.add' }>> = {}): CartEvent => ({
  type: 'cart.add',
  line: tShirtChoice(),
  product: glimpse(tShirt),
  ...overrides,
});

/** The total the server works out: the price used (discount_price when above 0) × quantity, in cents. */
function totalOf(groups: CartGroup[]): number {
  let cents = 0;
  for (const line of groups.flatMap((shop) => shop.products)) {
    const price = line.discount_price > 0 ? line.discount_price : line.price;
    cents += Math.round(price * 100) * line.quantity;
  }
  return cents / 100;
}

export const cartAnswer = (
  groups: CartGroup[],
  { message = 'Cart', info = null }: { message?: string; info?: string | null } = {},
): CartAnswer => ({ message, data: { total: totalOf(groups), info, cart_items: groups } });

const withQuantity = (groups: CartGroup[], productId: number, quantity: (line: CartLine) => number) =>
  groups
    .map((shop) => ({
      ...shop,
      products: shop.products
        .map((line) => (line.id === productId ? { ...line, quantity: quantity(line) } : line))
        .filter((line) => line.quantity > 0),
    }))
    .filter((shop) => shop.products.length > 0);

const inCart = (groups: CartGroup[], productId: number) =>
  groups.some((shop) => shop.products.some((line) => line.id === productId));

/**
 * A customer's cart on the server, answering like the reference API: additions capped at the stock (with a
 * warning), a decrement of the last unit answered 'product removed from cart', buy-now lines kept apart.
 * Products it can add: the T-shirt and the earbuds.
 */
export function fakeCartServer(initial: CartGroup[] = twoShops()) {
  let groups = structuredClone(initial);
  const catalog = [
    { shop: urbanThread, line: tShirt },
    { shop: voltElectronics, line: earbuds },
  ];

  function add(line: CartLineChoice, isBuyNow: boolean): CartAnswer {
    const known = catalog.find((entry) => entry.line.id === line.product_id);
    if (!known) throw new Error(`The fake shop does not sell product ${line.product_id}`);
    const { shop, line: product } = known;
    if (isBuyNow) {
      return cartAnswer([group(shop, { ...product, quantity: line.quantity ?? 1 })], {
        message: 'product added to cart',
      });
    }
    const had = groups.flatMap((each) => each.products).find((each) => each.id === line.product_id)?.quantity ?? 0;
    const wanted = had + (line.quantity ?? 1);
    const quantity = Math.min(wanted, product.stock);
    const info = quantity < wanted ? `Only ${product.stock} left: the quantity was set to ${product.stock}.` : null;
    if (had) groups = withQuantity(groups, product.id, () => quantity);
    else if (groups.some((each) => each.shop_id === shop.shop_id)) {
      groups = groups.map((each) =>
        each.shop_id === shop.shop_id ? { ...each, products: [...each.products, { ...product, quantity }] } : each,
      );
    } else groups = [...groups, group(shop, { ...product, quantity })];
    return cartAnswer(groups, { message: 'product added to cart', info });
  }

  function apply(change: PendingChange): CartAnswer {
    if (change.kind === 'add') return add(change.line, change.isBuyNow);
    if (!inCart(groups, change.productId)) throw new Error(`Product ${change.productId} is not in the cart`);
    switch (change.kind) {
      case 'increment':
        groups = withQuantity(groups, change.productId, (line) => line.quantity + 1);
        return cartAnswer(groups, { message: 'product quantity increased' });
      case 'decrement': {
        const last =
          groups.flatMap((shop) => shop.products).find((line) => line.id === change.productId)?.quantity === 1;
        groups = withQuantity(groups, change.productId, (line) => line.quantity - 1);
        return cartAnswer(groups, { message: last ? REMOVED_MESSAGE : 'product quantity decreased' });
      }
      case 'remove':
        groups = withQuantity(groups, change.productId, () => 0);
        return cartAnswer(groups, { message: REMOVED_MESSAGE });
    }
  }

  return {
    load: () => cartAnswer(groups),
    apply,
    /** The server's cart now. */
    groups: () => groups,
  };
}

export type FakeCartServer = ReturnType<typeof fakeCartServer>;

interface HeldCall {
  change: PendingChange;
  resolve: (answer: CartAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * The cart machine over a fake server. Every change sent is recorded; with `hold()`, calls wait until the test
 * answers them (`answer()`, `fail(error)`), so what shows before the server answers can be checked.
 */
export function scriptedCart({ server = fakeCartServer() }: { server?: FakeCartServer } = {}) {
  const sent: PendingChange[] = [];
  const held: HeldCall[] = [];
  let holding = false;
  let loads = 0;
  let loadFailure: unknown = null;
  let failures: unknown[] = [];

  const logic = cartMachine.provide({
    actors: {
      loadCart: fromPromise<CartAnswer>(async () => {
        loads += 1;
        if (loadFailure) throw loadFailure;
        return server.load();
      }),
      sendChange: fromPromise<CartAnswer, PendingChange>(({ input }) => {
        sent.push(input);
        const failure = failures.shift();
        if (failure) return Promise.reject(failure);
        if (!holding) return Promise.resolve(server.apply(input));
        return new Promise<CartAnswer>((resolve, reject) => held.push({ change: input, resolve, reject }));
      }),
    },
  });

  function next(): HeldCall {
    const call = held.shift();
    if (!call) throw new Error('No call is waiting for an answer');
    return call;
  }

  return {
    logic,
    server,
    sent,
    loads: () => loads,
    /** Later calls wait for `answer()` or `fail()`. */
    hold: () => {
      holding = true;
    },
    /** The server makes the oldest waiting change and answers. */
    answer: () => {
      const call = next();
      call.resolve(server.apply(call.change));
    },
    fail: (error: unknown) => next().reject(error),
    /** The next calls made fail with these errors, one each. */
    failNext: (...errors: unknown[]) => {
      failures = [...failures, ...errors];
    },
    failLoads: (error: unknown) => {
      loadFailure = error;
    },
  };
}

/** A cart actor over a fake server, signed in unless told otherwise; its emitted events are recorded. */
export function startCart({
  multiVendor = true,
  signedIn = true,
  server,
}: {
  multiVendor?: boolean;
  signedIn?: boolean;
  server?: FakeCartServer;
} = {}) {
  const script = scriptedCart({ server });
  const actor = createActor(script.logic, { input: { multiVendor } }).start();
  const emitted = recordEmitted(actor);
  if (signedIn) actor.send({ type: 'cart.session.started' });
  const context = () => actor.getSnapshot().context;
  return {
    ...script,
    actor,
    emitted,
    context,
    /** The shops shown, with their lines' quantities: `{ 4: { 41: 2 } }`. */
    shown: () =>
      Object.fromEntries(
        context().view.groups.map((shop) => [
          shop.shop_id,
          Object.fromEntries(shop.products.map((line) => [line.id, line.quantity])),
        ]),
      ),
  };
}
