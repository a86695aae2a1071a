import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The reference API's storage: one schema for PGlite (the default) and PostgreSQL (DATABASE_URL).
 * Money is numeric(12,2) in the default currency; times are timestamptz.
 */

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// ── Site ────────────────────────────────────────────────────────────────────────────────────────────

/** The `/master` document (menus, footers, currencies, languages, theme…) and the contact details, edited as a whole. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  master: jsonb('master').notNull(),
  contact: jsonb('contact').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
});

/** Server-provided strings merged over the storefront's bundled catalog (`/lang/{locale}`). */
export const translations = pgTable(
  'translations',
  { locale: text('locale').notNull(), key: text('key').notNull(), value: text('value').notNull() },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/** Files the server serves under /media: images the seed draws, and customers' uploads. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  ownerUserId: integer('owner_user_id'),
  createdAt: createdAt(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'banner' | 'ad'>().notNull(),
  title: text('title'),
  image: text('image').notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
});

export const legalPages = pgTable('legal_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  thumbnail: text('thumbnail').notNull(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  author: text('author'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  views: integer('views').notNull().default(0),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name'),
  phone: text('phone'),
  email: text('email'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    country: text('country'),
    passwordHash: text('password_hash').notNull(),
    profilePhoto: text('profile_photo'),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isVerified: boolean('is_verified').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_phone_unique').on(t.phoneCode, t.phone)],
);

/** Bearer tokens, stored as SHA-256 hashes; logout sets revoked_at. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user').on(t.userId)],
);

/** One-time codes: hashed, single use, 10-minute life, voided after 5 wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** The e-mail or the phone (with its code) the code was sent to, normalised. */
    identifier: text('identifier').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_identifier').on(t.identifier, t.createdAt)],
);

/** The token `/verify-otp` answers for a password reset: hashed, single use. */
export const resetTokens = pgTable('reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** APP_ENV=local only: the codes and mails that would have been sent (GET /dev/outbox). */
export const devOutbox = pgTable('dev_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  kind: text('kind').notNull(),
  code: text('code'),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    addressLine2: text('address_line2'),
    area: text('area'),
    flatNo: text('flat_no'),
    postCode: text('post_code'),
    addressType: text('address_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user').on(t.userId)],
);

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────────────

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo').notNull(),
  banner: text('banner').notNull(),
  rating: doublePrecision('rating').notNull().default(0),
  description: text('description').notNull().default(''),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  /** Shown as Online in chat while true. */
  isOnline: boolean('is_online').notNull().default(false),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  colorCode: text('color_code'),
});
export const sizes = pgTable('sizes', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const units = pgTable('units', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  thumbnail: text('thumbnail').notNull(),
  position: integer('position').notNull().default(0),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    thumbnail: text('thumbnail').notNull(),
  },
  (t) => [index('sub_categories_category').on(t.categoryId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    brandId: integer('brand_id').references(() => brands.id),
    unitId: integer('unit_id').references(() => units.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    price: money('price').notNull(),
    /** The price to pay when above 0; 0 when there is no discount. */
    discountPrice: money('discount_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    totalSold: integer('total_sold').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_shop').on(t.shopId),
    index('products_category').on(t.categoryId, t.subCategoryId),
    index('products_brand').on(t.brandId),
    index('products_sold').on(t.totalSold),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] }), index('product_colors_color').on(t.colorId)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    /** Added to the product's price when this size is chosen. */
    extraPrice: money('extra_price').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] }), index('product_sizes_size').on(t.sizeId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product').on(t.productId, t.createdAt),
    uniqueIndex('reviews_once_per_order').on(t.userId, t.orderId, t.productId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  thumbnail: text('thumbnail').notNull(),
  /** Percent off the product's price while the sale runs. */
  discount: doublePrecision('discount').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
});

export const flashSaleProducts = pgTable(
  'flash_sale_products',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.productId] })],
);

// ── Vouchers ────────────────────────────────────────────────────────────────────────────────────────

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    discountType: text('discount_type').$type<'Percentage' | 'Amount'>().notNull(),
    discount: money('discount').notNull(),
    minOrderAmount: money('min_order_amount').notNull().default(0),
    validity: date('validity', { mode: 'string' }).notNull(),
  },
  (t) => [index('coupons_shop').on(t.shopId)],
);

export const collectedCoupons = pgTable(
  'collected_coupons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);

// ── Cart and orders ─────────────────────────────────────────────────────────────────────────────────

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
    paymentStatus: text('payment_status').$type<'Pending' | 'Paid'>().notNull().default('Pending'),
    orderStatus: text('order_status')
      .$type<'Pending' | 'Confirm' | 'Processing' | 'Pickup' | 'On The Way' | 'Delivered' | 'Cancelled'>()
      .notNull()
      .default('Pending'),
    totalAmount: money('total_amount').notNull(),
    deliveryCharge: money('delivery_charge').notNull(),
    couponDiscount: money('coupon_discount').notNull().default(0),
    taxAmount: money('tax_amount').notNull().default(0),
    payableAmount: money('payable_amount').notNull(),
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

/** A visit to the demo payment gateway for one or more orders placed together. */
export const paymentSessions = pgTable('payment_sessions', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderIds: jsonb('order_ids').$type<number[]>().notNull(),
  gateway: text('gateway').notNull(),
  amount: money('amount').notNull(),
  status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull().default('pending'),
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

// ── Support and chat ────────────────────────────────────────────────────────────────────────────────

export const ticketIssueTypes = pgTable('ticket_issue_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    ticketNumber: text('ticket_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueTypeId: integer('issue_type_id')
      .notNull()
      .references(() => ticketIssueTypes.id),
    subject: text('subject'),
    message: text('message').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderNumber: text('order_number'),
    status: text('status').$type<'Running' | 'Completed' | 'Cancel'>().notNull().default('Running'),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user').on(t.userId, t.createdAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'customer' | 'support'>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticketId, t.createdAt)],
);

/** Files attached to a ticket (message_id null) or to one of its messages; the bytes live in `media`. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mediaPath: text('media_path').notNull(),
  },
  (t) => [index('ticket_attachments_ticket').on(t.ticketId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'user' | 'shop'>().notNull(),
    message: text('message'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    seenByUser: boolean('seen_by_user').notNull().default(false),
    seenByShop: boolean('seen_by_shop').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation').on(t.userId, t.shopId, t.id)],
);
