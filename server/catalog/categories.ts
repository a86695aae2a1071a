import { and, asc, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { categories, productGroups, products, subCategories } from '../db/schema';

export type Category = Schema<'Category'>;
type CategoryRow = typeof categories.$inferSelect;
type SubCategoryRow = typeof subCategories.$inferSelect;

/** Categories in their display order. */
export const categoryOrder = [asc(categories.position), asc(categories.id)];

export function toSubCategory(row: SubCategoryRow): Schema<'SubCategory'> {
  return { id: row.id, name: row.name, slug: row.slug, thumbnail: row.thumbnail };
}

/** The categories with their sub-categories (those matching `subCondition`, when given), in one more query. */
export async function withSubCategories(db: Db, rows: CategoryRow[], subCondition?: SQL): Promise<Category[]> {
  if (rows.length === 0) return [];
  const subs = await db
    .select()
    .from(subCategories)
    .where(
      and(
        inArray(
          subCategories.categoryId,
          rows.map((row) => row.id),
        ),
        subCondition,
      ),
    )
    .orderBy(asc(subCategories.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    thumbnail: row.thumbnail,
    sub_categories: subs.filter((sub) => sub.categoryId === row.id).map(toSubCategory),
  }));
}

/**
 * The categories that hold at least one product matching `productCondition`, each with only the
 * sub-categories that do (a shop's categories, a product's, a flash sale's).
 */
export async function categoriesHolding(db: Db, productCondition: SQL): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(inArray(categories.id, db.select({ id: products.categoryId }).from(products).where(productCondition)))
    .orderBy(...categoryOrder);
  const heldSubCategories = db
    .select({ id: products.subCategoryId })
    .from(products)
    .where(and(productCondition, isNotNull(products.subCategoryId)));
  return withSubCategories(db, rows, inArray(subCategories.id, heldSubCategories));
}

/** The categories, and sub-categories, of the listed products in the product_groups rows `groupCondition` picks. */
export async function categoriesOfGroups(db: Db, groupCondition: SQL): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(
      inArray(categories.id, db.select({ id: productGroups.categoryId }).from(productGroups).where(groupCondition)),
    )
    .orderBy(...categoryOrder);
  const heldSubCategories = db
    .select({ id: productGroups.subCategoryId })
    .from(productGroups)
    .where(and(groupCondition, isNotNull(productGroups.subCategoryId)));
  return withSubCategories(db, rows, inArray(subCategories.id, heldSubCategories));
}
