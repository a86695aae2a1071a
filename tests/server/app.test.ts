import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CatalogCache } from '../../server/catalog/catalog-cache';
import { readConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { TokenCache } from '../../server/http/token-cache';
import { contractRoutes } from '../../server/routes';

/** The app's frame: what it serves besides the contract, and the headers on everything (docs/quality-budgets.md S4). */
let database: Database;
let app: ReturnType<typeof createApp>;
let parent: string;
let dist: string;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'storefront-'));
  dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(parent, 'secret.txt'), 'not for the web');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Storefront</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("storefront")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openDatabase();
  await database.migrate();
  const config = {
    ...readConfig({ APP_ENV: 'production', PUSHER_APP_SECRET: 'a-secret-of-the-tests-own' }),
    distDir: dist,
  };
  app = createApp({
    db: database.db,
    config,
    now: () => new Date(),
    publisher: { publish: async () => undefined },
    catalog: new CatalogCache(),
    tokens: new TokenCache(),
  });
});

afterAll(async () => {
  await database.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('the reference API', () => {
  it('serves every operation of the contract', () => {
    expect(contractRoutes().missing()).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.request('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers a bearer call without a token with 401 in the contract shape', async () => {
    const response = await app.request('/api/carts');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('text the database cannot store', () => {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

  it('a NUL character in a query or a body is a 422 on its field', async () => {
    const search = await app.request('/api/shops?search=a%00b');
    expect(search.status).toBe(422);
    expect(await search.json()).toEqual({
      message: 'The search field contains a character that is not allowed.',
      errors: { search: ['The search field contains a character that is not allowed.'] },
    });
    const body = await app.request('/api/support', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'x\u0000y' }),
    });
    expect(body.status).toBe(422);
    expect(((await body.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('message');
  });

  it('a NUL character in a path names nothing: 404', async () => {
    const response = await app.request('/api/blog/a%00b/details');
    expect(response.status).toBe(404);
  });
});

describe('the storefront it serves', () => {
  it('answers every app route with index.html, never cached', async () => {
    for (const path of ['/', '/products/12/details', '/massages', '/no/such/page']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets under /build/ with a year-long immutable cache', async () => {
    const response = await app.request('/build/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files under /build/ and refuses to leave the build folder', async () => {
    const favicon = await app.request('/build/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const path of ['/build/../secret.txt', '/build/%2e%2e/secret.txt', '/build/..%2fsecret.txt']) {
      expect(await (await app.request(path)).text()).not.toContain('not for the web');
    }
  });

  it('compresses what it sends when the browser accepts it', async () => {
    writeFileSync(join(dist, 'assets', 'big-def456.js'), 'export const x = 1;\n'.repeat(500));
    const response = await app.request('/build/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('security headers on every answer (S4)', () => {
  const paths = ['/', '/checkout', '/build/favicon.svg', '/api/master', '/api/carts', '/api/no-such-call'];

  it.each(paths)('%s has a strict CSP, nosniff and a referrer policy', async (path) => {
    const response = await app.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('never lets API answers be cached', async () => {
    expect((await app.request('/api/master')).headers.get('cache-control')).toBe('no-store');
  });
});
