import type { Middleware } from 'openapi-fetch';

/** The calls that never carry the token (docs/requirements.md §6): settings, translations and the unread count. */
export const CALLS_WITHOUT_TOKEN: readonly string[] = ['/master', '/lang/{locale}', '/unread-messages'];

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
