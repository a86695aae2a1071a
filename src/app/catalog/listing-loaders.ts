import { useMemo } from 'react';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import type { Query, Schema } from '../../api/types';
import { useApiClient } from '../session/ApiContext';

export type Category = Schema<'Category'>;
export type SubCategory = Schema<'SubCategory'>;
export type ShopChoice = Pick<Schema<'ShopCard'>, 'id' | 'name'>;
export type ProductFilters = Schema<'ProductFilters'>;
export type ProductCardData = Schema<'ProductCard'>;

/** One page of a listing: GET /products's data. */
export interface ProductPage {
  total: number;
  products: ProductCardData[];
  filters: ProductFilters;
}

/** The reads a listing makes; pages pass the real ones, tests pass fakes. */
export interface ListingLoaders {
  products: (query: Query<'listProducts'>, signal: AbortSignal) => Promise<ProductPage>;
  categories: (signal: AbortSignal) => Promise<Category[]>;
  subCategories: (categoryId: number, signal: AbortSignal) => Promise<SubCategory[]>;
  shops: (signal: AbortSignal) => Promise<ShopChoice[]>;
}

/** Enough for every choice in one list (the contract's largest page). */
const ALL = { page: 1, per_page: 100 };

/** The listing's reads over the session's API client. */
export function useListingLoaders(): ListingLoaders {
  const client = useApiClient();
  return useMemo(() => {
    const catalog = catalogEndpoints(client);
    return {
      products: (query, signal) => catalog.listProducts(query, signal).then((body) => body.data),
      categories: (signal) => catalog.listCategories(ALL, signal).then((body) => body.data.categories),
      subCategories: (categoryId, signal) =>
        catalog.listSubCategories({ category_id: categoryId }, signal).then((body) => body.data.sub_categories),
      shops: (signal) => catalog.listShops(ALL, signal).then((body) => body.data.shops),
    };
  }, [client]);
}
