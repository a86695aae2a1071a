import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { PRODUCTS, SHOPS } from '../../../server/db/seed/facts';
import type { Answer, Schema } from '../../../src/api/types';
import { dialogNamed, passwordField, registerCustomer, userMenuButton } from './auth';
import { translated } from './catalog';
import type { Locale } from './locale';
import { waitForShell } from './shell';

/** Plain products (no colour, no size) of two shops, for the checkout's tests: Green Leaf Grocers and Nordic Home. */
export const OLIVE_OIL = { id: 7, shop: SHOPS.greenLeafGrocers };
export const SKILLET = { id: 32, shop: SHOPS.nordicHome };

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Accept-Language': 'en' };

/** A customer registered for one test, with a token of their own for setting up and reading through the API. */
export interface Shopper {
  name: string;
  email: string;
  password: string;
  token: string;
  /** The saved addresses, in the order they were added (the first is the default). */
  addresses: Schema<'Address'>[];
}

/** Two addresses a shopper may keep: home (added first, so the default) and office. */
export const HOME_ADDRESS = { address_line: '12 Orchard Lane', area: 'Riverside', address_type: 'home' } as const;
export const OFFICE_ADDRESS = { address_line: '400 Harbor Avenue', area: 'Docklands', address_type: 'office' } as const;

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new customer, unique per call, registered through the contract, with `addresses` saved addresses (home,
 * then office). Tests that change a cart or place orders use one each: the demo customer's cart is shared.
 */
export async function newShopper(request: APIRequestContext, addresses = 1): Promise<Shopper> {
  const password = 'cart-shopper-1';
  const customer = await registerCustomer(request, password);
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { phone: customer.email, password },
  });
  expect(login.ok(), 'the new customer signs in').toBe(true);
  const token = ((await login.json()) as Answer<'login'>).data.access.token;
  const saved: Schema<'Address'>[] = [];
  for (const place of [HOME_ADDRESS, OFFICE_ADDRESS].slice(0, addresses)) {
    const answer = await call<Answer<'createAddress'>>(request, 'POST', '/address/store', token, {
      name: customer.name,
      phone: customer.phone,
      ...place,
    });
    saved.push(answer.data.address);
  }
  return { name: customer.name, email: customer.email, password, token, addresses: saved };
}

/** Puts `quantity` units of a product without colours or sizes into the shopper's cart, through the API. */
export async function putInCart(request: APIRequestContext, shopper: Shopper, productId: number, quantity = 1) {
  await call(request, 'POST', '/cart/store', shopper.token, { product_id: productId, quantity });
}

/** Orders what the shopper's cart holds from `shopIds`, cash on delivery to their first address, through the API. */
export async function placeCashOrder(request: APIRequestContext, shopper: Shopper, shopIds: number[]) {
  const response = await request.post('/api/place-order', {
    data: { shop_ids: shopIds, address_id: shopper.addresses[0]?.id, payment_method: 'cash' },
    headers: { ...HEADERS, Authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.ok(), `POST /place-order answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** A new customer with one pending cash order of a plain product, placed through the API. */
export async function shopperWithPendingOrder(request: APIRequestContext) {
  const shopper = await newShopper(request, 1);
  await putInCart(request, shopper, PRODUCTS.plain.id);
  await placeCashOrder(request, shopper, [PRODUCTS.plain.shopId]);
  const [order] = await ordersOf(request, shopper);
  expect(order?.order_status, 'the new order waits as Pending').toBe('Pending');
  return { shopper, order: order as NonNullable<typeof order> };
}

/** The shopper's cart lines on the server now, as `product id → quantity`. */
export async function cartLines(request: APIRequestContext, shopper: Shopper): Promise<Record<number, number>> {
  const answer = await call<Answer<'getCart'>>(request, 'GET', '/carts', shopper.token);
  const lines = answer.data.cart_items.flatMap((group) => group.products);
  return Object.fromEntries(lines.map((line) => [line.id, line.quantity]));
}

/** The shopper's cart line of one product on the server (its quantity, colour and size), if there is one. */
export async function cartLine(request: APIRequestContext, shopper: Shopper, productId: number) {
  const answer = await call<Answer<'getCart'>>(request, 'GET', '/carts', shopper.token);
  return answer.data.cart_items.flatMap((group) => group.products).find((line) => line.id === productId);
}

/** The shopper's saved addresses on the server now (the default first). */
export async function savedAddresses(request: APIRequestContext, shopper: Shopper) {
  const answer = await call<Answer<'listAddresses'>>(request, 'GET', '/addresses', shopper.token);
  return answer.data.addresses;
}

/** The shopper's orders (newest first, up to 50). */
export async function ordersOf(request: APIRequestContext, shopper: Shopper) {
  const answer = await call<Answer<'listOrders'>>(request, 'GET', '/orders?per_page=50', shopper.token);
  return answer.data.orders;
}

/** One of the shopper's orders in full. */
export async function orderDetails(request: APIRequestContext, shopper: Shopper, orderId: number) {
  const answer = await call<Answer<'getOrderDetails'>>(
    request,
    'GET',
    `/order-details?order_id=${orderId}`,
    shopper.token,
  );
  return answer.data.order;
}

/** What the server says the selected shops would cost (the payable amount), for comparing with the page. */
export async function payableFor(
  request: APIRequestContext,
  shopper: Shopper,
  shopIds: number[],
  couponCode: string | null = null,
): Promise<Schema<'CheckoutSummary'>> {
  const body = { shop_ids: shopIds, coupon_code: couponCode, is_buy_now: false };
  const answer = await call<Answer<'checkoutCart'>>(request, 'POST', '/cart/checkout', shopper.token, body);
  return answer.data.checkout;
}

/** A seeded product's name and shop, as its page shows them. */
export async function productFacts(request: APIRequestContext, productId: number) {
  const response = await request.get(`/api/product-details?product_id=${productId}`, { headers: HEADERS });
  expect(response.ok()).toBe(true);
  const { product } = ((await response.json()) as Answer<'getProductDetails'>).data;
  return product;
}

/** An amount as the storefront shows it in English with the seeded currency (USD, symbol first). */
export const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/**
 * Opens `path` and signs the shopper in there through the header's login dialog (pre-filled with the demo
 * customer: cleared and typed over), then waits for their menu in the header. In `locale`, the language the
 * shopper already chose (set it before, e.g. with `storeLocale`).
 */
export async function signIn(page: Page, shopper: Shopper, path = '/', locale: Locale = 'en'): Promise<void> {
  const text = (english: string) => translated(locale, english);
  await page.goto(path);
  await waitForShell(page, locale);
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('Login'), exact: true })
    .click();
  const dialog = dialogNamed(page, text('Log In'));
  await dialog.getByRole('textbox', { name: text('Email or Phone') }).fill(shopper.email);
  await passwordField(dialog, text('Password')).fill(shopper.password);
  await dialog.getByRole('button', { name: text('Log In'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page, shopper.name)).toBeVisible();
}

/** The page's toasts. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** The header's cart button; its name carries the count ("Cart, 2 items"). */
export function headerCart(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

export const cartOf = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The 'My Cart' drawer. */
export function cartDrawer(page: Page, name = 'My Cart'): Locator {
  return dialogNamed(page, name);
}

/** A shop's tick on the checkout page, and the label around it that a pointer presses. */
export function shopTick(page: Page, shopName: string) {
  const box = page.getByRole('checkbox', { name: `Select ${shopName}`, exact: true });
  return { box, label: page.locator('label', { has: box }) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The checkout's Order Summary (the figures, the voucher, Place Order). */
export function orderSummary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Order Summary' });
}

/** A term of the summary's figures followed by its amount, as they read: "Payable Amount $32.28". */
export function figure(term: string, amount: string): RegExp {
  return new RegExp(`${escapeRegExp(term)}\\s*${escapeRegExp(amount)}`);
}

/**
 * The app's texts as a shopper reads them in `locale`: the shop's own translation from `/lang/{locale}` (which
 * the storefront merges over its bundled catalog) where it has one, otherwise the bundled catalog's.
 */
export async function shownTexts(request: APIRequestContext, locale: Locale): Promise<(english: string) => string> {
  const response = await request.get(`/api/lang/${locale}`, { headers: HEADERS });
  expect(response.ok(), `GET /api/lang/${locale} answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as Answer<'getLanguageStrings'>;
  return (english) => data[english] ?? translated(locale, english);
}
