import { useMemo } from 'react';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import { ApiError } from '../../api/errors';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';
import { useSessionSelector } from '../session/SessionProvider';

/** Shops per page of the list (docs/requirements.md §9: 10 items per page). */
export const SHOPS_PER_PAGE = 10;

/** A shop's products per page (docs/requirements.md §9: 10 items per page). */
export const SHOP_PRODUCTS_PER_PAGE = 10;

/** One row of popular products on a wide screen. */
const POPULAR_COUNT = 5;

function useCatalogCalls() {
  const client = useApiClient();
  return useMemo(() => catalogEndpoints(client), [client]);
}

/** A page of the marketplace's shops (GET /shops). */
export function useShops(page: number) {
  const catalog = useCatalogCalls();
  return useResource(
    (params: { page: number }, signal) =>
      catalog.listShops({ page: params.page, per_page: SHOPS_PER_PAGE }, signal).then((answer) => answer.data),
    { page },
  );
}

/** One shop by the id its page's URL names (null: not a valid id, so not found without asking). */
export function useShop(shopId: number | null) {
  const catalog = useCatalogCalls();
  return useResource(
    ({ id }: { id: number | null }, signal) =>
      id === null
        ? Promise.reject(new ApiError(404, 'Not found'))
        : catalog.getShop(id, signal).then((answer) => answer.data.shop),
    { id: shopId },
  );
}

/** The categories a shop sells in (GET /shop-categories). */
export function useShopCategories(shopId: number) {
  const catalog = useCatalogCalls();
  return useResource(
    ({ shop }: { shop: number }, signal) =>
      catalog.listShopCategories({ shop_id: shop }, signal).then((answer) => answer.data.categories),
    { shop: shopId },
  );
}

/**
 * A page of a shop's products, narrowed to a category (null: all). Read again after a sign-in or out, so the
 * wishlist hearts are the shopper's.
 */
export function useShopProducts(shopId: number, page: number, categoryId: number | null) {
  const catalog = useCatalogCalls();
  const signedIn = useSessionSelector(selectIsSignedIn);
  return useResource(
    (params: { shop: number; page: number; category: number | null; signedIn: boolean }, signal) =>
      catalog
        .listProducts(
          {
            shop_id: params.shop,
            page: params.page,
            per_page: SHOP_PRODUCTS_PER_PAGE,
            ...(params.category !== null && { category_id: params.category }),
          },
          signal,
        )
        .then((answer) => answer.data),
    { shop: shopId, page, category: categoryId, signedIn },
  );
}

/** A shop's best sellers, one row of them; read again after a sign-in or out, for the hearts. */
export function useShopPopularProducts(shopId: number) {
  const catalog = useCatalogCalls();
  const signedIn = useSessionSelector(selectIsSignedIn);
  return useResource(
    ({ shop }: { shop: number; signedIn: boolean }, signal) =>
      catalog
        .listShopPopularProducts({ shop_id: shop, per_page: POPULAR_COUNT }, signal)
        .then((answer) => answer.data.products),
    { shop: shopId, signedIn },
  );
}
