import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { CatalogCache } from '../../server/catalog/catalog-cache';
import { readConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import type { Publisher, ServerDeps } from '../../server/deps';
import { TokenCache } from '../../server/http/token-cache';
import { createRealtime, type Realtime } from '../../server/realtime';
import { rootRoutes } from '../../server/root-routes';
import { ApiError, createApiClient } from '../../src/api/client';
import { createEndpoints, type Endpoints } from '../../src/api/endpoints';
import { doorTo } from './forward-http';

export interface TestServer {
  /**
   * Prism's proxy in front of the server, one for all the suites (contract-proxy.setup.ts), at a URL of this
   * server's own: every answer is checked against the contract.
   */
  url: string;
  /** The server itself, for what the contract does not describe (pages, media, bad requests Prism would stop). */
  directUrl: string;
  database: Database;
  /**
   * No job runner is started, so scheduled work (a demo shop's answer) stays in its table and demo shops stay quiet;
   * a test runs it with `createJobRunner(deps).runDue(at)` (server/jobs/job-runner.ts) on a clock of its own.
   */
  deps: ServerDeps;
  realtime: Realtime;
  /** The storefront's own typed endpoints, through the proxy, as a visitor or with a token. */
  api(token?: string | null): Endpoints;
  /** Signs in and returns the bearer token. */
  login(email: string, password: string): Promise<string>;
  /** Contract violations Prism reported so far (should stay empty). */
  violations: string[];
  stop(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  now?: () => Date;
  /** Replaces the realtime publisher (to record events). */
  publisher?: Publisher;
  /** Told of every database statement (server/db/client.ts). */
  onQuery?: (sql: string) => void;
  /** The built storefront the server sends pages from (a test's own index.html). */
  distDir?: string;
}

let suiteNumber = 0;

async function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as Server));
  }) as Promise<Server>;
}

/** A database of the suite's own: on TEST_DATABASE_URL, or in memory from the migrated tarball (global setup). */
async function openSuiteDatabase(onQuery?: (sql: string) => void): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  suiteNumber += 1;
  if (pgUrl) {
    const databaseName = `storefront_test_${process.pid}_${suiteNumber}_${Date.now()}`;
    return openDatabase({ url: pgUrl, databaseName, onQuery });
  }
  return openDatabase({ startFrom: new Blob([await readFile(inject('migratedDatabase'))]), onQuery });
}

/**
 * A real server on a fresh database (in-memory PGlite, or a database of its own on TEST_DATABASE_URL), seeded,
 * on a free loopback port, behind `prism proxy --errors`.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openSuiteDatabase(options.onQuery);
  await database.migrate();
  const now = options.now ?? (() => new Date());
  if (options.seed !== false) await seedDatabase(database.db, { now: now(), photos: 'small' });

  // Image variants are kept in a directory of the suite's own, never in the project's data directory.
  const mediaCacheDir = await mkdtemp(join(tmpdir(), 'storefront-media-'));
  const config = {
    ...readConfig({ APP_ENV: 'local' }),
    appEnv: 'local' as const,
    mediaCacheDir,
    ...(options.distDir ? { distDir: options.distDir } : {}),
  };
  const realtime = createRealtime(config);
  const deps: ServerDeps = {
    db: database.db,
    config,
    now,
    publisher: options.publisher ?? realtime.publisher,
    catalog: new CatalogCache(),
    tokens: new TokenCache(),
  };
  const server = await listen(createApp(deps, rootRoutes));
  realtime.attach(server);
  const { port } = server.address() as AddressInfo;
  const directUrl = `http://127.0.0.1:${port}`;
  const door = await doorTo(inject('contractProxyPort'), port);
  const proxyUrl = `http://127.0.0.1:${door.port}`;

  const violations: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? `${input.method} ${input.url}` : String(input);
    const response = await fetch(input, init);
    const header = response.headers.get('sl-violations');
    if (header) violations.push(`${url}: ${header}`);
    return response;
  };
  const api = (token: string | null = null) =>
    createEndpoints(createApiClient({ baseUrl: proxyUrl, fetch: recordingFetch, getToken: () => token }));

  return {
    url: proxyUrl,
    directUrl,
    database,
    deps,
    realtime,
    api,
    violations,
    async login(email, password) {
      const { data } = await api().auth.login({ phone: email, password });
      return data.access.token;
    },
    async stop() {
      await new Promise((r) => {
        door.server.close(() => r(undefined));
        door.server.closeAllConnections();
      });
      await realtime.close();
      await new Promise((r) => server.close(() => r(undefined)));
      await database.close();
      await rm(mediaCacheDir, { recursive: true, force: true });
    },
  };
}

/** The ApiError a call fails with; fails the test when the call succeeds or throws something else. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
