import type { Schema } from '../../api/types';
import { pageParamOf, type UrlQueryControls, useUrlQuery } from '../common/url-query';

export type OrderStatusFilter = Schema<'OrderStatusFilter'>;

/** The filters of the order history, in the order they are offered. */
export const ORDER_STATUS_FILTERS: readonly OrderStatusFilter[] = [
  'pending',
  'confirm',
  'processing',
  'pickup',
  'on_the_way',
  'delivered',
  'cancelled',
];

/** Where the shopper is in the order history, kept in the URL (`?status=pending&page=2`). */
export interface OrderHistoryQuery {
  /** Null: every status. */
  status: OrderStatusFilter | null;
  /** From 1. */
  page: number;
}

function isStatusFilter(value: string | null): value is OrderStatusFilter {
  return value !== null && (ORDER_STATUS_FILTERS as readonly string[]).includes(value);
}

/** Reads the query; an unknown status means every status, a page that is not a positive whole number means 1. */
export function parseOrderHistoryQuery(search: string): OrderHistoryQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return { status: isStatusFilter(status) ? status : null, page: pageParamOf(params) };
}

/** The query for a place, leaving out the defaults (every status, page 1). */
export function orderHistoryQueryString(query: OrderHistoryQuery): string {
  const params = new URLSearchParams();
  if (query.status !== null) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The order history's place from the URL, and ways to change it (each change is a new history entry). */
export function useOrderHistoryQuery(): UrlQueryControls<OrderHistoryQuery> {
  return useUrlQuery(parseOrderHistoryQuery, orderHistoryQueryString);
}
