// docs/quality-budgets.md P6: add to cart, open cart, toggle a shop at checkout, each from the input to the next paint, in
// Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). Starts the reference API on loopback
// over a fresh seeded PGlite in a temporary directory, registers a customer, puts products from two shops into
// the cart, then presses each control REPEATS times once the page has settled and reads the Event Timing API:
// an interaction's figure is the largest `duration` (input to next paint) among the events it dispatched
// (pointerdown, pointerup, click, ...), and the median of the repeats is reported. `--json` prints the figures
// as one JSON line. Bounded: every wait has a timeout, the whole run has a deadline, and the server and the
// browser it started are stopped and the directory deleted at the end, also on failure.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { median } from './median.mts';
import { measurePress, observeEvents, STEP_TIMEOUT_MS, settle, trackRequests } from './page-timing.mts';
import { freePort, sleep, startServer, stopServer } from './server.mts';
import { addToCart, type Customer, registerCustomer } from './shopper.mts';

const REPEATS = Number(process.env.P6_REPEATS ?? 5);
const CPU_SLOWDOWN = 4;
/** The whole run stops here, whatever it is waiting for. */
const RUN_DEADLINE_MS = Number(process.env.P6_DEADLINE_SECONDS ?? 120) * 1000;

/** A product without colours or sizes in shop 1 (Green Leaf Grocers) and one in shop 3 (Volt Electronics). */
const PRODUCT_SHOP_1 = 1;
const PRODUCT_SHOP_3 = 17;

/** What the run started, for the cleanup (which may run while a step is still under way). */
const started: { server: ChildProcess | null; browser: Browser | null; stopping: boolean } = {
  server: null,
  browser: null,
  stopping: false,
};

function startLocalServer(dataDir: string, port: number): Promise<ChildProcess> {
  if (started.stopping) throw new Error('stopping');
  return startServer(dataDir, port, {
    env: { APP_ENV: 'local', DEMO_REPLY_DELAY_SECONDS: '0' },
    onSpawn: (server) => {
      started.server = server;
    },
    isCancelled: () => started.stopping,
  });
}

interface InteractionFigure {
  medianMs: number;
  samplesMs: number[];
  /** Each press's reported events ("pointerup 48"), to see which handler took the time. */
  events: string[][];
}

function figure(samples: { ms: number; events: string[] }[]): InteractionFigure {
  const samplesMs = samples.map((sample) => sample.ms);
  return { medianMs: median(samplesMs), samplesMs, events: samples.map((sample) => sample.events) };
}

async function measureAll(browser: Browser, origin: string, customer: Customer) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'token', value: customer.token },
            { name: 'user', value: JSON.stringify(customer.user) },
            { name: 'locale', value: 'en' },
          ],
        },
      ],
    },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  try {
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // (1) Add to Cart on a product page.
    await page.goto(`${origin}/products/${PRODUCT_SHOP_1}/details`);
    const addButton = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
    await settle(page, inFlight, addButton);
    await observeEvents(page);
    const adds = [];
    for (let i = 0; i < REPEATS; i += 1) {
      await settle(page, inFlight, addButton);
      adds.push(await measurePress(page, addButton));
    }

    // (2) The header's cart button, which opens the 'My Cart' drawer; closed again between presses.
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    const opens = [];
    for (let i = 0; i < REPEATS; i += 1) {
      await settle(page, inFlight, cartButton);
      opens.push(await measurePress(page, cartButton));
      await drawer.waitFor({ state: 'visible' });
      await settle(page, inFlight, drawer.getByRole('link', { name: 'Proceed to Checkout' }));
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }

    // (3) A shop's tick at checkout (two shops in the cart, so one always stays chosen).
    await page.goto(`${origin}/checkout`);
    const shopTick = page.getByRole('checkbox', { name: 'Select Green Leaf Grocers', exact: true });
    await settle(page, inFlight, shopTick);
    await observeEvents(page);
    // The input is visually hidden: a shopper presses its label (the box and "Select").
    const shopTickLabel = page.locator('label').filter({ has: shopTick });
    const toggles = [];
    for (let i = 0; i < REPEATS; i += 1) {
      await settle(page, inFlight, shopTick);
      toggles.push(await measurePress(page, shopTickLabel));
    }

    return {
      addToCart: figure(adds),
      openCart: figure(opens),
      toggleShop: figure(toggles),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function launchBrowser(): Promise<Browser> {
  if (started.stopping) throw new Error('stopping');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  started.browser = browser;
  if (started.stopping) await browser.close();
  return browser;
}

/** Closes the browser, stops the server and deletes its data; safe to call more than once. */
async function cleanUp(dataDir: string): Promise<void> {
  started.stopping = true;
  const { browser, server } = started;
  started.browser = null;
  started.server = null;
  if (browser) await Promise.race([browser.close().catch(() => undefined), sleep(10_000)]);
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

async function runInteractions(dataDir: string) {
  const startedAt = Date.now();
  const work = async () => {
    const port = await freePort();
    await startLocalServer(dataDir, port);
    const origin = `http://127.0.0.1:${port}`;
    const customer = await registerCustomer(origin);
    await addToCart(origin, customer.token, PRODUCT_SHOP_1);
    await addToCart(origin, customer.token, PRODUCT_SHOP_3);
    return measureAll(await launchBrowser(), origin, customer);
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`P6 did not finish within ${RUN_DEADLINE_MS / 1000} s`)),
      RUN_DEADLINE_MS,
    );
  });
  try {
    const measured = await Promise.race([work(), deadline]);
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      repeats: REPEATS,
      seconds: Math.round((Date.now() - startedAt) / 100) / 10,
      ...measured,
    };
  } finally {
    clearTimeout(timer);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-interaction-'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp(dataDir).finally(() => process.exit(1));
  });
}
let exitCode = 0;
try {
  const figures = await runInteractions(dataDir);
  console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp(dataDir);
}
process.exit(exitCode);
