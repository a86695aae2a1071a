import { and, asc, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Query, Schema } from '../../src/api/types';
import type { Db } from '../db/client';
import { brands, colors, productColors, productSizes, products, shops, sizes } from '../db/schema';
import type { OfferPriceSql, RunningSales } from './offer-price-sql';
import { isListed } from './product-cards';
import { containsPattern } from './search-pattern';

export type ProductQuery = Query<'listProducts'>;

/**
 * What the filter panel's choices are computed over: active products matching the search text (product name,
 * brand or shop name), shop, category and sub-category. Needs products joined with shops and brands.
 */
export function scopeCondition(query: ProductQuery): SQL {
  const conditions: (SQL | undefined)[] = [isListed];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(products.name, pattern), ilike(brands.name, pattern), ilike(shops.name, pattern)));
  }
  if (query.shop_id) conditions.push(eq(products.shopId, query.shop_id));
  if (query.category_id) conditions.push(eq(products.categoryId, query.category_id));
  if (query.sub_category_id) conditions.push(eq(products.subCategoryId, query.sub_category_id));
  return and(...conditions) as SQL;
}

/** The filters the panel sets: brand, colour, size, rating and the price paid. Needs `prices`' join. */
export function narrowingConditions(query: ProductQuery, prices: OfferPriceSql): SQL[] {
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
  if (query.min_price !== undefined) conditions.push(gte(prices.paid, query.min_price));
  if (query.max_price !== undefined) conditions.push(lte(prices.paid, query.max_price));
  return conditions;
}

/** The filter panel's choices over the products in `scope` (see `scopeCondition`). */
export async function filterChoices(
  db: Db,
  scope: SQL,
  sales: RunningSales,
  prices: OfferPriceSql,
): Promise<Schema<'ProductFilters'>> {
  const scopedIds = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(scope);

  const [sizeRows, colorRows, brandRows, [range]] = await Promise.all([
    db
      .select({ id: sizes.id, name: sizes.name })
      .from(sizes)
      .where(
        exists(
          db
            .select()
            .from(productSizes)
            .where(and(eq(productSizes.sizeId, sizes.id), inArray(productSizes.productId, scopedIds))),
        ),
      )
      .orderBy(asc(sizes.id)),
    db
      .select({ id: colors.id, name: colors.name, color_code: colors.colorCode })
      .from(colors)
      .where(
        exists(
          db
            .select()
            .from(productColors)
            .where(and(eq(productColors.colorId, colors.id), inArray(productColors.productId, scopedIds))),
        ),
      )
      .orderBy(asc(colors.name)),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(
        inArray(brands.id, db.select({ id: products.brandId }).from(products).where(inArray(products.id, scopedIds))),
      )
      .orderBy(asc(brands.name)),
    db
      .select({ min: sql<string | null>`min(${prices.paid})`, max: sql<string | null>`max(${prices.paid})` })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(sales, eq(sales.productId, products.id))
      .where(scope),
  ]);
  return {
    sizes: sizeRows,
    colors: colorRows,
    brands: brandRows,
    min_price: Number(range?.min ?? 0),
    max_price: Number(range?.max ?? 0),
  };
}
