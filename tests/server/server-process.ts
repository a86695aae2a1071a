import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const EXIT_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/** `server/main.ts` run as `npm start` runs it, in a process of its own that a test can kill. */
export interface ServerProcess {
  /** The server's origin, on 127.0.0.1. */
  origin: string;
  /** `kill -9`: no shutdown code runs, as in a crash. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM: the server closes its database and exits. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server process did not exit')), EXIT_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited(child);
}

/**
 * Starts the server on 127.0.0.1:`port` with `env` over a local environment (one node process, so a signal reaches
 * the server itself), and waits until `/api/master` answers. A server that does not come up is killed.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _chosenByTheTest, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPOSITORY,
    env: {
      ...inherited,
      APP_ENV: 'local',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_REPLY_DELAY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    const up = await fetch(`${origin}/api/master`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, crash: () => end(child, 'SIGKILL'), stop: () => end(child, 'SIGTERM') };
    await sleep(100);
  }
  await end(child, 'SIGKILL');
  throw new Error(`the server did not start:\n${log}`);
}
