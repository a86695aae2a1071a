import { useMemo } from 'react';
import { returnsEndpoints } from '../../api/endpoints/returns';
import { ApiError } from '../../api/errors';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** Return requests per page (as the order history). */
export const RETURNS_PER_PAGE = 10;

function useReturnsCalls() {
  const client = useApiClient();
  return useMemo(() => returnsEndpoints(client), [client]);
}

/** A page of the customer's return requests, newest first (GET /return-orders). */
export function useReturnOrders(page: number) {
  const returns = useReturnsCalls();
  return useResource(
    (params: { page: number }, signal) =>
      returns.listReturnOrders({ page: params.page, per_page: RETURNS_PER_PAGE }, signal).then((answer) => answer.data),
    { page },
  );
}

/**
 * One of the customer's return requests, by the id its page's URL names (null: not a valid id, so not found
 * without asking). `request` is that return once loaded; `status` is the failure to show (404: not theirs).
 */
export function useReturnOrderDetails(returnId: number | null) {
  const returns = useReturnsCalls();
  const details = useResource(
    ({ id }: { id: number | null }, signal) =>
      id === null
        ? Promise.reject(new ApiError(404, 'Not found'))
        : returns.getReturnOrder(id, signal).then((answer) => answer.data.return_order),
    { id: returnId },
  );
  // The last answer stays while another return loads: show only the answer to the return the URL names.
  const request = details.current;
  const status = returnId === null ? 404 : details.errorStatus;
  return { details, request, status };
}
