// The reference API as the bench runs it: on a free loopback port, over a database directory of its own (or a
// PostgreSQL database the bench made for it), in a process group of its own so that stopping it stops everything
// it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

/** Where the server keeps its data: a PGlite directory, or the URL of a PostgreSQL database. */
export type ServerStore = string | { databaseUrl: string };

export interface StartOptions {
  /** Environment over the inherited one (never DATABASE_URL: the bench's database is its own, see ServerStore). */
  env?: Record<string, string>;
  /** Told the process as soon as it exists, so that a cleanup running meanwhile can stop it. */
  onSpawn?: (server: ChildProcess) => void;
  /** Checked while waiting: true gives up. */
  isCancelled?: () => boolean;
}

/** Starts `server/main.ts` and waits (at most 60 s) until `/api/master` answers. */
export async function startServer(store: ServerStore, port: number, options: StartOptions = {}): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const database = typeof store === 'string' ? { DATA_DIR: store } : { DATABASE_URL: store.databaseUrl };
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...inherited, ...database, HOST: '127.0.0.1', PORT: String(port), ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  options.onSpawn?.(server);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null && !options.isCancelled?.()) {
    const up = await fetch(`http://127.0.0.1:${port}/api/master`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await sleep(200);
  }
  await stopServer(server);
  throw new Error('the reference API did not start');
}

/** Stops the server's process group (tsx and the node it runs) and waits for it to close its database. */
export async function stopServer(server: ChildProcess | null): Promise<void> {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(server.pid as number), name);
    } catch {
      // Already stopped.
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) {
    signal('SIGKILL');
    await Promise.race([exited, sleep(2_000)]);
  }
}
