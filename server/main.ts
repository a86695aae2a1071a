import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogCache } from './catalog/catalog-cache';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { isSeeded, seedDatabase } from './db/seed';
import { TokenCache } from './http/token-cache';
import { createRealtime } from './realtime';
import { rootRoutes } from './root-routes';

/** How long an idle kept-alive connection stays open: longer than the clients that reuse one wait. */
const KEEP_ALIVE_MS = 65_000;

/** Starts the reference API and the built storefront: PORT, DATABASE_URL, APP_ENV (see the README). */
async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    await seedDatabase(database.db, { now: new Date() });
    console.log('Seeded the demo marketplace.');
  }

  const realtime = createRealtime(config);
  const timers = new Set<NodeJS.Timeout>();
  const app = createApp(
    {
      db: database.db,
      config,
      now: () => new Date(),
      catalog: new CatalogCache(),
      tokens: new TokenCache(),
      publisher: realtime.publisher,
      schedule: (delayMs, task) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          task().catch((error: unknown) => console.error('A scheduled task failed:', error));
        }, delayMs);
        timers.add(timer);
      },
    },
    rootRoutes,
  );

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
    for (const timer of timers) clearTimeout(timer);
    await realtime.close();
    server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A setting the server refuses is said plainly, without a stack: it is the operator's to fix.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
