import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
/** A build on a busy machine stays well inside this; one that does not has hung. */
const BUILD_TIMEOUT_MS = 120_000;

/**
 * Builds the storefront into dist/ when it is missing or older than its sources, as `npm start` does
 * (scripts/build-if-stale.mjs): an instance serves the build for every path outside /api. In CI the browser tests
 * have built it already, and this only checks.
 */
export function buildStorefrontIfStale(): Promise<void> {
  const script = "import { buildIfStale } from './scripts/build-if-stale.mjs'; buildIfStale();";
  // A group of its own, so a build that hangs is ended with vite under it.
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: REPOSITORY,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, BUILD_TIMEOUT_MS);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`the storefront build ended with ${signal ?? `status ${code}`}:\n${output}`));
    });
  });
}
