import { positiveIdOf } from '../../lib/positive-id';
import { pageParamOf, type UrlQueryControls, useUrlQuery } from '../common/url-query';

/** A paged list's place, kept in the URL query (`?category=3&page=2`) so it can be shared and gone back to. */
export interface ListQuery {
  /** From 1. */
  page: number;
  categoryId: number | null;
}

/** Reads the query; a value that is not a positive whole number counts as absent. */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  return { page: pageParamOf(params), categoryId: positiveIdOf(params.get('category')) };
}

/** The query for a place, leaving out what is the default (page 1, every category). */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.categoryId !== null) params.set('category', String(query.categoryId));
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The list's place from the URL, and ways to change it (each change is a new history entry). */
export function useListQuery(): UrlQueryControls<ListQuery> {
  return useUrlQuery(parseListQuery, listQueryString);
}
