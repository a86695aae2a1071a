/**
 * The deterministic seed of the demo marketplace: the same rows on every run (no Math.random; times relative to
 * `now`). Facts other code relies on are in ./facts.ts.
 *
 *   if (!(await isSeeded(db))) await seedDatabase(db, { now: new Date() });
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../auth/passwords';
import { refreshCatalogUpkeep } from '../../catalog/catalog-upkeep';
import type { Db } from '../client';
import * as schema from '../schema';
import { buildBlogs } from './blogs';
import { buildCatalog } from './catalog';
import { buildChatMessages } from './chat';
import { buildArabicContent } from './content';
import { buildAddresses, buildCart, buildCollectedCoupons, buildCustomers, buildFavorites } from './customers';
import { DEMO_CUSTOMER, OTHER_CUSTOMER, REVIEWER_PASSWORD, REVIEWERS } from './facts';
import { type PhotoSize, planMedia, renderMedia } from './images';
import { buildLegalPages } from './legal';
import { copyMediaIntoPglite } from './media-copy';
import { buildOrders } from './orders';
import { buildBanners, buildCoupons, buildFlashSales } from './promotions';
import { applyRatings, buildReviewers, buildReviews } from './reviews';
import {
  buildContactDetails,
  buildCountries,
  buildMasterSettings,
  buildSiteSettings,
  buildTranslations,
} from './settings';
import { buildSupport } from './support';

export { buildContactDetails, buildMasterSettings };

interface Insert {
  table: PgTable;
  rows: Record<string, unknown>[];
}

/** Pairs a table with its rows, type-checking the rows against the table. */
function insert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Insert {
  return { table, rows: rows as Record<string, unknown>[] };
}

export interface PasswordHashes {
  demo: string;
  other: string;
  reviewer: string;
}

export interface SeedOptions {
  now: Date;
  /**
   * 'full' (the default) renders the content photos at their full size (2000 px products); 'small' at 320 px
   * on the long side, same paths and formats, for test databases. Both are cached on disk (seed/photo-render.ts).
   */
  photos?: PhotoSize;
}

/** Every row of the seed, in an order that satisfies the foreign keys. No database, no clock. */
export async function buildSeedRows(now: Date, hashes: PasswordHashes, photos: PhotoSize): Promise<Insert[]> {
  const catalog = buildCatalog(now);
  const users = [...buildCustomers(now, hashes), ...buildReviewers(now, hashes.reviewer)];
  const addresses = buildAddresses(now);
  const orders = buildOrders(catalog, addresses, now);
  const reviews = buildReviews(catalog, now);
  for (const review of orders.demoReviews) reviews.push({ id: reviews.length + 1, ...review });
  applyRatings(catalog, reviews);
  const { flashSales, flashSaleProducts } = buildFlashSales(now);
  const blogs = buildBlogs(now);
  const support = buildSupport(now);
  const banners = buildBanners();
  const media = await renderMedia(planMedia({ catalog, users, blogs, flashSales }), photos, now);

  return [
    insert(schema.media, media),
    insert(schema.siteSettings, [buildSiteSettings()]),
    insert(schema.countries, buildCountries()),
    insert(schema.translations, buildTranslations()),
    insert(schema.banners, banners),
    insert(schema.legalPages, buildLegalPages()),
    insert(schema.blogs, blogs),
    insert(schema.users, users),
    insert(schema.addresses, addresses),
    insert(schema.shops, catalog.shops),
    insert(schema.brands, catalog.brands),
    insert(schema.colors, catalog.colors),
    insert(schema.sizes, catalog.sizes),
    insert(schema.units, catalog.units),
    insert(schema.categories, catalog.categories),
    insert(schema.subCategories, catalog.subCategories),
    insert(schema.products, catalog.products),
    insert(schema.productImages, catalog.productImages),
    insert(schema.productColors, catalog.productColors),
    insert(schema.productSizes, catalog.productSizes),
    insert(schema.contentTranslations, buildArabicContent(catalog, banners)),
    insert(schema.reviews, reviews),
    insert(schema.favorites, buildFavorites(now)),
    insert(schema.flashSales, flashSales),
    insert(schema.flashSaleProducts, flashSaleProducts),
    insert(schema.coupons, buildCoupons(now)),
    insert(schema.collectedCoupons, buildCollectedCoupons(now)),
    insert(schema.cartItems, buildCart(catalog, now)),
    insert(schema.orders, orders.orders),
    insert(schema.orderItems, orders.orderItems),
    insert(schema.orderStatusHistory, orders.orderStatusHistory),
    insert(schema.paymentSessions, orders.paymentSessions),
    insert(schema.returnOrders, orders.returnOrders),
    insert(schema.returnOrderItems, orders.returnOrderItems),
    insert(schema.ticketIssueTypes, support.issueTypes),
    insert(schema.supportTickets, support.tickets),
    insert(schema.ticketMessages, support.messages),
    insert(schema.ticketAttachments, support.attachments),
    insert(schema.chatMessages, buildChatMessages(now)),
  ];
}

/**
 * Hashing is most of the seed's time, so a process hashes each (public) demo password once and reuses the hash
 * for every database it seeds, e.g. a test run that seeds one database per suite.
 */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hash.catch(() => demoHashes.delete(password));
    demoHashes.set(password, hash);
  }
  return hash;
}

/** Whether the database already holds the seed (or any site settings). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.siteSettings.id }).from(schema.siteSettings).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty, migrated database with the demo marketplace, in one transaction. Rows have explicit ids, and
 * every serial sequence is moved past them afterwards, so rows the server adds later get fresh ids.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const now = new Date(options.now.getTime());
  if (Number.isNaN(now.getTime())) throw new Error('seedDatabase: options.now is not a valid date');
  if (await isSeeded(db)) throw new Error('seedDatabase: the database is not empty (site_settings has a row)');
  // scrypt runs on libuv's thread pool, so the hashes are worked out while PGlite inserts on this thread; users get
  // a placeholder that is replaced before the transaction commits.
  const hashing = Promise.all([
    demoHash(DEMO_CUSTOMER.password),
    demoHash(OTHER_CUSTOMER.password),
    demoHash(REVIEWER_PASSWORD),
  ]);
  hashing.catch(() => undefined); // awaited below; this only keeps an early failure from being reported unhandled
  const placeholder = '!seeding';
  const hashes = { demo: placeholder, other: placeholder, reviewer: placeholder };
  const inserts = await buildSeedRows(now, hashes, options.photos ?? 'full');

  await db.transaction(async (tx) => {
    for (const { table, rows } of inserts) {
      if (rows.length === 0) continue;
      if (table === schema.media && (await copyMediaIntoPglite(tx, rows as never))) continue;
      // Stay well under PostgreSQL's 65,535 bind parameters per statement.
      const chunk = Math.max(1, Math.floor(20_000 / getTableConfig(table).columns.length));
      for (let i = 0; i < rows.length; i += chunk) {
        await tx.insert(table).values(rows.slice(i, i + chunk) as never);
      }
    }
    const serialTables = inserts
      .map(({ table }) => getTableConfig(table))
      .filter((config) => config.columns.some((c) => c.name === 'id' && c.columnType === 'PgSerial'))
      .map((config) => config.name);
    const setvals = serialTables.map(
      (name) =>
        `setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
    );
    await tx.execute(sql.raw(`select ${setvals.join(', ')}`));

    const [demo, other, reviewer] = await hashing;
    const { users } = schema;
    await tx.update(users).set({ passwordHash: demo }).where(eq(users.id, DEMO_CUSTOMER.id));
    await tx.update(users).set({ passwordHash: other }).where(eq(users.id, OTHER_CUSTOMER.id));
    const reviewerIds = REVIEWERS.map((r) => r.id);
    await tx.update(users).set({ passwordHash: reviewer }).where(inArray(users.id, reviewerIds));
    const [left] = await tx.select({ id: users.id }).from(users).where(eq(users.passwordHash, placeholder)).limit(1);
    if (left) throw new Error(`seedDatabase: user ${left.id} has no password`);
    await refreshCatalogUpkeep(tx, now);
  });
}
