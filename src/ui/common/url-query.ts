import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { positiveIdOf } from '../../lib/positive-id';

/** The list's page in the query (`page=2`); anything but a positive whole number means 1. */
export function pageParamOf(params: URLSearchParams): number {
  return positiveIdOf(params.get('page')) ?? 1;
}

export interface UrlQueryControls<Query extends { page: number }> {
  query: Query;
  /** This page's address at another place (a filter's link); the defaults leave the query out. */
  hrefFor: (query: Query) => string;
  setPage: (page: number) => void;
}

/**
 * A paged list's place kept in the URL query, read and written by the list's own `parse` and `write` (module
 * functions, so the controls change only with the address); each change is a new history entry.
 */
export function useUrlQuery<Query extends { page: number }>(
  parse: (search: string) => Query,
  write: (query: Query) => string,
): UrlQueryControls<Query> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useMemo(() => {
    const query = parse(search);
    const hrefFor = (next: Query) => {
      const written = write(next);
      return written ? `${path}?${written}` : path;
    };
    return { query, hrefFor, setPage: (page) => navigate(hrefFor({ ...query, page })) };
  }, [search, path, navigate, parse, write]);
}
