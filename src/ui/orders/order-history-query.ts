import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Schema } from '../../api/types';
import { positiveIdOf } from '../../lib/positive-id';

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
  return { status: isStatusFilter(status) ? status : null, page: positiveIdOf(params.get('page')) ?? 1 };
}

/** The query for a place, leaving out the defaults (every status, page 1). */
export function orderHistoryQueryString(query: OrderHistoryQuery): string {
  const params = new URLSearchParams();
  if (query.status !== null) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export interface OrderHistoryQueryControls {
  query: OrderHistoryQuery;
  /** This page's address at another place (a status filter's link). */
  hrefFor: (query: OrderHistoryQuery) => string;
  setPage: (page: number) => void;
}

/** The order history's place from the URL, and ways to change it (each change is a new history entry). */
export function useOrderHistoryQuery(): OrderHistoryQueryControls {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useMemo(() => {
    const query = parseOrderHistoryQuery(search);
    const hrefFor = (next: OrderHistoryQuery) => {
      const written = orderHistoryQueryString(next);
      return written ? `${path}?${written}` : path;
    };
    return { query, hrefFor, setPage: (page) => navigate(hrefFor({ ...query, page })) };
  }, [search, path, navigate]);
}
