import { useMemo } from 'react';
import { ordersEndpoints } from '../../api/endpoints/orders';
import type { Schema } from '../../api/types';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** Orders per page of the history (docs/requirements.md §9: 10 items per page). */
export const ORDERS_PER_PAGE = 10;

/** Recent orders the dashboard shows: the first page of the history, this long. */
export const RECENT_ORDERS = 5;

/** Where the shopper is in the history: a status (null: every one) and a page from 1. */
export interface OrderHistoryPageQuery {
  status: Schema<'OrderStatusFilter'> | null;
  page: number;
}

function useOrdersCalls() {
  const client = useApiClient();
  return useMemo(() => ordersEndpoints(client), [client]);
}

/** A page of the customer's orders, newest first, narrowed by status, with the counts per status (GET /orders). */
export function useOrderHistory(query: OrderHistoryPageQuery) {
  const orders = useOrdersCalls();
  return useResource(
    (params: OrderHistoryPageQuery, signal) =>
      orders
        .listOrders(
          {
            ...(params.status !== null && { order_status: params.status }),
            page: params.page,
            per_page: ORDERS_PER_PAGE,
          },
          signal,
        )
        .then((answer) => answer.data),
    query,
  );
}

/** The dashboard's overview: the newest orders and the counts per status, in one call (GET /orders). */
export function useOrdersOverview() {
  const orders = useOrdersCalls();
  return useResource(
    (_: null, signal) => orders.listOrders({ page: 1, per_page: RECENT_ORDERS }, signal).then((answer) => answer.data),
    null,
  );
}
