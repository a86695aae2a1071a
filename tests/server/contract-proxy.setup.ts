import { type ChildProcess, spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { listenOnLoopback, switchboard } from './forward-http';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the `prism proxy --errors` every server suite's requests go through. */
    contractProxyPort: number;
  }
}

/**
 * One `prism proxy --errors` for all the server suites: Prism spends seconds of CPU reading the contract as it
 * starts, which one proxy per suite paid fifty times over. Its upstream is a switchboard that sends each request
 * on to the test server the request names (tests/server/forward-http.ts).
 */
export default async function setup(project: TestProject) {
  const board = await switchboard();
  // A free port for Prism: taken and let go, as Prism must be told one.
  const { server: probe, port } = await listenOnLoopback(() => undefined);
  await new Promise((resolve) => probe.close(resolve));
  let log = '';
  const prism = spawn(
    'node_modules/.bin/prism',
    ['proxy', 'openapi.yaml', `http://127.0.0.1:${board.port}/api`, '--errors', '-h', '127.0.0.1', '-p', String(port)],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk).slice(-20_000);
  };
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  const stopAll = () => {
    stop(prism);
    board.server.close();
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, prism, () => log);
  } catch (error) {
    stopAll();
    throw error;
  }
  project.provide('contractProxyPort', port);
  return stopAll;
}

async function waitUntilReady(url: string, prism: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism proxy exited (${prism.exitCode}):\n${log()}`);
    // Any answer will do: the switchboard refuses a request that names no server.
    const up = await fetch(`${url}/master`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`prism proxy did not start:\n${log()}`);
}

function stop(prism: ChildProcess): void {
  if (!prism.pid || prism.exitCode !== null) return;
  try {
    process.kill(-prism.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
