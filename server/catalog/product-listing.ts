import { and, count, eq } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import { brands, products, shops } from '../db/schema';
import type { ServerDeps } from '../deps';
import { fieldError } from '../http/http-error';
import { pageWindow } from '../http/paging';
import { offerPriceSql, runningSalesSubquery } from './offer-price-sql';
import { selectCards, toProductCards } from './product-cards';
import { filterChoices, narrowingConditions, type ProductQuery, scopeCondition } from './product-filters';
import { sortCondition, sortOrder } from './product-sorting';

/** GET /products: one page of matching product cards, the total, and the filter panel's choices. */
export async function listProducts(
  deps: ServerDeps,
  query: ProductQuery,
  userId: number | null,
): Promise<Answer<'listProducts'>['data']> {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw fieldError('max_price', 'The max price field must be greater than or equal to min price.');
  }
  const { db } = deps;
  const sortType = query.sort_type ?? 'newest';
  const sales = runningSalesSubquery(db, deps.now());
  const prices = offerPriceSql(sales);
  const scope = scopeCondition(query);
  const where = and(scope, ...narrowingConditions(query, prices), sortCondition(sortType, prices));
  const { limit, offset } = pageWindow(query);

  const [rows, [counted], filters] = await Promise.all([
    selectCards(db)
      .leftJoin(sales, eq(sales.productId, products.id))
      .where(where)
      .orderBy(...sortOrder(sortType, prices))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(sales, eq(sales.productId, products.id))
      .where(where),
    filterChoices(db, scope, sales, prices),
  ]);
  return { total: counted?.total ?? 0, products: await toProductCards(deps, rows, userId), filters };
}
