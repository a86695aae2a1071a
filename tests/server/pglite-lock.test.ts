import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PGLITE_LOCK_FILE } from '../../server/db/pglite-lock';
import { freePort, runToExit, type ServerProcess, startServerProcess } from './server-process';

/**
 * PGlite is one process (server/db/pglite-lock.ts): a second server, or db:reset, on a data directory a live server
 * holds is refused and the first keeps serving; a lock left by a killed server is taken over.
 */

const started: ServerProcess[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  for (const server of started) await server.crash();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(await freePort(), env);
  started.push(server);
  return server;
}

const serves = async (server: ServerProcess) =>
  (await fetch(`${server.origin}/api/master`, { signal: AbortSignal.timeout(10_000) })).ok;

it('refuses a second process on one PGlite data directory, and takes over the lock of a killed one', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-lock-'));
  const env = { DATA_DIR: dataDir };
  const first = await start(env);
  const inUse = `The database in ${dataDir} is in use by another server process (pid ${first.pid}).`;

  const second = await runToExit('server/main.ts', await freePort(), env);
  expect(second.status).toBe(1);
  expect(second.output).toContain(inUse);
  expect(second.output).toContain('DATABASE_URL');

  const reset = await runToExit('server/db/reset.ts', await freePort(), env);
  expect(reset.status).toBe(1);
  expect(reset.output).toContain(inUse);
  expect(await serves(first)).toBe(true);

  // Killed, it leaves its lock behind: the next server finds its process gone and starts.
  await first.crash();
  expect(existsSync(join(dataDir, PGLITE_LOCK_FILE))).toBe(true);
  const third = await start(env);
  expect(await serves(third)).toBe(true);

  // Stopped cleanly, it removes its lock.
  await third.stop();
  expect(existsSync(join(dataDir, PGLITE_LOCK_FILE))).toBe(false);
}, 300_000);
