import type { Query, Schema } from '../src/api/types';

/**
 * A product listing's state lives in the URL query, so a listing can be shared, reloaded and gone back to.
 * This module reads the query into a typed state (a value that breaks its rule is left out, as if absent)
 * and writes it back; nothing here touches the router.
 */

export type SortType = Schema<'SortType'>;

export const SORT_TYPES: readonly SortType[] = [
  'newest',
  'most_popular',
  'best_deal',
  'price_low_to_high',
  'price_high_to_low',
  'top_rated',
];

export const DEFAULT_SORT: SortType = 'newest';

/** Products per page (docs/requirements.md §9: 10 items per page). */
export const PER_PAGE = 10;

/** The contract's limit on the search text. */
const SEARCH_MAX_LENGTH = 255;

export interface ListingState {
  /** The search text, '' for none. */
  search: string;
  categoryId: number | null;
  subcategoryId: number | null;
  shopId: number | null;
  brandId: number | null;
  colorId: number | null;
  sizeId: number | null;
  /** At least this many stars, 1..5. */
  rating: number | null;
  /** Bounds of the price paid, in the default currency. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortType;
  /** From 1. */
  page: number;
}

/** What a page fixes for its listing: the sort of /most-popular, the category of /categories/{slug}. */
export interface ListingScope {
  sort?: SortType;
  categoryId?: number;
}

export type FilterPatch = Partial<Omit<ListingState, 'page' | 'sort'>>;

export const EMPTY_LISTING: ListingState = {
  search: '',
  categoryId: null,
  subcategoryId: null,
  shopId: null,
  brandId: null,
  colorId: null,
  sizeId: null,
  rating: null,
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/** The query names, in the order they are written. */
const ID_KEYS = {
  categoryId: 'category',
  subcategoryId: 'subcategory',
  shopId: 'shop',
  brandId: 'brand',
  colorId: 'color',
  sizeId: 'size',
} as const;

type IdField = keyof typeof ID_KEYS;

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function price(text: string | null): number | null {
  if (text === null || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

function sortType(text: string | null): SortType {
  return SORT_TYPES.find((sort) => sort === text) ?? DEFAULT_SORT;
}

/** Reads a query string (with or without its `?`); the scope's values win over the query's. */
export function parseListingQuery(query: string, scope: ListingScope = {}): ListingState {
  const params = new URLSearchParams(query);
  const state: ListingState = { ...EMPTY_LISTING };
  state.search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  for (const field of Object.keys(ID_KEYS) as IdField[]) {
    state[field] = positiveInteger(params.get(ID_KEYS[field]));
  }
  const rating = positiveInteger(params.get('rating'));
  state.rating = rating !== null && rating <= 5 ? rating : null;
  state.minPrice = price(params.get('min_price'));
  state.maxPrice = price(params.get('max_price'));
  // A range whose ends are the wrong way round means nothing: drop it rather than guess.
  if (state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice) {
    state.minPrice = null;
    state.maxPrice = null;
  }
  state.sort = sortType(params.get('sort'));
  state.page = positiveInteger(params.get('page')) ?? 1;
  return applyScope(state, scope);
}

function applyScope(state: ListingState, scope: ListingScope): ListingState {
  return {
    ...state,
    ...(scope.sort !== undefined && { sort: scope.sort }),
    ...(scope.categoryId !== undefined && { categoryId: scope.categoryId }),
  };
}

/** Writes the state as a query string without `?`, leaving out defaults and what the scope fixes. */
export function serializeListingQuery(state: ListingState, scope: ListingScope = {}): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const field of Object.keys(ID_KEYS) as IdField[]) {
    if (field === 'categoryId' && scope.categoryId !== undefined) continue;
    const value = state[field];
    if (value !== null) params.set(ID_KEYS[field], String(value));
  }
  if (state.rating !== null) params.set('rating', String(state.rating));
  if (state.minPrice !== null) params.set('min_price', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max_price', String(state.maxPrice));
  if (scope.sort === undefined && state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/**
 * The state after the shopper changed filters: back to page 1. A new category drops its subcategory, and
 * a new search, shop, category or subcategory drops brand, colour and size, whose choices depend on them.
 */
export function changeFilters(state: ListingState, patch: FilterPatch): ListingState {
  const next: ListingState = { ...state, ...patch, page: 1 };
  const changed = (field: keyof FilterPatch) => field in patch && patch[field] !== state[field];
  if (changed('categoryId') && !('subcategoryId' in patch)) next.subcategoryId = null;
  if (['search', 'shopId', 'categoryId', 'subcategoryId'].some((field) => changed(field as keyof FilterPatch))) {
    if (!('brandId' in patch)) next.brandId = null;
    if (!('colorId' in patch)) next.colorId = null;
    if (!('sizeId' in patch)) next.sizeId = null;
  }
  return next;
}

export function changeSort(state: ListingState, sort: SortType): ListingState {
  return { ...state, sort, page: 1 };
}

/** The filters a shopper can clear (search and sort stay; the scope's category is not the shopper's). */
export function activeFilterCount(state: ListingState, scope: ListingScope = {}): number {
  const fields: (keyof FilterPatch)[] = ['subcategoryId', 'shopId', 'brandId', 'colorId', 'sizeId', 'rating'];
  if (scope.categoryId === undefined) fields.push('categoryId');
  const priced = state.minPrice !== null || state.maxPrice !== null ? 1 : 0;
  return fields.filter((field) => state[field] !== null).length + priced;
}

/** Every filter off, page 1; the search text and the sort stay. */
export function clearFilters(state: ListingState, scope: ListingScope = {}): ListingState {
  return applyScope({ ...EMPTY_LISTING, search: state.search, sort: state.sort }, scope);
}

/** The GET /products query for a state. */
export function toProductsQuery(state: ListingState): Query<'listProducts'> {
  const query: Query<'listProducts'> = { page: state.page, per_page: PER_PAGE, sort_type: state.sort };
  if (state.search) query.search = state.search;
  if (state.categoryId !== null) query.category_id = state.categoryId;
  if (state.subcategoryId !== null) query.sub_category_id = state.subcategoryId;
  if (state.shopId !== null) query.shop_id = state.shopId;
  if (state.brandId !== null) query.brand_id = state.brandId;
  if (state.colorId !== null) query.color_id = state.colorId;
  if (state.sizeId !== null) query.size_id = state.sizeId;
  if (state.rating !== null) query.rating = state.rating;
  if (state.minPrice !== null) query.min_price = state.minPrice;
  if (state.maxPrice !== null) query.max_price = state.maxPrice;
  return query;
}
