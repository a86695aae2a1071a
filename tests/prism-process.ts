import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface PrismProcess {
  url: string;
  port: number;
  stop(): void;
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

function stop(prism: ChildProcess): void {
  if (!prism.pid || prism.exitCode !== null) return;
  try {
    process.kill(-prism.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * Starts Prism (`prism mock openapi.yaml` or `prism proxy openapi.yaml <upstream> --errors`, given as `args`) on a
 * free loopback port, in a process group of its own, and waits (at most 60 s) until it answers: any answer will
 * do, a proxy's upstream may refuse the probe.
 */
export async function startPrism(args: string[]): Promise<PrismProcess> {
  const port = await freePort();
  let log = '';
  const prism = spawn('node_modules/.bin/prism', [...args, '-h', '127.0.0.1', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk).slice(-20_000);
  };
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism ${args[0]} exited (${prism.exitCode}):\n${log}`);
    const up = await fetch(`${url}/master`).then(
      () => true,
      () => false,
    );
    if (up) return { url, port, stop: () => stop(prism) };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  stop(prism);
  throw new Error(`prism ${args[0]} did not start:\n${log}`);
}
