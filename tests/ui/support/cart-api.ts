import type { PendingChange } from '../../../src/machines/cart/cart.types';
import { type FakeCartServer, fakeCartServer } from '../../machines/cart.fakes';

/** One call the storefront made to the fake cart API. */
export interface CartRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a cart call asks of the server, by its path and body (docs/requirements.md §7). */
function changeOf(path: string, body: Record<string, unknown>): PendingChange | 'load' | null {
  const productId = Number(body.product_id);
  switch (path) {
    case '/carts':
      return 'load';
    case '/cart/store': {
      const { is_buy_now: isBuyNow, ...line } = body;
      return { kind: 'add', line: line as never, product: { name: '', thumbnail: '' }, isBuyNow: isBuyNow === true };
    }
    case '/cart/increment':
      return { kind: 'increment', productId };
    case '/cart/decrement':
      return { kind: 'decrement', productId };
    case '/cart/delete':
      return { kind: 'remove', productId };
    default:
      return null;
  }
}

/**
 * The cart's calls of the contract answered over `fetch` by a cart server in memory (see `fakeCartServer`).
 * Every call is recorded; `failNext` answers the next call with an error, `hold` keeps answers back until
 * `release`. Any other path answers 404, so a call nobody expected shows in the test.
 */
export function fakeCartApi({ server = fakeCartServer() }: { server?: FakeCartServer } = {}) {
  const requests: CartRequest[] = [];
  const failures: { status: number; message: string }[] = [];
  let held: (() => void)[] | null = null;

  function answer(path: string, body: Record<string, unknown> | null, method: string): Response {
    const change = changeOf(path, body ?? {});
    if (!change) return json({ message: `No fake answer for ${method} ${path}` }, 404);
    const failure = failures.shift();
    if (failure) return json({ message: failure.message }, failure.status);
    return json(change === 'load' ? server.load() : server.apply(change));
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' ? null : await request.clone().json();
    requests.push({ method: request.method, path, body, authorization: request.headers.get('Authorization') });
    if (held) {
      const queue = held;
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    return answer(path, body, request.method);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    server,
    requests,
    /** The calls made to a path, by their bodies. */
    bodiesTo: (path: string) => requests.filter((request) => request.path === path).map((request) => request.body),
    failNext: (status: number, message: string) => {
      failures.push({ status, message });
    },
    /** Calls made from now on wait for `release()`. */
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
  };
}

export type FakeCartApi = ReturnType<typeof fakeCartApi>;
