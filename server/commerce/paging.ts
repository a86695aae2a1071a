/** The rows of one page: `page` from 1, `per_page` items (10 unless asked otherwise, as the contract's default). */
export function pageWindow(query: { page?: number; per_page?: number }): { limit: number; offset: number } {
  const limit = query.per_page ?? 10;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
