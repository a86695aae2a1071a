import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogCache } from './catalog/catalog-cache';
import { upkeepAtStart } from './catalog/catalog-upkeep';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { lockPgliteDir, PgliteLockError } from './db/pglite-lock';
import { isSeeded, seedDatabase } from './db/seed';
import type { ServerDeps } from './deps';
import { TokenCache } from './http/token-cache';
import { joinInstances } from './instances';
import { createJobRunner } from './jobs/job-runner';
import { createRealtime } from './realtime';
import { rootRoutes } from './root-routes';

/** How long an idle kept-alive connection stays open: longer than the clients that reuse one wait. */
const KEEP_ALIVE_MS = 65_000;

/** Starts the reference API and the built storefront: PORT, DATABASE_URL, APP_ENV (see the README). */
async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  // PGlite is one process: a second server on the same files would corrupt them (db/pglite-lock.ts).
  const pgliteLock = config.databaseUrl ? undefined : lockPgliteDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    await seedDatabase(database.db, { now: new Date() });
    console.log('Seeded the demo marketplace.');
  }

  const realtime = createRealtime(config);
  const tokens = new TokenCache();
  const notifications = config.databaseUrl
    ? await joinInstances(config.databaseUrl, database.db, tokens, realtime)
    : undefined;
  const deps: ServerDeps = {
    db: database.db,
    config,
    now: () => new Date(),
    catalog: new CatalogCache(),
    tokens,
    publisher: realtime.publisher,
  };
  const app = createApp(deps, rootRoutes);
  // Scheduled work lives in the database; every instance runs what is due (jobs/job-runner.ts).
  const jobs = createJobRunner(deps);
  // What the catalog keeps for its listings is brought up to date at start (catalog/catalog-upkeep.ts).
  await upkeepAtStart(database.db, deps.now());
  jobs.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Storefront (${config.appEnv}, ${database.engine}): http://${config.host}:${info.port}/`);
  }) as Server;
  // Clients keep idle connections and send on them again (browsers for minutes). A server that closes one first,
  // after Node's default 5 s, can close it just as a request goes out on it, and the client sees a reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  realtime.attach(server);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await jobs.stop();
    await realtime.close();
    await notifications?.close();
    server.close();
    await database.close();
    pgliteLock?.release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A setting the server refuses is said plainly, without a stack: it is the operator's to fix.
  console.error(error instanceof ConfigError || error instanceof PgliteLockError ? error.message : error);
  process.exit(1);
});
