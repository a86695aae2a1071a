import { asc, desc, gt, type SQL } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { products } from '../db/schema';
import type { OfferPriceSql } from './offer-price-sql';

export type SortType = Schema<'SortType'>;

/** The listing order `sort_type` names; ties go to the newer product, so pages never overlap. */
export function sortOrder(sortType: SortType, prices: OfferPriceSql): SQL[] {
  switch (sortType) {
    case 'most_popular':
      return [desc(products.totalSold), desc(products.id)];
    case 'best_deal':
      return [desc(prices.discountPercentage), desc(products.id)];
    case 'price_low_to_high':
      return [asc(prices.paid), desc(products.id)];
    case 'price_high_to_low':
      return [desc(prices.paid), desc(products.id)];
    case 'top_rated':
      return [desc(products.rating), desc(products.totalReviews), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** A sort that is also a filter: `best_deal` lists discounted products only. */
export function sortCondition(sortType: SortType, prices: OfferPriceSql): SQL | undefined {
  return sortType === 'best_deal' ? gt(prices.discountPercentage, 0) : undefined;
}
