import { useMemo } from 'react';
import { pageParamOf, useUrlQuery } from './url-query';

/** The page of a list kept in the URL (`?page=2`); anything but a positive whole number means 1. */
export function pageOf(search: string): number {
  return pageParamOf(new URLSearchParams(search));
}

export interface PageQueryControls {
  page: number;
  /** This list's address at a page (page 1 has no query). */
  hrefFor: (page: number) => string;
  setPage: (page: number) => void;
}

function pageQueryOf(search: string): { page: number } {
  return { page: pageOf(search) };
}

function pageQueryString({ page }: { page: number }): string {
  return page > 1 ? `page=${page}` : '';
}

/** The list's page from the URL, and a way to change it (each change is a new history entry). */
export function usePageQuery(): PageQueryControls {
  const { query, hrefFor, setPage } = useUrlQuery(pageQueryOf, pageQueryString);
  return useMemo(
    () => ({ page: query.page, hrefFor: (page: number) => hrefFor({ page }), setPage }),
    [query.page, hrefFor, setPage],
  );
}
