import { type ApiClient, unwrap } from '../client';
import type { JsonBody, PathParams, Query } from '../types';

/** Home, product listings and details, reviews, categories, shops and flash sales. */
export function catalogEndpoints(client: ApiClient) {
  return {
    getHome: (query: Query<'getHome'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/home', { params: { query }, signal })),
    listProducts: (query: Query<'listProducts'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/products', { params: { query }, signal })),
    getSearchSuggestions: (query: Query<'getSearchSuggestions'>, signal?: AbortSignal) =>
      unwrap(client.GET('/search-suggestions', { params: { query }, signal })),
    getProductDetails: (query: Query<'getProductDetails'>, signal?: AbortSignal) =>
      unwrap(client.GET('/product-details', { params: { query }, signal })),
    listReviews: (query: Query<'listReviews'>, signal?: AbortSignal) =>
      unwrap(client.GET('/reviews', { params: { query }, signal })),
    createProductReview: (body: JsonBody<'createProductReview'>, signal?: AbortSignal) =>
      unwrap(client.POST('/product-review', { body, signal })),
    listCategories: (query: Query<'listCategories'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/categories', { params: { query }, signal })),
    listSubCategories: (query: Query<'listSubCategories'>, signal?: AbortSignal) =>
      unwrap(client.GET('/sub-categories', { params: { query }, signal })),
    listShops: (query: Query<'listShops'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/shops', { params: { query }, signal })),
    getShop: (shop: PathParams<'getShop'>['shop'], signal?: AbortSignal) =>
      unwrap(client.GET('/shops/{shop}', { params: { path: { shop } }, signal })),
    listShopCategories: (query: Query<'listShopCategories'>, signal?: AbortSignal) =>
      unwrap(client.GET('/shop-categories', { params: { query }, signal })),
    listShopPopularProducts: (query: Query<'listShopPopularProducts'>, signal?: AbortSignal) =>
      unwrap(client.GET('/shops/popular-products', { params: { query }, signal })),
    listFlashSales: (signal?: AbortSignal) => unwrap(client.GET('/flash-sales', { signal })),
    getFlashSaleDetails: (
      id: PathParams<'getFlashSaleDetails'>['id'],
      query: Query<'getFlashSaleDetails'> = {},
      signal?: AbortSignal,
    ) => unwrap(client.GET('/flash-sale/{id}/details', { params: { path: { id }, query }, signal })),
  };
}

export type CatalogEndpoints = ReturnType<typeof catalogEndpoints>;
