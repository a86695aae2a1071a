import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, prism: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism exited (${prism.exitCode}):\n${log()}`);
    try {
      await fetch(`${url}/master`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`prism mock did not start:\n${log()}`);
}

/** Starts `prism mock openapi.yaml` on a free loopback port for the contract tests, and stops its whole group after. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  let output = '';
  const prism = spawn('node_modules/.bin/prism', ['mock', 'openapi.yaml', '-h', '127.0.0.1', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prism.stdout?.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  prism.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, prism, () => output);
  } catch (error) {
    stop(prism);
    throw error;
  }
  project.provide('prismUrl', url);
  return () => stop(prism);
}

function stop(prism: ChildProcess): void {
  if (!prism.pid || prism.exitCode !== null) return;
  try {
    process.kill(-prism.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
