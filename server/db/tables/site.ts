import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

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

/**
 * The shop's own content in another language than its default (English): a product's, shop's or banner's field by
 * its id (server/content/shop-content.ts); what has no row here is shown in the default language.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    subject: text('subject', { enum: ['product', 'shop', 'banner'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    locale: text('locale').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.locale, t.subjectId, t.field] }),
    // A shopper searches names in the language the shop is shown in (server/content/shop-content.ts).
    index('content_translations_value_trigrams').using('gin', sql`${t.value} gin_trgm_ops`),
  ],
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
