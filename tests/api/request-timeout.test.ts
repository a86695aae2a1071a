import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, unwrap } from '../../src/api/client';
import { REQUEST_TIMEOUT_MS } from '../../src/api/request-timeout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A server that never answers, unless the caller gives up. */
const stalled = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

describe('a call the server does not answer', () => {
  it('fails as not reaching the shop once the deadline passes, not before', async () => {
    const client = createApiClient({ fetch: stalled as typeof fetch });
    const outcome = unwrap(client.GET('/master')).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('is an abort, not a failure, when the caller leaves first', async () => {
    const client = createApiClient({ fetch: stalled as typeof fetch });
    const leaving = new AbortController();
    const outcome = unwrap(client.GET('/master', { signal: leaving.signal })).catch((error: unknown) => error);
    leaving.abort();
    const error = await outcome;
    expect((error as Error).name).toBe('AbortError');
    // The deadline passing later changes nothing.
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  });

  it('leaves an answer that comes in time alone', async () => {
    const answer = new Response(JSON.stringify({ message: 'ok', data: { app_name: 'Shop' } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(answer), REQUEST_TIMEOUT_MS - 10));
    const client = createApiClient({ fetch: slow as typeof fetch });
    const outcome = unwrap(client.GET('/master'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(outcome).resolves.toMatchObject({ data: { app_name: 'Shop' } });
  });
});
