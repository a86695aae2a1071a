import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Applications to open a shop ('Become a Seller', POST /seller-applications): `unconfirmed` until the e-mailed link
 * is opened, then `pending` for the marketplace team. One per e-mail address; applying again while unconfirmed
 * replaces the row, and its link with it.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shopName: text('shop_name').notNull(),
    /** Trimmed and lower-cased, so one address has one application whatever its case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneCode: text('phone_code').notNull(),
    /** auth/passwords.ts: the seller account's password, should the application be accepted. */
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<'unconfirmed' | 'pending'>().notNull().default('unconfirmed'),
    /** SHA-256 of the newest link's token (auth/secrets.ts); null once the link was used. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_applications_email_unique').on(t.email)],
);
