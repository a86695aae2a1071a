import type { Endpoints } from '../../../src/api/endpoints';

/**
 * One case per operation: how the storefront calls it, and the fields it reads from the answer
 * (docs/requirements.md §7: data.access.token, data.email_or_phone, data.data.data, data.coupons, …).
 */
export interface ContractCase {
  op: string;
  call: (api: Endpoints) => Promise<unknown>;
  check: (body: never) => void;
}

export function contractCase<T>(
  op: string,
  call: (api: Endpoints) => Promise<T>,
  check: (body: T) => void,
): ContractCase {
  return { op, call, check: check as (body: never) => void };
}
