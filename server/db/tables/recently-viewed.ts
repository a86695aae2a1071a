import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * The products a customer opened last, one row per product (opening it again moves it to the front); at most
 * twelve are kept per customer (server/routes/recently-viewed.ts).
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The customer's newest first (read backwards).
    index('recently_viewed_user_newest').on(t.userId, t.viewedAt),
  ],
);
