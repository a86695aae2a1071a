import type { Middleware } from 'openapi-fetch';

/**
 * The calls that never carry the token (docs/requirements.md §6): settings, translations and the unread count; and
 * the search box's suggestions, public and the same for everyone (openapi.yaml), asked for at every pause in typing.
 */
export const CALLS_WITHOUT_TOKEN: readonly string[] = [
  '/master',
  '/lang/{locale}',
  '/unread-messages',
  '/search-suggestions',
];

export function authHeader(getToken: () => string | null): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = getToken();
      if (token && !CALLS_WITHOUT_TOKEN.includes(schemaPath)) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}
