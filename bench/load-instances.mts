// docs/quality-budgets.md P8: the load of P7 (bench/load-shoppers.mts) on PostgreSQL, against one instance of the
// reference API and then against two on the same database, the requests spread over both in turn (no sticky
// sessions), so that what the second instance costs and gains shows beside the first. The PostgreSQL server is
// BENCH_DATABASE_URL's (the local one by default); the run makes a database of its own there, migrated and seeded,
// and drops it at the end. Prints, for each configuration, requests per second, p50/p99 latency and errors (the
// warm-up's included); `--json` prints them as one JSON line. Bounded: the whole run has a deadline, and the
// servers it started are stopped and its database dropped at the end, also on failure.
import type { ChildProcess } from 'node:child_process';
import { type Database, openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { addLoadShoppers, LOAD_SHAPE, type LoadRun, latencyFigures, runShopperLoad } from './load-shoppers.mts';
import { freePort, startServer, stopServer } from './server.mts';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The whole run stops here, whatever it is waiting for: two loads, their warm-ups, the set-up and the starts. */
const RUN_DEADLINE_MS = Number(process.env.P8_DEADLINE_SECONDS ?? 150) * 1000;

/** What the run started, for the cleanup (which may run while a step is still under way). */
const started: { servers: ChildProcess[]; database: Database | null; stopping: boolean } = {
  servers: [],
  database: null,
  stopping: false,
};

/** A database of this run's own, so that the load never meets another run's or a test suite's rows. */
async function prepareDatabase(): Promise<{ databaseUrl: string; tokens: string[] }> {
  const databaseName = `storefront_bench_instances_${process.pid}_${Date.now()}`;
  const database = await openDatabase({ url: POSTGRES_URL, databaseName });
  started.database = database;
  await database.migrate();
  await seedDatabase(database.db, { now: new Date() });
  const tokens = await addLoadShoppers(database.db, LOAD_SHAPE.shoppers);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  return { databaseUrl: url.toString(), tokens };
}

/** `server/main.ts` on the database, as a deployment runs each instance; answers its API's base. */
async function startInstance(databaseUrl: string): Promise<string> {
  if (started.stopping) throw new Error('stopping');
  const port = await freePort();
  await startServer({ databaseUrl }, port, {
    env: { APP_ENV: 'local', DEMO_REPLY_DELAY_SECONDS: '0' },
    onSpawn: (server) => {
      started.servers.push(server);
    },
    isCancelled: () => started.stopping,
  });
  return `http://127.0.0.1:${port}/api`;
}

/** A configuration's figures; its errors count the warm-up's, as P7's budget does. */
function configurationFigures(instances: number, run: LoadRun) {
  const { latencyByCall, ...latencies } = latencyFigures(run);
  const errorsByCall = new Map(run.warmup.statuses);
  for (const [call, count] of run.measured.statuses) errorsByCall.set(call, (errorsByCall.get(call) ?? 0) + count);
  return {
    instances,
    shoppers: LOAD_SHAPE.shoppers,
    warmupSeconds: LOAD_SHAPE.warmupSeconds,
    ...latencies,
    errors: run.warmup.errors + run.measured.errors,
    warmupErrors: run.warmup.errors,
    errorsByCall: Object.fromEntries(errorsByCall),
    latencyByCall,
  };
}

/** Stops the servers and drops the database; safe to call more than once. */
async function cleanUp(): Promise<void> {
  started.stopping = true;
  await Promise.all(started.servers.splice(0).map((server) => stopServer(server)));
  const { database } = started;
  started.database = null;
  // Closing drops the run's database (server/db/client.ts).
  if (database) await database.close();
}

async function runInstances() {
  const work = async () => {
    const { databaseUrl, tokens } = await prepareDatabase();
    const first = await startInstance(databaseUrl);
    const one = configurationFigures(1, await runShopperLoad([first], tokens));
    // The first instance stays up: the second load's warm-up warms the second instance.
    const second = await startInstance(databaseUrl);
    const two = configurationFigures(2, await runShopperLoad([first, second], tokens));
    return { one, two };
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`P8 did not finish within ${RUN_DEADLINE_MS / 1000} s`)),
      RUN_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });
}
let exitCode = 0;
try {
  const figures = await runInstances();
  console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp().catch((error: unknown) => {
    console.error(error);
    exitCode = 1;
  });
}
process.exit(exitCode);
