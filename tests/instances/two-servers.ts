import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { CatalogCache } from '../../server/catalog/catalog-cache';
import { readConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import type { Notifications } from '../../server/db/notifications';
import { seedDatabase } from '../../server/db/seed';
import type { ServerDeps } from '../../server/deps';
import { TokenCache } from '../../server/http/token-cache';
import { joinInstances } from '../../server/instances';
import { createRealtime } from '../../server/realtime';
import { rootRoutes } from '../../server/root-routes';
import { createApiClient } from '../../src/api/client';
import { createEndpoints } from '../../src/api/endpoints';
import type { TestServer } from '../server/harness';

/** One instance of the API: a TestServer (so the server suite's helpers work on it) called straight, without Prism. */
export interface Instance extends TestServer {
  notifications: Notifications;
}

async function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as Server));
  });
}

/** An instance as server/main.ts starts one on DATABASE_URL: its own caches, realtime hub and listener. */
async function startInstance(url: string, database: Database): Promise<Instance> {
  const config = { ...readConfig({ APP_ENV: 'local' }), appEnv: 'local' as const, databaseUrl: url };
  const realtime = createRealtime(config);
  const tokens = new TokenCache();
  const notifications = await joinInstances(url, database.db, tokens, realtime);
  const deps: ServerDeps = {
    db: database.db,
    config,
    now: () => new Date(),
    publisher: realtime.publisher,
    catalog: new CatalogCache(),
    tokens,
  };
  const server = await listen(createApp(deps, rootRoutes));
  realtime.attach(server);
  const directUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = (token: string | null = null) =>
    createEndpoints(createApiClient({ baseUrl: `${directUrl}/api`, getToken: () => token }));
  return {
    url: `${directUrl}/api`,
    directUrl,
    database,
    deps,
    realtime,
    notifications,
    api,
    violations: [],
    async login(email, password) {
      const { data } = await api().auth.login({ phone: email, password });
      return data.access.token;
    },
    async stop() {
      await realtime.close();
      await notifications.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  stop(): Promise<void>;
}

/** Two instances in this process on one fresh, seeded database of TEST_DATABASE_URL's server. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('The instances suite runs on PostgreSQL: set TEST_DATABASE_URL (npm run test:instances).');
  const databaseName = `storefront_instances_${process.pid}_${Date.now()}`;
  const first = await openDatabase({ url: serverUrl, databaseName });
  await first.migrate();
  await seedDatabase(first.db, { now: new Date() });
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const second = await openDatabase({ url: url.toString() });
  const a = await startInstance(url.toString(), first);
  const b = await startInstance(url.toString(), second);
  return {
    a,
    b,
    async stop() {
      await a.stop();
      await b.stop();
      await second.close();
      // The first database's close drops the suite's database.
      await first.close();
    },
  };
}
