import { useMemo } from 'react';
import type { ApiClient } from '../../api/client';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import { vouchersEndpoints } from '../../api/endpoints/vouchers';
import type { Answer, Query, Schema } from '../../api/types';
import type { CollectVoucherAnswer } from '../../machines/vouchers/voucher.machine';
import type { Coupon } from '../../machines/vouchers/vouchers.types';
import { useApiClient } from '../session/ApiContext';

export type ProductDetailsData = Answer<'getProductDetails'>['data'];
export type ProductDetails = Schema<'ProductDetails'>;
export type ReviewsPage = Answer<'listReviews'>['data'];
export type ReviewsQuery = Query<'listReviews'> & { product_id: number; page: number; per_page: number };

/** The calls the product page makes; the page passes the real ones, tests pass fakes. */
export interface ProductDetailsCalls {
  loadProduct: (productId: number, signal: AbortSignal) => Promise<ProductDetailsData>;
  loadReviews: (query: ReviewsQuery, signal: AbortSignal) => Promise<ReviewsPage>;
  loadVouchers: (shopId: number, signal: AbortSignal) => Promise<Coupon[]>;
  collectVoucher: (couponId: number, signal: AbortSignal) => Promise<CollectVoucherAnswer>;
}

/** The product page's calls over the session's client (its token, its 401 handling). */
export function useProductDetailsCalls(): ProductDetailsCalls {
  const client = useApiClient();
  return useMemo(() => productDetailsCalls(client), [client]);
}

function productDetailsCalls(client: ApiClient): ProductDetailsCalls {
  const catalog = catalogEndpoints(client);
  const vouchers = vouchersEndpoints(client);
  return {
    loadProduct: async (productId, signal) => (await catalog.getProductDetails({ product_id: productId }, signal)).data,
    loadReviews: async (query, signal) => (await catalog.listReviews(query, signal)).data,
    loadVouchers: async (shopId, signal) => (await vouchers.getVouchers({ shop_id: shopId }, signal)).data.coupons,
    collectVoucher: (couponId, signal) => vouchers.collectVoucher({ coupon_id: couponId }, signal),
  };
}
