/** One page of a list: `page` from 1 and `per_page` items (the contract's default is 10). */
export interface PageWindow {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: { page?: number; per_page?: number }, defaultPerPage = 10): PageWindow {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** The contract's Pagination figures; an empty list still has one (empty) page. */
export function pagination(total: number, window: PageWindow) {
  return {
    total,
    current_page: window.page,
    per_page: window.perPage,
    last_page: Math.max(1, Math.ceil(total / window.perPage)),
  };
}
