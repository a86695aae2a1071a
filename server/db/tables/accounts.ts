import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
