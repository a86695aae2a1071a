import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { colors, products, shops, sizes, units } from './catalog';
import { createdAt, money } from './columns';

/** A line of a customer's cart; buy-now lines live apart (`is_buy_now`) so they never touch the cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    colorId: integer('color_id').references(() => colors.id),
    sizeId: integer('size_id').references(() => sizes.id),
    unitId: integer('unit_id').references(() => units.id),
    isBuyNow: boolean('is_buy_now').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_line').on(t.userId, t.productId, t.isBuyNow)],
);

export interface AddressSnapshot {
  id: number;
  name: string;
  phone: string;
  address_line: string;
  address_line2: string | null;
  area: string | null;
  flat_no: string | null;
  post_code: string | null;
  address_type: string;
  is_default: boolean;
  latitude: number | null;
  longitude: number | null;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** The address as it was when the order was placed. */
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').$type<'Pending' | 'Paid' | 'Refunded'>().notNull().default('Pending'),
    orderStatus: text('order_status')
      .$type<'Pending' | 'Confirm' | 'Processing' | 'Pickup' | 'On The Way' | 'Delivered' | 'Cancelled'>()
      .notNull()
      .default('Pending'),
    totalAmount: money('total_amount').notNull(),
    deliveryCharge: money('delivery_charge').notNull(),
    couponDiscount: money('coupon_discount').notNull().default(0),
    taxAmount: money('tax_amount').notNull().default(0),
    payableAmount: money('payable_amount').notNull(),
    /** What went back to the customer when a paid order was cancelled; null while nothing was refunded. */
    refundedAmount: money('refunded_amount'),
    couponCode: text('coupon_code'),
    note: text('note'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_status').on(t.userId, t.orderStatus, t.createdAt)],
);

export interface LineOption {
  id: number;
  name: string;
}

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    thumbnail: text('thumbnail').notNull(),
    brand: text('brand'),
    price: money('price').notNull(),
    discountPrice: money('discount_price').notNull().default(0),
    quantity: integer('quantity').notNull(),
    size: jsonb('size').$type<LineOption | null>(),
    color: jsonb('color').$type<LineOption | null>(),
    unit: jsonb('unit').$type<LineOption | null>(),
    isReturned: boolean('is_returned').notNull().default(false),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order').on(t.orderId)],
);

/** Place-order answers by Idempotency-Key: the same key and body get the first answer again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A visit to the demo payment gateway for one or more orders placed together. What it charges is worked out from
 * its orders when it is paid (server/payments/gateway.ts); a newer session for one of its orders voids it.
 */
export const paymentSessions = pgTable('payment_sessions', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderIds: jsonb('order_ids').$type<number[]>().notNull(),
  gateway: text('gateway').notNull(),
  /** What was taken when the session was paid; null until then. */
  amount: money('amount'),
  status: text('status').$type<'pending' | 'paid' | 'cancelled' | 'voided'>().notNull().default('pending'),
  createdAt: createdAt(),
});

export const returnOrders = pgTable(
  'return_orders',
  {
    id: serial('id').primaryKey(),
    returnCode: text('return_code').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number').notNull(),
    returnAddress: text('return_address').notNull(),
    status: text('status').$type<'Pending' | 'Approved' | 'Rejected' | 'Refunded'>().notNull().default('Pending'),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_orders_user').on(t.userId, t.createdAt)],
);

export const returnOrderItems = pgTable(
  'return_order_items',
  {
    returnOrderId: integer('return_order_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.returnOrderId, t.orderItemId] })],
);
