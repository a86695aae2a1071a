import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, unwrap } from '../../src/api/client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records each request and answers with the given response. */
function recordingFetch(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the API client', () => {
  it('calls /api on the storefront origin by default', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { message: 'ok', data: {} }));
    await createApiClient({ fetch }).GET('/master');
    expect(requests[0]?.url).toBe(`${location.origin}/api/master`);
  });

  it('marks every call as XMLHttpRequest', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { message: 'ok', data: {} }));
    const client = createApiClient({ fetch, getToken: () => 'secret' });
    await client.GET('/master');
    await client.GET('/carts');
    await client.POST('/login', { body: { phone: 'a@b.c', password: 'x' } });
    expect(requests.map((r) => r.headers.get('X-Requested-With'))).toEqual([
      'XMLHttpRequest',
      'XMLHttpRequest',
      'XMLHttpRequest',
    ]);
  });

  it('sends the stored locale as Accept-Language, en when none is stored', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { message: 'ok', data: {} }));
    const client = createApiClient({ fetch });
    await client.GET('/master');
    localStorage.setItem('locale', 'ar');
    await client.GET('/master');
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['en', 'ar']);
  });

  it('sends the bearer token on every call but /master, /lang/{locale}, /unread-messages and /search-suggestions', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { message: 'ok', data: {} }));
    const client = createApiClient({ fetch, getToken: () => 'tok-123' });
    await client.GET('/master');
    await client.GET('/lang/{locale}', { params: { path: { locale: 'ar' } } });
    await client.GET('/unread-messages', { params: { query: { user_id: 7 } } });
    await client.GET('/search-suggestions', { params: { query: { search: 'lamp' } } });
    await client.GET('/carts');
    await client.GET('/products', { params: { query: {} } });
    await client.POST('/update-last-seen', { body: {} });
    expect(requests.map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['/api/master', null],
      ['/api/lang/ar', null],
      ['/api/unread-messages', null],
      ['/api/search-suggestions', null],
      ['/api/carts', 'Bearer tok-123'],
      ['/api/products', 'Bearer tok-123'],
      ['/api/update-last-seen', 'Bearer tok-123'],
    ]);
  });

  it('sends no Authorization header for a visitor', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { message: 'ok', data: {} }));
    await createApiClient({ fetch, getToken: () => null }).GET('/carts');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reports a 401 on cart, checkout, address, favourite and voucher calls as an expired session', async () => {
    const { fetch } = recordingFetch(() => json(401, { message: 'Unauthenticated.' }));
    const expired: string[] = [];
    const client = createApiClient({ fetch, getToken: () => 'old', onSessionExpired: (path) => expired.push(path) });
    await client.GET('/carts');
    await client.POST('/cart/store', { body: { product_id: 1, quantity: 1 } });
    await client.POST('/cart/checkout', { body: { shop_ids: [1] } });
    await client.GET('/addresses');
    await client.DELETE('/address/{id}/delete', { params: { path: { id: 3 } } });
    await client.GET('/favorite-products');
    await client.POST('/favorite-add-or-remove', { body: { product_id: 1 } });
    await client.GET('/get-vouchers', { params: { query: { shop_id: 1 } } });
    await client.POST('/vouchers-collect', { body: { coupon_id: 1 } });
    expect(expired).toEqual([
      '/carts',
      '/cart/store',
      '/cart/checkout',
      '/addresses',
      '/address/{id}/delete',
      '/favorite-products',
      '/favorite-add-or-remove',
      '/get-vouchers',
      '/vouchers-collect',
    ]);
  });

  it('does not treat a 401 elsewhere, or another status on a session call, as an expired session', async () => {
    let status = 401;
    const { fetch } = recordingFetch(() => json(status, { message: 'no' }));
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch, getToken: () => 't', onSessionExpired });
    await client.POST('/login', { body: { phone: 'x', password: 'y' } });
    await client.GET('/profile');
    status = 500;
    await client.GET('/carts');
    status = 403;
    await client.GET('/addresses');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it('returns the body of a 2xx answer', async () => {
    const { fetch } = recordingFetch(() => json(200, { message: 'ok', data: { countries: [] } }));
    const body = await unwrap(createApiClient({ fetch }).GET('/countries'));
    expect(body).toEqual({ message: 'ok', data: { countries: [] } });
  });

  it('turns a 422 into an ApiError with the first message of each field', async () => {
    const { fetch } = recordingFetch(() =>
      json(422, {
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.', 'second'], phone: ['The phone has already been taken.'] },
      }),
    );
    const error = await unwrap(createApiClient({ fetch }).POST('/login', { body: { phone: '', password: '' } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The email field is required. (and 1 more error)',
      fieldErrors: { email: 'The email field is required.', phone: 'The phone has already been taken.' },
    });
  });

  it('uses the status text when an error answer has no JSON message', async () => {
    const { fetch } = recordingFetch(
      () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await unwrap(createApiClient({ fetch }).GET('/master')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', fieldErrors: {} });
  });

  it('turns a call that never reached the server into status 0', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await unwrap(createApiClient({ fetch }).GET('/master')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', isNetworkError: true });
  });

  it('lets an abort through untouched, so leaving a state is not reported as a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = ((request: Request) =>
      Promise.reject(request.signal.reason ?? new DOMException('aborted', 'AbortError'))) as typeof globalThis.fetch;
    const error = await unwrap(createApiClient({ fetch }).GET('/master', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
