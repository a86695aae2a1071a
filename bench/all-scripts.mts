// docs/quality-budgets.md P1b: every script a phone fetches on `/` until the network is idle, not only the first
// screen's. Starts the reference API on loopback over a fresh seeded PGlite in a temporary directory (serving the
// built app in dist/: build first), opens `/` in Debian's Chromium at 412×915 as a touch phone, waits until no
// request has been open for 500 ms and no new script has come for 2 s, then sums the scripts.
//
// A script is a response whose type is JavaScript: module chunks, their preloads, and the workers' files. Its
// size is the gzip (level 9) of its decoded body, computed here whatever the server sent, the same measure as
// P1 in bench/bundle-size.mjs; a file fetched twice counts twice in requests and in bytes.
//
// Prints each script and a table row, and exits 1 over budget; `--json` prints the figures as one JSON line and
// leaves the budget to bench/run.mjs (exit 1 only when nothing could be measured). Bounded: every wait has a
// timeout, the whole run has a deadline, and the server and the browser are stopped and the directory deleted at
// the end, also on failure or on a signal.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { freePort, sleep, startServer, stopServer } from './server.mts';

export const BUDGET = { kb: 180, requests: 30 };
const PHONE = { width: 412, height: 915 };
/** After the network is idle, the run waits until no new script has come for this long. */
const QUIET_MS = 2_000;
const RUN_DEADLINE_MS = Number(process.env.P1B_DEADLINE_SECONDS ?? 90) * 1000;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** What the run started, for the cleanup (which may run while a step is still under way). */
const started: { server: ChildProcess | null; browser: Browser | null; stopping: boolean } = {
  server: null,
  browser: null,
  stopping: false,
};

interface Script {
  path: string;
  gzipBytes: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

async function measureHome(browser: Browser, origin: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    screen: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  try {
    const scripts: Promise<Script | null>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    let lastScript = Date.now();
    // Context-wide, so that the workers' own fetches count too.
    context.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    context.on('requestfailed', done);
    context.on('requestfinished', done);
    context.on('response', (response) => {
      if (!isScript(response)) return;
      lastScript = Date.now();
      const path = new URL(response.url()).pathname;
      // A worker's script body is not kept by the browser for the page: the same file is fetched again here.
      const body = response
        .body()
        .catch(() => fetch(response.url()).then((again) => (again.ok ? again.arrayBuffer().then(Buffer.from) : null)));
      scripts.push(body.then((bytes) => (bytes ? { path, gzipBytes: gzipSync(bytes, { level: 9 }).length } : null)));
    });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 30_000 });
    const deadline = Date.now() + 45_000;
    while (inFlight > 0 || Date.now() - lastActivity < 500 || Date.now() - lastScript < QUIET_MS) {
      if (Date.now() > deadline) throw new Error('the page kept fetching for 45 s');
      await sleep(100);
    }
    const measured = (await Promise.all(scripts)).filter((script): script is Script => script !== null);
    if (measured.length < scripts.length) throw new Error('a script body could not be read');
    return measured;
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function cleanUp(dataDir: string): Promise<void> {
  started.stopping = true;
  const { browser, server } = started;
  started.browser = null;
  started.server = null;
  if (browser) await Promise.race([browser.close().catch(() => undefined), sleep(10_000)]);
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

async function run(dataDir: string) {
  const work = async () => {
    const port = await freePort();
    await startServer(dataDir, port, {
      env: { APP_ENV: 'local' },
      onSpawn: (server) => {
        started.server = server;
      },
      isCancelled: () => started.stopping,
    });
    started.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
    return measureHome(started.browser, `http://127.0.0.1:${port}`);
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`P1b did not finish within ${RUN_DEADLINE_MS / 1000} s`)),
      RUN_DEADLINE_MS,
    );
  });
  try {
    const scripts = await Promise.race([work(), deadline]);
    const bytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    return {
      kb: kb(bytes),
      requests: scripts.length,
      budgetKb: BUDGET.kb,
      budgetRequests: BUDGET.requests,
      scripts: scripts.map((script) => ({ path: script.path, kb: kb(script.gzipBytes) })),
    };
  } finally {
    clearTimeout(timer);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-all-scripts-'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp(dataDir).finally(() => process.exit(1));
  });
}
let exitCode = 0;
try {
  const figures = await run(dataDir);
  const holds = figures.kb <= BUDGET.kb && figures.requests <= BUDGET.requests;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures));
  } else {
    for (const script of figures.scripts) console.log(`${String(script.kb).padStart(6)} KB  ${script.path}`);
    console.log(
      `| P1b | every script on / at 412×915 until the network is idle (gzip) | ${figures.kb} KB in ${figures.requests} requests | ≤ ${BUDGET.kb} KB in ≤ ${BUDGET.requests} |`,
    );
  }
  if (!holds && !process.argv.includes('--json')) exitCode = 1;
} catch (error) {
  if (!started.stopping) console.error(error);
  exitCode = 1;
} finally {
  await cleanUp(dataDir);
}
process.exit(exitCode);
