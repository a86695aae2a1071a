/**
 * Facts about the demo marketplace the seed writes: accounts, ids and rules that other code and tests rely on.
 * Every fact here is checked against the seeded rows by tests/server/seed-facts.test.ts, so they can be trusted.
 * Times are relative to the `now` given to seedDatabase().
 */

/** The demo shopper: the storefront's login form is pre-filled with these in a local environment. */
export const DEMO_CUSTOMER = {
  id: 1,
  name: 'Sam Shopper',
  email: 'shopper@example.com',
  phone: '5550100001',
  phoneCode: '+1',
  country: 'United States',
  password: 'shopper-demo-1',
} as const;

/** A second customer, for access-control tests (their orders, addresses, tickets and chats are not the demo's). */
export const OTHER_CUSTOMER = {
  id: 2,
  name: 'Olive Other',
  email: 'other@example.com',
  phone: '5550100002',
  phoneCode: '+1',
  country: 'Canada',
  password: 'other-demo-1',
} as const;

/** Customers who wrote the product reviews (ids 3+); they share one password. */
export const REVIEWERS = [
  { id: 3, name: 'Layla Ahmed', email: 'layla@example.com' },
  { id: 4, name: 'Tom Baker', email: 'tom@example.com' },
  { id: 5, name: 'Priya Nair', email: 'priya@example.com' },
  { id: 6, name: 'Diego Alvarez', email: 'diego@example.com' },
  { id: 7, name: 'Hana Suzuki', email: 'hana@example.com' },
  { id: 8, name: 'Marcus Reed', email: 'marcus@example.com' },
] as const;
export const REVIEWER_PASSWORD = 'reviewer-demo-1';

/** Days after delivery during which a return can be requested (also /master return_order_days). */
export const RETURN_WINDOW_DAYS = 14;

/**
 * Rules the schema has no column for (see the seed report): every shop charges this delivery fee per order,
 * and one VAT line of this percentage applies to (total − coupon discount). The seeded orders follow them.
 */
export const DELIVERY_CHARGE_PER_SHOP = 5;
export const VAT = { name: 'VAT', percentage: 5 } as const;

/** Product rating as the seed stores it: the mean of its reviews' ratings to one decimal, 0 without reviews. */
export function ratingFromReviews(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

export const SHOPS = {
  greenLeafGrocers: { id: 1, name: 'Green Leaf Grocers', slug: 'green-leaf-grocers', isOnline: true },
  nordicHome: { id: 2, name: 'Nordic Home', slug: 'nordic-home', isOnline: false },
  voltElectronics: { id: 3, name: 'Volt Electronics', slug: 'volt-electronics', isOnline: true },
  urbanThread: { id: 4, name: 'Urban Thread', slug: 'urban-thread', isOnline: false },
  strideFootwear: { id: 5, name: 'Stride Footwear', slug: 'stride-footwear', isOnline: false },
  glowApothecary: { id: 6, name: 'Glow Apothecary', slug: 'glow-apothecary', isOnline: false },
  summitOutfitters: { id: 7, name: 'Summit Outfitters', slug: 'summit-outfitters', isOnline: false },
  littleSprouts: { id: 8, name: 'Little Sprouts', slug: 'little-sprouts', isOnline: false },
} as const;
export const SHOP_COUNT = 8;
export const CATEGORY_COUNT = 8;
export const PRODUCT_COUNT = 88;

/** Notable products (ids are stable; ids 1..88 follow server/db/seed/products-data.ts). */
export const PRODUCTS = {
  /** Has colours (Black, White, Navy, Olive) and sizes S..XXL (XL +2.00, XXL +4.00); shop Urban Thread. */
  withColorsAndSizes: { id: 41, slug: 'organic-cotton-t-shirt', shopId: 4 },
  /** Has sizes with extra prices (Single 0, Double +10, Queen +15, King +25) and colours. */
  withSizePrices: { id: 28, slug: 'linen-bed-sheet', shopId: 2 },
  /** Discounted (price 59.99, discount_price 49.99), colours Black and White; in the running flash sale. */
  discounted: { id: 12, slug: 'wireless-earbuds-pro', shopId: 3 },
  /** No colours, no sizes, unit kg. */
  plain: { id: 1, slug: 'organic-honeycrisp-apples-1-kg', shopId: 1 },
  /** stock 0 */
  outOfStock: [
    { id: 8, slug: 'whole-wheat-pasta-500-g', shopId: 1 },
    { id: 51, slug: 'suede-desert-boots', shopId: 5 },
  ],
  /** stock 1..3 */
  lowStock: [
    { id: 11, slug: 'cold-brew-coffee-concentrate-1-l', shopId: 1, stock: 3 },
    { id: 18, slug: '10000-mah-power-bank', shopId: 3, stock: 2 },
    { id: 66, slug: 'daily-multivitamin-60-tablets', shopId: 6, stock: 1 },
  ],
} as const;

export const FLASH_SALES = {
  /** Started 1 day before now, ends 2 days after; 20 % off 10 products. */
  running: { id: 1, name: 'Weekend Flash Sale', discount: 20, productCount: 10 },
  /** Starts 4 days after now, ends 7 days after; 30 % off 8 products. */
  upcoming: { id: 2, name: 'Summer Kick-off Sale', discount: 30, productCount: 8 },
} as const;

export interface VoucherFact {
  id: number;
  code: string;
  shopId: number;
  discountType: 'Percentage' | 'Amount';
  discount: number;
  minOrderAmount: number;
  /** Last valid day = the UTC day of now + this many days (negative: expired). */
  validForDays: number;
}

/** Shop vouchers. All valid in the future except `expired`. */
export const VOUCHERS = {
  fresh10: {
    id: 1,
    code: 'FRESH10',
    shopId: 1,
    discountType: 'Percentage',
    discount: 10,
    minOrderAmount: 20,
    validForDays: 60,
  },
  green5: {
    id: 2,
    code: 'GREEN5',
    shopId: 1,
    discountType: 'Amount',
    discount: 5,
    minOrderAmount: 30,
    validForDays: 30,
  },
  nordic15: {
    id: 3,
    code: 'NORDIC15',
    shopId: 2,
    discountType: 'Percentage',
    discount: 15,
    minOrderAmount: 100,
    validForDays: 45,
  },
  volt10: {
    id: 4,
    code: 'VOLT10',
    shopId: 3,
    discountType: 'Amount',
    discount: 10,
    minOrderAmount: 50,
    validForDays: 90,
  },
  thread20: {
    id: 5,
    code: 'THREAD20',
    shopId: 4,
    discountType: 'Percentage',
    discount: 20,
    minOrderAmount: 60,
    validForDays: 30,
  },
  stride8: {
    id: 6,
    code: 'STRIDE8',
    shopId: 5,
    discountType: 'Amount',
    discount: 8,
    minOrderAmount: 40,
    validForDays: 60,
  },
  glow12: {
    id: 7,
    code: 'GLOW12',
    shopId: 6,
    discountType: 'Percentage',
    discount: 12,
    minOrderAmount: 25,
    validForDays: 21,
  },
  summit25: {
    id: 8,
    code: 'SUMMIT25',
    shopId: 7,
    discountType: 'Amount',
    discount: 25,
    minOrderAmount: 200,
    validForDays: 14,
  },
  sprouts5: {
    id: 9,
    code: 'SPROUTS5',
    shopId: 8,
    discountType: 'Percentage',
    discount: 5,
    minOrderAmount: 0,
    validForDays: 120,
  },
  /** Expired ten days before now. */
  expired: {
    id: 10,
    code: 'VOLTSPRING',
    shopId: 3,
    discountType: 'Amount',
    discount: 5,
    minOrderAmount: 20,
    validForDays: -10,
  },
} as const satisfies Record<string, VoucherFact>;
/** Vouchers the demo customer has already collected. */
export const DEMO_COLLECTED_VOUCHER_IDS = [VOUCHERS.fresh10.id, VOUCHERS.volt10.id] as const;

/** The demo customer's orders, one per status (two Delivered). Codes are `ORD-${1000 + id}`. */
export const DEMO_ORDERS = {
  /** Cash on delivery, placed 2 hours ago at Green Leaf Grocers; can be cancelled. */
  pending: { id: 1, code: 'ORD-1001', shopId: 1 },
  /** Online (stripe) and not paid (payment Pending), placed 40 minutes ago at Volt Electronics: can pay again. */
  pendingUnpaidOnline: { id: 2, code: 'ORD-1002', shopId: 3 },
  confirm: { id: 3, code: 'ORD-1003', shopId: 2 },
  /** Paid online with stripe (payment Paid). */
  processing: { id: 4, code: 'ORD-1004', shopId: 3 },
  pickup: { id: 5, code: 'ORD-1005', shopId: 6 },
  /** Paid online with paypal. */
  onTheWay: { id: 6, code: 'ORD-1006', shopId: 5 },
  /** Delivered 3 days before now (inside the return window); coupon THREAD20 applied; no line returned or reviewed. */
  deliveredInWindow: { id: 7, code: 'ORD-1007', shopId: 4 },
  /** Delivered 40 days before now (outside the window); one line returned, the other reviewed by the demo customer. */
  deliveredOutOfWindow: { id: 8, code: 'ORD-1008', shopId: 1 },
  cancelled: { id: 9, code: 'ORD-1009', shopId: 7 },
} as const;

/** The other customer's orders. */
export const OTHER_ORDERS = {
  pending: { id: 10, code: 'ORD-1010', shopId: 1 },
  /** Delivered 2 days before now. */
  delivered: { id: 11, code: 'ORD-1011', shopId: 3 },
} as const;

/** The demo customer's return of one line of DEMO_ORDERS.deliveredOutOfWindow, requested 4 days after delivery. */
export const DEMO_RETURN = { id: 1, code: 'RET-0001', orderId: 8, status: 'Refunded' } as const;

/** The demo customer's addresses: 1 is the default. The other customer's is 3. */
export const DEMO_ADDRESSES = { home: 1, office: 2 } as const;
export const OTHER_ADDRESS_ID = 3;

/** Products in the demo customer's wishlist. */
export const DEMO_FAVORITE_PRODUCT_IDS = [14, 28, 41, 71] as const;
/** The demo customer's cart: lines from Green Leaf Grocers and Volt Electronics. */
export const DEMO_CART = { shopIds: [1, 3], lines: 3, units: 4 } as const;

export const TICKET_ISSUE_TYPES = ['Order issue', 'Payment issue', 'Delivery', 'Return and refund', 'Account', 'Other'];
export const DEMO_TICKETS = {
  /** Running, about DEMO_ORDERS.deliveredInWindow, with support replies and a photo attachment. */
  running: { id: 1, number: 'TK-100001' },
  completed: { id: 2, number: 'TK-100002' },
} as const;
export const OTHER_TICKET = { id: 3, number: 'TK-100003' } as const;

/** The demo customer's conversations with shops. */
export const DEMO_CHATS = {
  /** More than 45 messages, alternating user/shop, all seen. */
  long: { shopId: 1, messages: 50 },
  /** Contains a product card: product_id set and message null. */
  withProduct: { shopId: 3, productId: 12 },
  /** The last two shop messages are not yet seen by the customer. */
  unread: { shopId: 2, unread: 2 },
} as const;
/** Unread shop messages over all of the demo customer's conversations. */
export const DEMO_UNREAD_MESSAGES = 2;

export const BLOG_SLUGS = [
  'ten-pantry-staples',
  'choose-noise-cancelling-headphones',
  'seasonal-fruit-guide',
  'small-space-living',
] as const;
export const LEGAL_PAGE_SLUGS = ['terms-and-conditions', 'privacy-policy', 'return-policy', 'about-us'] as const;
