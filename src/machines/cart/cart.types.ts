import type { Answer, JsonBody, Schema } from '../../api/types';

export type CartGroup = Schema<'CartShopGroup'>;
export type CartLine = Schema<'CartProduct'>;
export type CartAnswer = Answer<'getCart'>;
export type AddToCartBody = JsonBody<'addToCart'>;

/** One cart line as the shopper chose it (the add-to-cart payload of docs/requirements.md §3, without the buy-now flag). */
export type CartLineChoice = Omit<AddToCartBody, 'is_buy_now'>;

/** What the toasts show of a product. */
export interface ProductGlimpse {
  name: string;
  thumbnail: string;
}

/** The cart as shown: the shops' lines and their total (price used × quantity). */
export interface CartView {
  total: number;
  groups: CartGroup[];
}

/** A change to a line that is shown at once and sent after the changes before it. */
export type LineChange = { kind: 'increment' | 'decrement' | 'remove'; productId: number };

/** What waits to be sent, in order: line changes (already shown) and additions (shown when answered). */
export type PendingChange =
  | LineChange
  | { kind: 'add'; line: CartLineChoice; product: ProductGlimpse; isBuyNow: boolean };

/** The buy-now slot (docs/requirements.md §3): one product checked out on its own, apart from the cart. */
export interface BuyNowSlot {
  shopId: number;
  group: CartGroup;
}

export interface CartInput {
  /** Settings' multi_vendor: without it every shop in the cart is selected. */
  multiVendor: boolean;
}

export interface CartContext {
  isSignedIn: boolean;
  multiVendor: boolean;
  /** The cart as the server last answered it. */
  confirmed: CartView;
  /** What the shopper sees: the confirmed cart with the pending line changes applied. */
  view: CartView;
  pending: PendingChange[];
  /** The shops picked for checkout (docs/requirements.md §4). */
  selectedShopIds: number[];
  buyNow: BuyNowSlot | null;
  /** The status of the last failed load (0: the server was not reached), else null. */
  loadError: number | null;
}

export type CartEvent =
  /** The session has a signed-in shopper (a sign-in, or a session restored from storage). */
  | { type: 'cart.session.started' }
  /**
   * Logout or an expired session: the cart, the selection and the figures go (docs/requirements.md §4). `expired`: a call
   * answered 401, which clears the session before the call's own failure arrives.
   */
  | { type: 'cart.session.cleared'; expired?: boolean }
  | { type: 'cart.settings.changed'; multiVendor: boolean }
  | { type: 'cart.reload' }
  | { type: 'cart.add'; line: CartLineChoice; product: ProductGlimpse; isBuyNow?: boolean }
  | { type: 'cart.line.increment'; productId: number }
  | { type: 'cart.line.decrement'; productId: number }
  | { type: 'cart.line.remove'; productId: number }
  | { type: 'cart.shop.toggle'; shopId: number }
  /** The checkout figures came back empty: nothing selected is left to check out (docs/requirements.md §4). */
  | { type: 'cart.selection.clear' }
  | { type: 'cart.drawer.open' }
  | { type: 'cart.drawer.close' };

export type CartAction = 'load' | 'add' | 'increment' | 'decrement' | 'remove';

export type CartEmitted =
  /** Added; `info` is the server's warning (e.g. the quantity was capped at the stock). */
  | { type: 'cart.added'; product: ProductGlimpse; isBuyNow: boolean; info: string | null }
  /** A line left the cart (removed, or its last unit taken away); `again` re-adds one unit. */
  | { type: 'cart.removed'; product: ProductGlimpse; again: CartLineChoice }
  /** The server warns about the cart (a line lowered to the stock). */
  | { type: 'cart.warning'; info: string }
  /** A visitor, or a session the server no longer knows: 'Please login first!' and the login dialog. */
  | { type: 'cart.loginRequired' }
  /** A call failed; what was shown has been rolled back. Status 0: the server was not reached. */
  | { type: 'cart.failed'; action: CartAction; status: number; message: string };
