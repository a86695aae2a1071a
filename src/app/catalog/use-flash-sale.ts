import { useMemo } from 'react';
import { catalogEndpoints } from '../../api/endpoints/catalog';
import { ApiError } from '../../api/errors';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';
import { useSessionSelector } from '../session/SessionProvider';

/** Products per page of a sale (docs/requirements.md §9: 10 items per page). */
export const SALE_PRODUCTS_PER_PAGE = 10;

interface SaleParams {
  id: number | null;
  page: number;
  category: number | null;
  signedIn: boolean;
}

/**
 * A flash sale by the id its page's URL names (null: not a valid id, so not found without asking), with a page
 * of its products narrowed to a category (null: all). Read again after a sign-in or out, for the hearts.
 */
export function useFlashSale(saleId: number | null, page: number, categoryId: number | null) {
  const client = useApiClient();
  const catalog = useMemo(() => catalogEndpoints(client), [client]);
  const signedIn = useSessionSelector(selectIsSignedIn);
  return useResource(
    ({ id, page, category }: SaleParams, signal) =>
      id === null
        ? Promise.reject(new ApiError(404, 'Not found'))
        : catalog
            .getFlashSaleDetails(
              id,
              { page, per_page: SALE_PRODUCTS_PER_PAGE, ...(category !== null && { category_id: category }) },
              signal,
            )
            .then((answer) => answer.data),
    { id: saleId, page, category: categoryId, signedIn },
  );
}
