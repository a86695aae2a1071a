import type { Middleware } from 'openapi-fetch';
import { DEFAULT_LOCALE } from '../../../common/default-locale';

/** Every call says it is an XHR (the backend then answers JSON, never a redirect) and which language to answer in. */
export function baseHeaders(getLocale: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      request.headers.set('Accept', 'application/json');
      request.headers.set('Accept-Language', getLocale() || DEFAULT_LOCALE);
      return request;
    },
  };
}
