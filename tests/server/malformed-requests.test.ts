import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { startTestServer, type TestServer } from './harness';

/**
 * Requests no storefront sends, straight to the server (Prism would stop some of them first): each is answered
 * with a 4xx in the contract's shape `{ message }` before any work, never a 500.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});
afterAll(async () => {
  await server?.stop();
});

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.directUrl}${path}`, init);
  const text = await response.text();
  let message: unknown = null;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = null;
  }
  return { status: response.status, message };
}

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
  body,
});

/** A body sent in chunks with no Content-Length, so its size is known only as it is read. */
function postChunked(path: string, chunks: number, chunk: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.directUrl}${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server may answer and close before every chunk is written.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    for (let i = 0; i < chunks; i += 1) outgoing.write(chunk);
    outgoing.end();
  });
}

describe('bodies', () => {
  it('refuses JSON nested 100,000 deep by its size, never with a 500', async () => {
    const deep = `{"phone":${'['.repeat(100_000)}${']'.repeat(100_000)},"password":"x"}`;
    const answer = await send('/api/login', json(deep));
    expect(answer.status).toBe(413);
  });

  it('refuses JSON nested 30,000 deep (within the size limit)', async () => {
    const deep = `{"phone":${'['.repeat(30_000)}${']'.repeat(30_000)},"password":"x"}`;
    const answer = await send('/api/login', json(deep));
    expect(answer.status).toBe(422);
    expect(answer.message).toEqual(expect.any(String));
  });

  it('refuses a multipart header over a JSON body, on a JSON operation and on an upload', async () => {
    const headers = { 'Content-Type': 'multipart/form-data; boundary=x', Authorization: `Bearer ${token}` };
    for (const path of ['/api/login', '/api/update-profile']) {
      const answer = await send(path, { method: 'POST', headers, body: '{"name":"Sam"}' });
      expect(answer.status).toBe(422);
      expect(answer.message).toEqual(expect.any(String));
    }
  });

  it('refuses a 10 MB JSON body by its length, and a large chunked one as it arrives', async () => {
    const huge = JSON.stringify({ phone: 'x'.repeat(10 * 1024 * 1024), password: 'x' });
    const answer = await send('/api/login', json(huge));
    expect(answer.status).toBe(413);
    expect(answer.message).toEqual(expect.any(String));
    expect(await postChunked('/api/login', 200, 'x'.repeat(4096))).toBe(413);
  });

  it('refuses a 1 MB country and a 200 KB e-mail at registration, and stores nothing', async () => {
    const answer = await send(
      '/api/registration',
      json(
        JSON.stringify({
          name: 'Long Fields',
          email: `${'a'.repeat(200 * 1024)}@example.test`,
          phone: '4000000077',
          phone_code: '+1',
          country: 'C'.repeat(1024 * 1024),
          password: 'long-enough-1',
        }),
      ),
    );
    expect([413, 422]).toContain(answer.status);
    const small = await send(
      '/api/registration',
      json(
        JSON.stringify({
          name: 'Long Fields',
          email: `${'a'.repeat(20 * 1024)}@example.test`,
          phone: '4000000077',
          phone_code: '+1',
          country: 'United States',
          password: 'long-enough-1',
        }),
      ),
    );
    expect(small.status).toBe(422);
  });
});

describe('paths', () => {
  it('refuses a NUL in a media path', async () => {
    const answer = await send('/media/products/a%00b.svg');
    expect(answer.status).toBe(404);
  });

  it('refuses malformed %-encoding under /build/, /media/ and /api/', async () => {
    for (const path of [
      '/build/%E0%A4%A',
      '/build/assets/%zz.js',
      '/media/%C3%28.png',
      '/api/products/%E0%A4%A/details',
    ]) {
      const answer = await send(path);
      expect(answer.status).toBe(404);
      expect(answer.message).toEqual(expect.any(String));
    }
  });
});
