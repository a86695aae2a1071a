import { and, asc, count, countDistinct, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Answer, Query, Schema } from '../../src/api/types';
import { contentTexts, textOf } from '../content/shop-content';
import type { Db } from '../db/client';
import { productGroups, shops, siteSettings } from '../db/schema';
import { notFound } from '../http/http-error';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';
import { containsPattern } from './search-pattern';

/**
 * A shop card's columns: its review count is kept on the shop, its product count summed from its product_groups
 * rows (catalog-upkeep.ts), so a page of shops is one query that reads none of their products.
 */
function shopCardColumns(db: Db) {
  const productCount = db
    .select({ total: sql`coalesce(sum(${productGroups.products}), 0)` })
    .from(productGroups)
    .where(eq(productGroups.shopId, shops.id));
  return {
    id: shops.id,
    name: shops.name,
    logo: shops.logo,
    banner: shops.banner,
    rating: shops.rating,
    total_reviews: shops.totalReviews,
    total_products: sql<number>`(${productCount})`.mapWith(Number),
  };
}

const shopOrder = [desc(shops.rating), asc(shops.id)];

/** Shop cards with their names in the caller's language (server/content/shop-content.ts). */
async function named<T extends { id: number; name: string }>(db: Db, cards: T[]): Promise<T[]> {
  const names = await contentTexts(
    db,
    'shop',
    cards.map((card) => card.id),
    ['name'],
  );
  return names.size === 0 ? cards : cards.map((card) => ({ ...card, name: textOf(names, card.id, 'name', card.name) }));
}

/** In single-vendor mode (`multi_vendor` false in the settings) the marketplace is its first shop alone. */
export async function vendorModeCondition(db: Db): Promise<SQL | undefined> {
  const [settings] = await db.select({ master: siteSettings.master }).from(siteSettings).where(eq(siteSettings.id, 1));
  const multiVendor = (settings?.master as { multi_vendor?: boolean } | undefined)?.multi_vendor;
  return multiVendor === false ? sql`${shops.id} = (select min(${shops.id}) from ${shops})` : undefined;
}

/** The home page's shops: all of them, best rated first. */
export async function homeShops(db: Db): Promise<Schema<'ShopCard'>[]> {
  const cards = await db
    .select(shopCardColumns(db))
    .from(shops)
    .where(await vendorModeCondition(db))
    .orderBy(...shopOrder);
  return named(db, cards);
}

/** GET /shops: a page of shops whose name contains `search`, best rated first. */
export async function listShops(db: Db, query: Query<'listShops'>): Promise<Answer<'listShops'>['data']> {
  const search = query.search?.trim();
  const where = and(await vendorModeCondition(db), search ? ilike(shops.name, containsPattern(search)) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(shopCardColumns(db))
      .from(shops)
      .where(where)
      .orderBy(...shopOrder)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return { total: counted?.total ?? 0, shops: await named(db, rows) };
}

/** The listed products of the product_groups rows `groupCondition` picks, summed without reading the products. */
export async function listedProductCount(db: Db, groupCondition?: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${productGroups.products})` })
    .from(productGroups)
    .where(groupCondition);
  return Number(row?.total ?? 0);
}

/** The shop's id, or 404 when no shop has it. */
export async function requireShop(db: Db, shopId: number): Promise<number> {
  const [found] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!found) throw notFound(say('catalog.shopNotFound'));
  return found.id;
}

/** GET /shops/{shop}: the shop page header and about tab. */
export async function shopDetails(db: Db, shopId: number): Promise<Schema<'ShopDetails'>> {
  const categoryCount = db
    .select({ total: countDistinct(productGroups.categoryId) })
    .from(productGroups)
    .where(eq(productGroups.shopId, shops.id));
  const [row] = await db
    .select({
      ...shopCardColumns(db),
      total_categories: sql<number>`(${categoryCount})`.mapWith(Number),
      description: shops.description,
      address: shops.address,
      phone: shops.phone,
      email: shops.email,
      createdAt: shops.createdAt,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw notFound(say('catalog.shopNotFound'));
  const { createdAt, ...shop } = row;
  const texts = await contentTexts(db, 'shop', [shopId], ['name', 'description']);
  return {
    ...shop,
    name: textOf(texts, shopId, 'name', shop.name),
    description: textOf(texts, shopId, 'description', shop.description),
    created_at: createdAt.toISOString(),
  };
}
