import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { positiveIdOf } from '../../lib/positive-id';

/** A paged list's place, kept in the URL query (`?category=3&page=2`) so it can be shared and gone back to. */
export interface ListQuery {
  /** From 1. */
  page: number;
  categoryId: number | null;
}

/** Reads the query; a value that is not a positive whole number counts as absent. */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  return { page: positiveIdOf(params.get('page')) ?? 1, categoryId: positiveIdOf(params.get('category')) };
}

/** The query for a place, leaving out what is the default (page 1, every category). */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.categoryId !== null) params.set('category', String(query.categoryId));
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export interface ListQueryControls {
  query: ListQuery;
  /** The address of this page at another place (a category filter's link). */
  hrefFor: (query: ListQuery) => string;
  setPage: (page: number) => void;
}

/** The list's place from the URL, and ways to change it (each change is a new history entry). */
export function useListQuery(): ListQueryControls {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useMemo(() => {
    const query = parseListQuery(search);
    const hrefFor = (next: ListQuery) => {
      const written = listQueryString(next);
      return written ? `${path}?${written}` : path;
    };
    return { query, hrefFor, setPage: (page) => navigate(hrefFor({ ...query, page })) };
  }, [search, path, navigate]);
}
