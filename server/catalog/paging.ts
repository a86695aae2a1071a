/** The contract's page/per_page parameters (defaults 1 and 10) as a limit and offset. */
export function pageOf(query: { page?: number; per_page?: number }): { limit: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 10;
  return { limit: perPage, offset: (page - 1) * perPage };
}
