// QUALITY.md P3, P4 and A2: Lighthouse 12's default mobile audit (simulated slow 4G and a 4× slower CPU) of
// `/`, `/products` and a product page, served as `npm start` serves them (the built storefront and the reference
// API over a fresh seeded database). Five runs per page, one after another, never in parallel; the medians are
// the figures. `--json` prints them as JSON on the last line. Bounded: each run is stopped after 120 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { freePort, startServer, stopServer } from './server.mts';

export const PAGES = [
  ['home', '/'],
  ['products', '/products'],
  ['product', '/products/1/details'],
] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function audit(url: string): Run {
  const run = spawnSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 120_000, maxBuffer: 64 << 20 },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr || run.signal}`);
  const { categories, audits } = JSON.parse(run.stdout);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
  };
}

function medians(runs: Run[]): Run & { runs: number } {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    runs: runs.length,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

export async function runLighthouse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-'));
  const port = await freePort();
  const server = await startServer(dataDir, port, { env: { APP_ENV: 'local' } }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const figures: Record<string, ReturnType<typeof medians> & { path: string }> = {};
    for (const [name, path] of PAGES) {
      const runs = Array.from({ length: RUNS }, () => audit(`http://127.0.0.1:${port}${path}`));
      figures[name] = { path, ...medians(runs) };
    }
    return figures;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures = await runLighthouse();
console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
