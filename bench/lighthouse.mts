// docs/quality-budgets.md P3, P4, A2 and P5: Lighthouse 12's default mobile audit (simulated slow 4G and a 4× slower CPU),
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
// P3–P5 run on `/` in English and in Arabic (`/?lang=ar`, the address of the page's Arabic version).
//
// P5: LCP of each home page against a static HTML page with the same first screen: the document the server sends,
// with the first screen its rendering entry drew (the shop's name, the banners and ads with the same pictures, sizes
// and attributes, in the page's language), styled by the app's own CSS, without any script. The page is written
// into dist/ and served from the same server under /build/, so both pages go through the same origin and network;
// it is deleted at the end. The runs of the home page and of its static twin alternate, so that both sides see the
// same load on the machine; the ratio is the home page's median LCP ÷ the static twin's.
//
// Five runs per page (LIGHTHOUSE_RUNS), one after another, never in parallel; the medians are the figures.
// `--json` prints them as JSON on the last line. Bounded: each run is stopped after 120 s; on SIGINT or SIGTERM
// the Lighthouse run under way, the server and the static page are cleaned up.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { audit, type Run, stopRunningAudit } from './lighthouse-audit.mts';
import { median } from './median.mts';
import { freePort, startServer, stopServer } from './server.mts';
import { addToCart, type Customer, registerCustomer, saveAddress } from './shopper.mts';
import { writeStaticHome } from './static-home.mts';

const DIST = 'dist';
/** A page of P3, P4 and A2; `signedIn` pages are audited for the shopper with a cart. */
interface AuditedPage {
  name: string;
  path: string;
  signedIn?: boolean;
  /** P5: measured against a static twin of its first screen. */
  againstStatic?: boolean;
}

export const PAGES: AuditedPage[] = [
  { name: 'home', path: '/', againstStatic: true },
  { name: 'home-ar', path: '/?lang=ar', againstStatic: true },
  { name: 'products', path: '/products' },
  { name: 'product', path: '/products/1/details' },
  { name: 'checkout', path: '/checkout', signedIn: true },
];
/** A product without colours or sizes in shop 1 (Green Leaf Grocers) and one in shop 3 (Volt Electronics). */
const CART_PRODUCTS = [1, 17];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** While working on one page: `LIGHTHOUSE_PAGES=checkout,product` audits only those (P5 needs `home` or `home-ar`). */
const PAGES_TO_AUDIT = process.env.LIGHTHOUSE_PAGES?.split(',') ?? PAGES.map((page) => page.name);

/** What is under way, for the cleanup (which may run on a signal while a run is going on). */
const started: {
  server: ChildProcess | null;
  dirs: string[];
  files: string[];
  stopping: boolean;
} = {
  stopping: false,
  server: null,
  dirs: [],
  files: [],
};

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

/** P5 of one page: its median LCP against its static twin's. */
interface LcpAgainstStatic {
  path: string;
  pageLcpMs: number;
  staticLcpMs: number;
  ratio: number;
  runs: number;
  staticPage: PageFigures;
}

const figuresOf = (path: string, runs: Run[]): PageFigures => ({
  path,
  ...medians(runs),
  lcpSamplesMs: runs.map((run) => run.lcpMs),
  lcpElements: [...new Set(runs.map((run) => run.lcpElement))],
});

/** Stops what is under way and deletes what was written; safe to call more than once. */
async function cleanUp(): Promise<void> {
  started.stopping = true;
  const { server } = started;
  started.server = null;
  await stopRunningAudit();
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

  const pages: Record<string, PageFigures> = {};
  const lcpAgainstStatic: Record<string, LcpAgainstStatic> = {};
  for (const page of PAGES.filter(({ name }) => PAGES_TO_AUDIT.includes(name))) {
    const twin = page.againstStatic ? await writeStaticHome(origin, DIST, page.path, page.name) : null;
    if (twin) started.files.push(twin.file);
    const runs: Run[] = [];
    const staticRuns: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (page.signedIn) {
        runs.push(await auditSignedIn(origin, page.path, customer));
      } else {
        runs.push(await audit(`${origin}${page.path}`));
      }
      // P5: the static twin right after each run of the page.
      if (twin) staticRuns.push(await audit(`${origin}${twin.path}`));
    }
    const figures = figuresOf(page.path, runs);
    pages[page.name] = figures;
    if (twin) {
      const staticPage = figuresOf(twin.path, staticRuns);
      lcpAgainstStatic[page.name] = {
        path: page.path,
        pageLcpMs: figures.lcpMs,
        staticLcpMs: staticPage.lcpMs,
        ratio: Math.round((figures.lcpMs / staticPage.lcpMs) * 100) / 100,
        runs: staticPage.runs,
        staticPage,
      };
    }
  }
  return { pages, lcpAgainstStatic };
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
