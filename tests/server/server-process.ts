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
  pid: number;
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
  const { child, log } = spawnScript('server/main.ts', port, env);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    const up = await fetch(`${origin}/api/master`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      const pid = child.pid as number;
      return { origin, pid, crash: () => end(child, 'SIGKILL'), stop: () => end(child, 'SIGTERM') };
    }
    await sleep(100);
  }
  await end(child, 'SIGKILL');
  throw new Error(`the server did not start:\n${log()}`);
}

/** Runs `script` (the server, or a script of server/) with the server's environment; `log` is its recent output. */
function spawnScript(script: string, port: number, env: Record<string, string>) {
  const { DATABASE_URL: _chosenByTheTest, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => output };
}

/**
 * Runs `script` as startServerProcess would and waits for it to exit on its own (killed if it has not within
 * `timeoutMs`): its status and output, for a start that must be refused.
 */
export async function runToExit(
  script: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = START_TIMEOUT_MS,
): Promise<{ status: number | null; output: string }> {
  const { child, log } = spawnScript(script, port, env);
  const status = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // 'close' comes after the output has all been read.
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  return { status, output: log() };
}
