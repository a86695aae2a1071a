/**
 * The number an address part names (a route's `:id`, a `?page=`), or null when it is not a positive whole
 * number: digits only, above zero and exact as a number (nothing to ask the server for otherwise).
 */
export function positiveIdOf(param: string | null | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
