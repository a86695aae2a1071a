// QUALITY.md P3, P4, A2 and P5: Lighthouse 12's default mobile audit (simulated slow 4G and a 4× slower CPU),
// served as `npm start` serves the storefront (the built app and the reference API over a fresh seeded database).
//
// P3, P4, A2: `/`, `/products`, a product page, and `/checkout` for a signed-in shopper with a cart. The shopper
// is a new customer registered through the contract, with a saved address and products from two shops in the
// cart. The storefront keeps the session in localStorage (`token`, `user`), which Lighthouse's own storage
// reset leaves alone (it clears the caches, service workers and a few other stores, not local storage): for
// each run of the checkout, a fresh Chromium profile gets the session written on the server's origin first
// (Playwright, on a file of the origin that runs no script; the browser is then closed), and Lighthouse starts
// its Chromium on that profile. A run counts only if the page read the cart with the shopper's token, so a
// shopper who was not signed in fails the bench rather than measuring the 'Log in' page.
//
// P5: LCP of `/` against a static HTML page with the same first screen: the shop's name as heading, its logo,
// and the banners and ads of the seeded /home with the same sizes, attributes and classes, styled by the app's
// own CSS. The page is written into dist/ and served from the same server under /build/, so both pages go
// through the same origin and network; it is deleted at the end. The runs of `/` and of the static page
// alternate, so that both sides see the same load on the machine; the ratio is median LCP of `/` ÷ median LCP
// of the static page.
//
// Five runs per page (LIGHTHOUSE_RUNS), one after another, never in parallel; the medians are the figures.
// `--json` prints them as JSON on the last line. Bounded: each run is stopped after 120 s; on SIGINT or SIGTERM
// the Lighthouse run under way, the server and the static page are cleaned up.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { freePort, sleep, startServer, stopServer } from './server.mts';
import { addToCart, type Customer, getJson, registerCustomer, saveAddress } from './shopper.mts';

const DIST = 'dist';
/** The static twin of `/`, in dist/, so that the storefront's server serves it under /build/. */
const STATIC_HOME = 'bench-static-home.html';

/** A page of P3, P4 and A2; `signedIn` pages are audited for the shopper with a cart. */
interface AuditedPage {
  name: string;
  path: string;
  signedIn?: boolean;
}

export const PAGES: AuditedPage[] = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'product', path: '/products/1/details' },
  { name: 'checkout', path: '/checkout', signedIn: true },
];
/** A product without colours or sizes in shop 1 (Green Leaf Grocers) and one in shop 3 (Volt Electronics). */
const CART_PRODUCTS = [1, 17];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** While working on one page: `LIGHTHOUSE_PAGES=checkout,product` audits only those (P5 needs `home`). */
const PAGES_TO_AUDIT = process.env.LIGHTHOUSE_PAGES?.split(',') ?? PAGES.map((page) => page.name);
/**
 * While working on a page: each run's full report is written into this directory, to read in Lighthouse's viewer,
 * with its trace (`-0.trace.json`, for the Performance panel) and DevTools log.
 */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
let reportsWritten = 0;
const RUN_TIMEOUT_MS = 120_000;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse took for the largest paint (its label), to see that both sides of P5 paint the banner. */
  lcpElement: string;
}

interface NetworkRequest {
  url: string;
  statusCode: number;
}

/** What is under way, for the cleanup (which may run on a signal while a run is going on). */
const started: {
  server: ChildProcess | null;
  lighthouse: ChildProcess | null;
  dirs: string[];
  files: string[];
  stopping: boolean;
} = {
  stopping: false,
  server: null,
  lighthouse: null,
  dirs: [],
  files: [],
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Runs the Lighthouse CLI and gives its JSON report. On the time limit it is sent SIGINT, which makes it close
 * the Chromium it started (SIGTERM would leave that running), and SIGKILL if it is still there 10 s later.
 */
function runLighthouseCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.lighthouse = child;
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (started.lighthouse === child) started.lighthouse = null;
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new Error(timedOut ? `stopped after ${RUN_TIMEOUT_MS / 1000} s` : stderr || `${signal ?? code}`));
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is made again. */
const TRACE_FAILURE = /NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|PROTOCOL_TIMEOUT/;
const TRIES_PER_RUN = 3;

/**
 * One Lighthouse run of `url`, in a Chromium of its own (on `profile` when given). With `mustRead`, the run
 * counts only if the page fetched that URL with a 200. A run whose trace was not recorded is made again, at
 * most three times in all.
 */
async function audit(url: string, options: { profile?: string; mustRead?: string } = {}): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (attempt >= TRIES_PER_RUN || !TRACE_FAILURE.test((error as Error).message)) throw error;
      console.error(`${(error as Error).message}: trying again`);
    }
  }
}

async function auditOnce(url: string, options: { profile?: string; mustRead?: string }): Promise<Run> {
  const chromeFlags = ['--headless', ...CHROMIUM_ARGS];
  // Lighthouse's launcher names a profile directory of its own first; the last --user-data-dir is the one used.
  if (options.profile) chromeFlags.push(`--user-data-dir=${options.profile}`);
  // With REPORTS_DIR, Lighthouse writes the report there itself, with the run's trace and DevTools log beside it.
  const reportPath = REPORTS_DIR
    ? join(REPORTS_DIR, `${++reportsWritten}-${new URL(url).pathname.replaceAll('/', '_')}.json`)
    : null;
  const output = await runLighthouseCli([
    url,
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    ...(reportPath ? [`--output-path=${reportPath}`, '--save-assets'] : ['--output-path=stdout']),
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
  ]).catch((error: Error) => {
    throw new Error(`lighthouse failed on ${url}: ${error.message}`);
  });
  const report = reportPath ? readFileSync(reportPath, 'utf8') : output;
  const { categories, audits, runtimeError } = JSON.parse(report);
  if (runtimeError) throw new Error(`lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (options.mustRead) {
    const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
    const read = requests.some((request) => request.url === options.mustRead && request.statusCode === 200);
    if (!read) throw new Error(`${url}: the page did not read ${options.mustRead} (was the shopper signed in?)`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
  };
}

/** The label of the LCP element in Lighthouse 12's report (a list whose first table names the node). */
function lcpElementOf(lcpAudit: { details?: { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } }) {
  return lcpAudit?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? 'unknown';
}

/** A new Chromium profile with the shopper's session in the origin's localStorage, as the storefront keeps it. */
async function signedInProfile(origin: string, customer: Customer): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-profile-'));
  started.dirs.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: 60_000,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A file of the origin that runs no script, so nothing but the session is stored.
    await page.goto(`${origin}/build/favicon.svg`, { timeout: 30_000 });
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      { token: customer.token, user: JSON.stringify(customer.user) },
    );
  } finally {
    // Closing the browser writes the origin's storage to the profile.
    await context.close();
  }
  return profile;
}

/** A signed-in run: a fresh profile each time, as Lighthouse gives the signed-out pages a fresh browser. */
async function auditSignedIn(origin: string, path: string, customer: Customer): Promise<Run> {
  const profile = await signedInProfile(origin, customer);
  try {
    return await audit(`${origin}${path}`, { profile, mustRead: `${origin}/api/carts` });
  } finally {
    rmSync(profile, { recursive: true, force: true });
    started.dirs = started.dirs.filter((dir) => dir !== profile);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Tile {
  title: string | null;
  image: string;
}

/**
 * The static twin of `/`'s first screen: what the app shows there (the logo, the shop's name as heading, the
 * banners and ads, with the sizes, loading hints and classes BannerSection gives them) in plain HTML, styled
 * by the app's CSS and without any script.
 */
async function writeStaticHome(origin: string): Promise<string> {
  const master = await getJson<{ data: { app_name: string; web_logo: string } }>(origin, '/master');
  const home = await getJson<{ data: { banners: Tile[]; ads: Tile[] } }>(origin, '/home?page=1&per_page=10');
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { isEntry?: boolean; css?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const styles = (entry?.css ?? []).map((file) => `<link rel="stylesheet" href="/build/${file}">`);
  const { app_name: appName, web_logo: logo } = master.data;
  const { banners, ads } = home.data;
  const picture = (tile: Tile, width: number, height: number, isLcp: boolean) =>
    `<img src="${escapeHtml(tile.image)}" alt="${escapeHtml(tile.title ?? '')}" width="${width}" height="${height}" ` +
    `loading="${isLcp ? 'eager' : 'lazy'}" fetchpriority="${isLcp ? 'high' : 'auto'}" ` +
    `decoding="${isLcp ? 'sync' : 'async'}" class="h-auto w-full rounded-lg bg-gray-100 object-cover">`;
  const html = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="description" content="Shop from many sellers in one place.">
    <title>${escapeHtml(appName)}</title>
    ${styles.join('\n    ')}
  </head>
  <body>
    <header class="border-gray-200 border-b bg-white">
      <div class="mx-auto flex max-w-6xl items-center px-4 py-3">
        <img src="${escapeHtml(logo)}" alt="${escapeHtml(appName)}" width="160" height="40" class="h-10 w-auto">
      </div>
    </header>
    <main>
      <div class="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
        <h1 class="font-bold text-2xl text-primary-800">${escapeHtml(appName)}</h1>
        <section aria-labelledby="offers">
          <h2 id="offers" class="sr-only">Offers</h2>
          <ul class="grid gap-3 sm:grid-cols-2 sm:gap-4">
            ${banners.map((banner, index) => `<li${index === 0 ? ' class="sm:col-span-2"' : ''}>${picture(banner, 1200, 400, index === 0)}</li>`).join('\n            ')}
          </ul>
          <ul class="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 md:grid-cols-3">
            ${ads.map((ad) => `<li>${picture(ad, 600, 300, false)}</li>`).join('\n            ')}
          </ul>
        </section>
      </div>
    </main>
  </body>
</html>
`;
  const file = join(DIST, STATIC_HOME);
  started.files.push(file);
  writeFileSync(file, html);
  return `/build/${STATIC_HOME}`;
}

type Figure = Exclude<keyof Run, 'lcpElement'>;

function medians(runs: Run[]): Omit<Run, 'lcpElement'> & { runs: number } {
  const of = (key: Figure) => median(runs.map((run) => run[key]));
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

type PageFigures = ReturnType<typeof medians> & { path: string; lcpSamplesMs: number[]; lcpElements: string[] };

const figuresOf = (path: string, runs: Run[]): PageFigures => ({
  path,
  ...medians(runs),
  lcpSamplesMs: runs.map((run) => run.lcpMs),
  lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
});

/** Stops what is under way and deletes what was written; safe to call more than once. */
async function cleanUp(): Promise<void> {
  started.stopping = true;
  const { lighthouse, server } = started;
  started.lighthouse = null;
  started.server = null;
  if (lighthouse && lighthouse.exitCode === null) {
    const closed = new Promise((resolve) => lighthouse.once('close', resolve));
    lighthouse.kill('SIGINT');
    await Promise.race([closed, sleep(10_000)]);
  }
  await stopServer(server);
  for (const path of [...started.files, ...started.dirs]) rmSync(path, { recursive: true, force: true });
  started.files = [];
  started.dirs = [];
}

export async function runLighthouse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-'));
  started.dirs.push(dataDir);
  const port = await freePort();
  await startServer(dataDir, port, {
    env: { APP_ENV: 'local' },
    onSpawn: (server) => {
      started.server = server;
    },
  });
  const origin = `http://127.0.0.1:${port}`;

  const customer = await registerCustomer(origin);
  await saveAddress(origin, customer);
  for (const productId of CART_PRODUCTS) await addToCart(origin, customer.token, productId);
  const staticHome = await writeStaticHome(origin);

  const pages: Record<string, PageFigures> = {};
  const staticRuns: Run[] = [];
  for (const page of PAGES.filter(({ name }) => PAGES_TO_AUDIT.includes(name))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (page.signedIn) {
        runs.push(await auditSignedIn(origin, page.path, customer));
      } else {
        runs.push(await audit(`${origin}${page.path}`));
      }
      // P5: the static twin right after each run of `/`.
      if (page.path === '/') staticRuns.push(await audit(`${origin}${staticHome}`));
    }
    pages[page.name] = figuresOf(page.path, runs);
  }
  const home = pages.home;
  if (!home) return { pages };
  const staticPage = figuresOf(staticHome, staticRuns);
  return {
    pages,
    lcpAgainstStatic: {
      homeLcpMs: home.lcpMs,
      staticLcpMs: staticPage.lcpMs,
      ratio: Math.round((home.lcpMs / staticPage.lcpMs) * 100) / 100,
      runs: staticPage.runs,
      staticPage,
    },
  };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });
}
let exitCode = 0;
try {
  const figures = await runLighthouse();
  console.log(process.argv.includes('--json') ? JSON.stringify(figures) : JSON.stringify(figures, null, 2));
} catch (error) {
  // Stopped by a signal: the run under way failing is no news.
  if (!started.stopping) console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
