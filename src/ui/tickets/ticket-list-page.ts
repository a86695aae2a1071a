import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The list's page from the query (`?page=2`): anything but a positive whole number means 1. */
export function parseTicketListPage(search: string): number {
  const page = new URLSearchParams(search).get('page');
  const number = page !== null && /^\d+$/.test(page) ? Number(page) : 1;
  return number >= 1 && Number.isSafeInteger(number) ? number : 1;
}

/** The list's page, kept in the URL, and the way to move to another (each move is a new history entry). */
export function useTicketListPage() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useMemo(() => {
    const page = parseTicketListPage(search);
    const hrefFor = (next: number) => (next > 1 ? `${path}?page=${next}` : path);
    return { page, hrefFor, setPage: (next: number) => navigate(hrefFor(next)) };
  }, [search, path, navigate]);
}
