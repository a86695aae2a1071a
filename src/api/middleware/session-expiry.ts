import type { Middleware } from 'openapi-fetch';

/**
 * The calls whose 401 means the stored session is no longer valid (docs/requirements.md §4 and §8): cart, checkout
 * and order placement, addresses, favourites and vouchers. Other 401s (a wrong password) are ordinary errors.
 */
const SESSION_CALLS = [
  /^\/carts?(\/|$)/,
  /^\/cart\//,
  /^\/place-order/,
  /^\/addresses$/,
  /^\/address\//,
  /^\/favorite-/,
  /^\/(get-vouchers|vouchers-collect|get-collected-vouchers|apply-voucher)$/,
];

export function needsSession(schemaPath: string): boolean {
  return SESSION_CALLS.some((pattern) => pattern.test(schemaPath));
}

export function sessionExpiry(onSessionExpired: (schemaPath: string) => void): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && needsSession(schemaPath)) onSessionExpired(schemaPath);
      return response;
    },
  };
}
