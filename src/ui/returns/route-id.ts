/** The id a route's `:id` names, or null when it is not a positive whole number (nothing to ask the server). */
export function routeIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
