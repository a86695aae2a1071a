import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { CatalogCache } from '../../server/catalog/catalog-cache';
import { type Config, readConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import type { Notifications } from '../../server/db/notifications';
import { seedDatabase } from '../../server/db/seed';
import type { ServerDeps } from '../../server/deps';
import { TokenCache } from '../../server/http/token-cache';
import { joinInstances } from '../../server/instances';
import { createJobRunner, type JobRunner } from '../../server/jobs/job-runner';
import { createRealtime } from '../../server/realtime';
import { rootRoutes } from '../../server/root-routes';
import { createApiClient } from '../../src/api/client';
import { createEndpoints } from '../../src/api/endpoints';
import type { TestServer } from '../server/harness';

/**
 * One instance of the API: a TestServer (so the server suite's helpers work on it) called straight, without Prism.
 * Unlike the server suite's, it runs its scheduled jobs, as server/main.ts does.
 */
export interface Instance extends TestServer {
  notifications: Notifications;
  /** Started with the instance; a test that wants the other instance alone to run jobs stops this one. */
  jobs: JobRunner;
}

/** How an instance differs from one server/main.ts starts in a local environment. */
export interface InstanceOptions {
  /** Seconds before a demo shop answers (server/config.ts); the local default when absent. */
  demoReplyDelaySeconds?: number;
  /** The instance's clock, which its job runner reads too; the real one when absent. */
  now?: () => Date;
}

async function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as Server));
  });
}

/** An instance as server/main.ts starts one on DATABASE_URL: its own caches, realtime hub, listener and job runner. */
export async function startInstance(url: string, database: Database, options: InstanceOptions = {}): Promise<Instance> {
  const local = readConfig({ APP_ENV: 'local' });
  const config: Config = {
    ...local,
    appEnv: 'local',
    databaseUrl: url,
    demoReplyDelaySeconds: options.demoReplyDelaySeconds ?? local.demoReplyDelaySeconds,
  };
  const realtime = createRealtime(config);
  const tokens = new TokenCache();
  const notifications = await joinInstances(url, database.db, tokens, realtime);
  const deps: ServerDeps = {
    db: database.db,
    config,
    now: options.now ?? (() => new Date()),
    publisher: realtime.publisher,
    catalog: new CatalogCache(),
    tokens,
  };
  const jobs = createJobRunner(deps);
  jobs.start();
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
    jobs,
    api,
    violations: [],
    async login(email, password) {
      const { data } = await api().auth.login({ phone: email, password });
      return data.access.token;
    },
    async stop() {
      await jobs.stop();
      await realtime.close();
      await notifications.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** A fresh database of the suite's own on TEST_DATABASE_URL's server. */
export interface SharedDatabase {
  /** Its URL, for every instance (in this process or not) that works on it. */
  url: string;
  /** The connection that made it; closing it drops the database. */
  database: Database;
}

/** Creates, migrates and seeds a database of the suite's own on TEST_DATABASE_URL's server. */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('The instances suite runs on PostgreSQL: set TEST_DATABASE_URL (npm run test:instances).');
  const databaseName = `storefront_instances_${process.pid}_${Date.now()}`;
  const database = await openDatabase({ url: serverUrl, databaseName });
  await database.migrate();
  await seedDatabase(database.db, { now: new Date(), photos: 'small' });
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return { url: url.toString(), database };
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  stop(): Promise<void>;
}

/** Two instances in this process on one fresh, seeded database of TEST_DATABASE_URL's server. */
export async function startTwoInstances(options: InstanceOptions = {}): Promise<TwoInstances> {
  const { url, database: first } = await createSharedDatabase();
  const second = await openDatabase({ url });
  const a = await startInstance(url, first, options);
  const b = await startInstance(url, second, options);
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
