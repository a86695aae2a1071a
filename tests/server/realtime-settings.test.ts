import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { realtimeClientSettings } from '../../server/realtime/client-settings';
import { startTestServer, type TestServer } from './harness';

/** `/master` names the realtime socket the storefront opens (the contract's pusher_host, pusher_port, pusher_use_tls). */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('where the storefront opens its realtime socket', () => {
  it("is this server's own socket, on the origin of the shopper's page", async () => {
    const { data } = await server.api().settings.getMaster();
    expect(data.pusher_app_key).toBe(server.deps.config.realtime.key);
    expect(data).toMatchObject({ pusher_host: '127.0.0.1', pusher_use_tls: false });
    expect(data.pusher_port).toBeGreaterThan(0);
    expect(server.violations).toEqual([]);
  });

  it('follows the page a development proxy served (its Referer), as pusher-js connects from there', async () => {
    const response = await fetch(`${server.directUrl}/api/master`, {
      headers: { Referer: 'https://shop.example.com/products/12/details' },
    });
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ pusher_host: 'shop.example.com', pusher_port: 443, pusher_use_tls: true });
  });

  it('names a configured external service instead: by host, or by cluster alone for Pusher', () => {
    const hosted = readConfig({
      APP_ENV: 'test',
      PUSHER_HOST: 'ws.example.com',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: 'false',
    });
    expect(realtimeClientSettings(hosted.realtime, 'http://127.0.0.1:8080')).toEqual({
      pusher_host: 'ws.example.com',
      pusher_port: 6001,
      pusher_use_tls: false,
    });
    const pusher = readConfig({ APP_ENV: 'test', PUSHER_CLUSTER: 'eu' });
    expect(realtimeClientSettings(pusher.realtime, 'http://127.0.0.1:8080')).toEqual({ pusher_app_cluster: 'eu' });
  });
});
