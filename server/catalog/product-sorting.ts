import { asc, desc, gt, type SQL } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { products } from '../db/schema';

export type SortType = Schema<'SortType'>;

/**
 * The listing order `sort_type` names, each served by an index of products (db/tables/catalog.ts); ties go to the
 * newer product, so pages never overlap. Prices are the stored price paid (catalog-upkeep.ts).
 */
export function sortOrder(sortType: SortType): SQL[] {
  switch (sortType) {
    case 'most_popular':
      return [desc(products.totalSold), desc(products.id)];
    case 'best_deal':
      return [desc(products.dealPercentage), desc(products.id)];
    case 'price_low_to_high':
      return [asc(products.paidPrice), desc(products.id)];
    case 'price_high_to_low':
      return [desc(products.paidPrice), desc(products.id)];
    case 'top_rated':
      return [desc(products.rating), desc(products.totalReviews), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** A sort that is also a filter: `best_deal` lists discounted products only. */
export function sortCondition(sortType: SortType): SQL | undefined {
  return sortType === 'best_deal' ? gt(products.dealPercentage, 0) : undefined;
}
