// docs/quality-budgets.md P7: 50 concurrent shoppers browsing and carting for 30 s against the reference API on PGlite,
// over loopback. Prints requests per second, p50/p99 latency and errors; `--json` prints the figures as JSON.
// The measured 30 s follow a warm-up of the same traffic that is not counted (as autocannon's --warmup): a server
// just started, and this script's own client, compile their code and open their connections in the first seconds.
// The load itself is bench/load-shoppers.mts. Bounded: every shopper stops at the deadline, and the server it
// started is stopped at the end.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newToken } from '../server/auth/secrets';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { addLoadShoppers, LOAD_SHAPE, latencyFigures, runShopperLoad } from './load-shoppers.mts';
import { freePort, startServer, stopServer } from './server.mts';

/** A seeded database with one signed-in customer per shopper, made before the clock starts. */
async function prepareDatabase(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db, { now: new Date() });
  const tokens = await addLoadShoppers(database.db, LOAD_SHAPE.shoppers);
  await database.close();
  return tokens;
}

export async function runLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-load-'));
  let server: ChildProcess | null = null;
  try {
    const tokens = await prepareDatabase(dataDir);
    const port = await freePort();
    // Production refuses the demo's realtime secret (server/config.ts): the run gets one of its own.
    const env = { APP_ENV: 'production', PUSHER_APP_SECRET: newToken(), DEMO_REPLY_DELAY_SECONDS: '0' };
    server = await startServer(dataDir, port, { env });
    const run = await runShopperLoad([`http://127.0.0.1:${port}/api`], tokens);
    const { latencyByCall, ...latencies } = latencyFigures(run);
    return {
      shoppers: LOAD_SHAPE.shoppers,
      warmupSeconds: LOAD_SHAPE.warmupSeconds,
      warmupErrors: run.warmup.errors,
      ...latencies,
      errors: run.measured.errors,
      errorsByCall: Object.fromEntries(run.measured.statuses),
      latencyByCall,
    };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures = await runLoad();
console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
