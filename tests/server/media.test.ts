import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { media } from '../../server/db/schema';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import type { AppEnv } from '../../server/http/env';
import { rootRoutes } from '../../server/root-routes';
import { mediaRoutes } from '../../server/web/media';
import { readOutbox, registerCustomer, withMaster } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The media routes alone, without the app's page-wide headers, to see the headers they set themselves. */
function mediaOnly() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', server.deps);
    await next();
  });
  mediaRoutes(app, server.deps.config);
  return app;
}

describe('/media', () => {
  it('serves a seeded image with its type, a week of caching and nosniff', async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { data } = await server.api(token).account.getProfile();
    const response = await fetch(`${server.directUrl}${data.user.profile_photo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<svg');
  });

  it('gives an SVG a policy under which no script can run', async () => {
    const path = '/media/tests/evil.svg';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await server.deps.db
      .insert(media)
      .values({ path, contentType: 'image/svg+xml', data: new TextEncoder().encode(svg) });
    const response = await mediaOnly().request(path);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('leaves other images to the page-wide policy', async () => {
    const path = '/media/tests/pixel.png';
    await server.deps.db.insert(media).values({ path, contentType: 'image/png', data: new Uint8Array([0x89, 0x50]) });
    const response = await mediaOnly().request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers 404 for a file that does not exist', async () => {
    const response = await fetch(`${server.directUrl}/media/users/nobody.png`);
    expect(response.status).toBe(404);
  });
});

describe('/dev/outbox', () => {
  it('lists the codes that would have been sent, newest first', async () => {
    await withMaster(server, { register_otp_verify: true, register_otp_type: 'email' }, async () => {
      // A new account's code is the one the storefront asks /send-otp for after registering.
      const first = await registerCustomer(server);
      await server.api(first.token).auth.sendOtp({ phone: first.email });
      const second = await registerCustomer(server);
      await server.api(second.token).auth.sendOtp({ phone: second.email });
      const outbox = await readOutbox(server);
      const firstAt = outbox.findIndex((entry) => entry.to === first.email);
      const secondAt = outbox.findIndex((entry) => entry.to === second.email);
      expect(secondAt).toBeGreaterThanOrEqual(0);
      expect(secondAt).toBeLessThan(firstAt);
      expect(outbox[secondAt]).toEqual({
        to: second.email,
        kind: 'verify-code',
        code: expect.stringMatching(/^\d{4}$/),
        text: expect.stringContaining(outbox[secondAt]?.code ?? 'no code'),
        time: expect.any(String),
      });
    });
  });

  it('does not exist outside the local environment', async () => {
    const production = createApp(
      { ...server.deps, config: { ...server.deps.config, appEnv: 'production' } },
      rootRoutes,
    );
    const response = await production.request('/dev/outbox');
    expect(response.status).toBe(404);
  });
});

describe('contract', () => {
  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
