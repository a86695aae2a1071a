import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { positiveIdOf } from '../../lib/positive-id';

/** The page of a list kept in the URL (`?page=2`); anything but a positive whole number means 1. */
export function pageOf(search: string): number {
  return positiveIdOf(new URLSearchParams(search).get('page')) ?? 1;
}

export interface PageQueryControls {
  page: number;
  /** This list's address at a page (page 1 has no query). */
  hrefFor: (page: number) => string;
  setPage: (page: number) => void;
}

/** The list's page from the URL, and a way to change it (each change is a new history entry). */
export function usePageQuery(): PageQueryControls {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useMemo(() => {
    const hrefFor = (page: number) => (page > 1 ? `${path}?page=${page}` : path);
    return { page: pageOf(search), hrefFor, setPage: (page) => navigate(hrefFor(page)) };
  }, [search, path, navigate]);
}
