import { createActor, fromPromise } from 'xstate';
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine';
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutEmitted,
  CheckoutInput,
  CheckoutShopGroup,
  CheckoutSummary,
  PlaceOrderAnswer,
  PlaceOrderBody,
} from '../../src/machines/checkout/checkout.types';
import { earbuds, tShirt, urbanThread, voltElectronics } from './cart.fakes';

/** Fakes shared by the checkout tests: figures and placed orders shaped like the contract's, and held calls. */

/** The earbuds' shop as POST /cart/checkout answers it: 59.99, delivery 5, no voucher. */
export const voltFigures = (overrides: Partial<CheckoutShopGroup> = {}): CheckoutShopGroup => ({
  ...voltElectronics,
  products: [earbuds],
  subtotal: 59.99,
  delivery_charge: 5,
  coupon_discount: 0,
  ...overrides,
});

/** The T-shirts' shop: 2 × 20.00, delivery 3. */
export const urbanFigures = (overrides: Partial<CheckoutShopGroup> = {}): CheckoutShopGroup => ({
  ...urbanThread,
  products: [tShirt],
  subtotal: 40,
  delivery_charge: 3,
  coupon_discount: 0,
  ...overrides,
});

/** The figures over the earbuds' shop: 59.99 + 5 delivery + 5 % VAT (3.00) = 67.99. */
export const summary = (overrides: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  total_amount: 59.99,
  delivery_charge: 5,
  coupon_discount: 0,
  order_tax_amount: 3,
  all_vat_taxes: [{ name: 'VAT', percentage: 5, amount: 3 }],
  payable_amount: 67.99,
  ...overrides,
});

export function figuresAnswer({
  items = [voltFigures()],
  checkout = summary(),
  couponApplied = false,
  message = 'Checkout',
}: {
  items?: CheckoutShopGroup[];
  checkout?: CheckoutSummary;
  couponApplied?: boolean;
  message?: string;
} = {}): CheckoutAnswer {
  return { message, data: { checkout_items: items, checkout, apply_coupon: couponApplied } };
}

/** What POST /cart/checkout answers when the selected shops have nothing left in the cart. */
export const emptyFiguresAnswer = (): CheckoutAnswer =>
  figuresAnswer({
    items: [],
    checkout: summary({
      total_amount: 0,
      delivery_charge: 0,
      order_tax_amount: 0,
      all_vat_taxes: [],
      payable_amount: 0,
    }),
  });

/** POST /place-order's answer: one order per shop; a payment page for an online method. */
export const placedAnswer = (paymentUrl: string | null = null): PlaceOrderAnswer => ({
  message: 'Order placed successfully',
  data: {
    order_payment_url: paymentUrl,
    orders: [{ id: 90, order_code: 'ORD-1090', shop_id: voltElectronics.shop_id, payable_amount: 67.99 }],
  },
});

/**
 * A promise actor whose calls wait until the test answers them. `inputs` records what each call was given;
 * `answer` and `fail` settle the latest call (an earlier one was stopped when a newer started).
 */
export function heldCalls<TOutput, TInput>() {
  const calls: { input: TInput; resolve: (output: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const latest = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('No call was made');
    return call;
  };
  return {
    logic,
    calls,
    inputs: () => calls.map((call) => call.input),
    answer: (output: TOutput) => latest().resolve(output),
    fail: (error: unknown) => latest().reject(error),
  };
}

/** The cart's checkout of the earbuds' shop, to address 7, with cash on delivery or a card. */
export const checkoutInput = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  isBuyNow: false,
  shopIds: [voltElectronics.shop_id],
  addressId: 7,
  paymentMethods: ['cash', 'stripe'],
  createKey: () => 'key-1',
  mustVerifyAccount: false,
  ...overrides,
});

/** Keys as `crypto.randomUUID` would make them, numbered so a test can tell attempts apart. */
export function numberedKeys() {
  let made = 0;
  return () => {
    made += 1;
    return `key-${made}`;
  };
}

/**
 * A running checkout on held calls: `figures` holds POST /cart/checkout, `orders` holds POST /place-order,
 * `emitted` records what it tells the page, `keys` is the createKey given (numbered unless overridden).
 */
export function startCheckout(overrides: Partial<CheckoutInput> = {}) {
  const figures = heldCalls<CheckoutAnswer, CheckoutBody>();
  const orders = heldCalls<PlaceOrderAnswer, { body: PlaceOrderBody; idempotencyKey: string }>();
  const actor = createActor(
    checkoutMachine.provide({ actors: { loadFigures: figures.logic, placeOrder: orders.logic } }),
    { input: checkoutInput({ createKey: numberedKeys(), ...overrides }) },
  );
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, figures, orders, emitted };
}

export type RunningCheckout = ReturnType<typeof startCheckout>;
