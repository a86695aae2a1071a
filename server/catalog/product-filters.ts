import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Query, Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { brands, colors, productColors, productGroups, productSizes, products, searchWords, sizes } from '../db/schema';
import { isListed } from './product-cards';
import type { SearchMatch } from './product-search';

export type ProductQuery = Query<'listProducts'>;
type ProductFilters = Schema<'ProductFilters'>;

/**
 * What the filter panel's choices are computed over: listed products the search finds (product-search.ts), of the
 * shop, category and sub-category asked for.
 */
export function scopeCondition(query: ProductQuery, search: SearchMatch | undefined): SQL {
  return and(
    isListed,
    search?.condition,
    query.shop_id ? eq(products.shopId, query.shop_id) : undefined,
    query.category_id ? eq(products.categoryId, query.category_id) : undefined,
    query.sub_category_id ? eq(products.subCategoryId, query.sub_category_id) : undefined,
  ) as SQL;
}

/** The filters the panel sets: brand, colour, size, rating and the (stored) price paid. */
export function narrowingConditions(query: ProductQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.brand_id) conditions.push(eq(products.brandId, query.brand_id));
  if (query.color_id) {
    const colorId = query.color_id;
    conditions.push(
      sql`exists (select 1 from ${productColors} where ${productColors.productId} = ${products.id} and ${productColors.colorId} = ${colorId})`,
    );
  }
  if (query.size_id) {
    const sizeId = query.size_id;
    conditions.push(
      sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.sizeId} = ${sizeId})`,
    );
  }
  if (query.rating) conditions.push(gte(products.rating, query.rating));
  if (query.min_price !== undefined) conditions.push(gte(products.paidPrice, query.min_price));
  if (query.max_price !== undefined) conditions.push(lte(products.paidPrice, query.max_price));
  return conditions;
}

/** Whether the shop, category and sub-category alone scope the listing (no search). */
export function isGroupScope(query: ProductQuery): boolean {
  return !query.search?.trim();
}

/** The product_groups rows of a shop, category and sub-category, and of one brand when `brandId` is given. */
export function groupCondition(query: ProductQuery, brandId?: number): SQL | undefined {
  return and(
    query.shop_id ? eq(productGroups.shopId, query.shop_id) : undefined,
    query.category_id ? eq(productGroups.categoryId, query.category_id) : undefined,
    query.sub_category_id ? eq(productGroups.subCategoryId, query.sub_category_id) : undefined,
    brandId ? eq(productGroups.brandId, brandId) : undefined,
  );
}

/**
 * Rows of (brand ids, colour ids, size ids, lowest and highest price paid) whose union is the scope's: a few
 * summary rows when product_groups or search_words hold the scope, one row per matching product otherwise.
 */
function summaryRows(query: ProductQuery, scope: SQL, search: SearchMatch | undefined): SQL {
  const fromGroups = (where: SQL | undefined) =>
    sql`select array[${productGroups.brandId}] as brand_ids, ${productGroups.colorIds} as color_ids, ${productGroups.sizeIds} as size_ids, ${productGroups.minPaidPrice} as min_paid, ${productGroups.maxPaidPrice} as max_paid from ${productGroups} ${where ? sql`where ${where}` : sql``}`;
  if (!search) return fromGroups(groupCondition(query));
  const scoped = query.shop_id || query.category_id || query.sub_category_id;
  const summaries = search.summaries;
  if (summaries && !scoped) {
    const { words, brandIds, shopIds } = summaries;
    const byBrandOrShop = or(
      brandIds.length > 0 ? inArray(productGroups.brandId, brandIds) : undefined,
      shopIds.length > 0 ? inArray(productGroups.shopId, shopIds) : undefined,
    );
    return sql`select ${searchWords.brandIds} as brand_ids, ${searchWords.colorIds} as color_ids, ${searchWords.sizeIds} as size_ids, ${searchWords.minPaidPrice} as min_paid, ${searchWords.maxPaidPrice} as max_paid from ${searchWords} where ${words.length > 0 ? inArray(searchWords.word, words) : sql`false`} union all ${fromGroups(byBrandOrShop ?? sql`false`)}`;
  }
  const ofProduct = (table: typeof productColors | typeof productSizes, column: SQL) =>
    sql`coalesce((select array_agg(${column}) from ${table} where ${table.productId} = ${products.id}), '{}')`;
  return sql`select array[${products.brandId}] as brand_ids, ${ofProduct(productColors, sql`${productColors.colorId}`)} as color_ids, ${ofProduct(productSizes, sql`${productSizes.sizeId}`)} as size_ids, ${products.paidPrice} as min_paid, ${products.paidPrice} as max_paid from ${products} where ${scope}`;
}

/** The filter panel's choices over the products in `scope` (see `scopeCondition`). */
export async function filterChoices(
  db: Db,
  query: ProductQuery,
  scope: SQL,
  search: SearchMatch | undefined,
): Promise<ProductFilters> {
  const rows = summaryRows(query, scope, search);
  const ids = (column: 'size_ids' | 'color_ids' | 'brand_ids') =>
    sql`(select unnest(${sql.raw(column)}) from (${rows}) as summary)`;
  const [sizeRows, colorRows, brandRows, range] = await Promise.all([
    db
      .select({ id: sizes.id, name: sizes.name })
      .from(sizes)
      .where(inArray(sizes.id, ids('size_ids')))
      .orderBy(asc(sizes.id)),
    db
      .select({ id: colors.id, name: colors.name, color_code: colors.colorCode })
      .from(colors)
      .where(inArray(colors.id, ids('color_ids')))
      .orderBy(asc(colors.name)),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(inArray(brands.id, ids('brand_ids')))
      .orderBy(asc(brands.name)),
    db.execute<{ min: string | null; max: string | null }>(
      sql`select min(min_paid) as min, max(max_paid) as max from (${rows}) as summary`,
    ),
  ]);
  const [first] = (range as unknown as { rows: { min: string | null; max: string | null }[] }).rows;
  return {
    sizes: sizeRows,
    colors: colorRows,
    brands: brandRows,
    min_price: Number(first?.min ?? 0),
    max_price: Number(first?.max ?? 0),
  };
}
