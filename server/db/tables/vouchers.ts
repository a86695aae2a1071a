import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { shops } from './catalog';
import { createdAt, money } from './columns';

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
