import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { ServerDeps } from '../deps';
import { fieldError } from '../http/http-error';
import { pageWindow } from '../http/paging';
import { say } from '../i18n/say';
import { selectCards, toProductCards } from './product-cards';
import {
  filterChoices,
  groupCondition,
  narrowingConditions,
  type ProductQuery,
  scopeCondition,
} from './product-filters';
import { matchSearch, type SearchMatch } from './product-search';
import { sortCondition, sortOrder } from './product-sorting';
import { listedProductCount } from './shops';

/** Whether only the scope (and a brand) narrows the listing: no colour, size, rating, price or best-deal filter. */
function onlyScoped(query: ProductQuery): boolean {
  return (
    (query.sort_type ?? 'newest') !== 'best_deal' &&
    !query.color_id &&
    !query.size_id &&
    !query.rating &&
    query.min_price === undefined &&
    query.max_price === undefined
  );
}

/**
 * How many products match: summed from product_groups, or read from search_words for a word alone, when nothing
 * else narrows the listing; counted over an index otherwise.
 */
async function matchingTotal(db: Db, query: ProductQuery, search: SearchMatch | undefined, where: SQL) {
  if (onlyScoped(query)) {
    if (!search) return listedProductCount(db, groupCondition(query, query.brand_id));
    const single = search.summaries?.singleWordProducts;
    const scoped = query.shop_id || query.category_id || query.sub_category_id || query.brand_id;
    if (single !== undefined && !scoped) return single;
  }
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

/** GET /products: one page of matching product cards, the total, and the filter panel's choices. */
export async function listProducts(
  deps: ServerDeps,
  query: ProductQuery,
  userId: number | null,
): Promise<Answer<'listProducts'>['data']> {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw fieldError('max_price', say('catalog.maxBelowMin'));
  }
  const { db } = deps;
  const sortType = query.sort_type ?? 'newest';
  const text = query.search?.trim();
  const search = text ? await matchSearch(db, text) : undefined;
  const scope = scopeCondition(query, search);
  const where = and(scope, ...narrowingConditions(query), sortCondition(sortType)) as SQL;
  const { limit, offset } = pageWindow(query);
  // The page's ids first, from the sort's index alone however deep the page; then the cards of those ten.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...sortOrder(sortType))
    .limit(limit)
    .offset(offset);

  const [rows, total, filters] = await Promise.all([
    selectCards(db)
      .where(inArray(products.id, pageIds))
      .orderBy(...sortOrder(sortType)),
    matchingTotal(db, query, search, where),
    filterChoices(db, query, scope, search),
  ]);
  return { total, products: await toProductCards(deps, rows, userId), filters };
}
