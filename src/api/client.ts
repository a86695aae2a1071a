import createClient, { type Client } from 'openapi-fetch';
import { ApiError, fromThrown, toApiError } from './errors';
import { takeFirstScreenAnswer } from './first-screen-answers';
import { authHeader } from './middleware/auth-header';
import { baseHeaders } from './middleware/base-headers';
import { sessionExpiry } from './middleware/session-expiry';
import { withTimeout } from './request-timeout';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the contract is served; `/api` on the storefront's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The stored locale (`localStorage.locale`), sent as Accept-Language. */
  getLocale?: () => string | null;
  /** The current bearer token, or null for a visitor. */
  getToken?: () => string | null;
  /** Told when a call that needs the session answers 401 (docs/requirements.md §4, §8: cart, address, favourite, checkout, voucher). */
  onSessionExpired?: (schemaPath: string) => void;
}

function storedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem('locale') ?? null;
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? `${globalThis.location?.origin ?? ''}/api`;
  const client = createClient<paths>({
    baseUrl,
    // The first screen's reads may already be in the page (server/web/first-screen.ts).
    fetch: withTimeout(
      options.fetch ??
        ((request: Request) => {
          const answer = takeFirstScreenAnswer(request, baseUrl);
          return answer ? Promise.resolve(answer) : globalThis.fetch(request);
        }),
    ),
  });
  client.use(baseHeaders(options.getLocale ?? storedLocale));
  client.use(authHeader(options.getToken ?? (() => null)));
  if (options.onSessionExpired) client.use(sessionExpiry(options.onSessionExpired));
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's body, or an ApiError for any non-2xx answer or a call that never reached the server. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (thrown) {
    throw fromThrown(thrown);
  }
  const { data, error, response } = result;
  if (!response.ok || data === undefined) {
    throw toApiError(response.status, error, response.statusText);
  }
  return data;
}

export { ApiError };
