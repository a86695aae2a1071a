// QUALITY.md P6: add to cart, open cart, toggle a shop at checkout, each from the input to the next paint, in
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
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { freePort, sleep, startServer, stopServer } from './server.mts';
import { addToCart, type Customer, registerCustomer } from './shopper.mts';

const REPEATS = Number(process.env.P6_REPEATS ?? 5);
const CPU_SLOWDOWN = 4;
/** The smallest threshold the Event Timing API allows: shorter events are not reported. */
const EVENT_THRESHOLD_MS = 16;
/** The whole run stops here, whatever it is waiting for. */
const RUN_DEADLINE_MS = Number(process.env.P6_DEADLINE_SECONDS ?? 120) * 1000;
const STEP_TIMEOUT_MS = 20_000;

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

/** Requests the page has sent and not yet seen answered (the realtime socket is not one). */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Waits until the control is visible and enabled, no request is open for 300 ms, and a frame has painted. */
async function settle(page: Page, inFlight: () => number, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!(await control.isEnabled({ timeout: STEP_TIMEOUT_MS }))) {
    if (Date.now() > deadline) throw new Error('the control stayed disabled');
    await sleep(50);
  }
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300) {
    if (Date.now() > deadline) throw new Error('the page kept loading');
    if (inFlight() > 0) quietSince = Date.now();
    await sleep(50);
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

interface EventRecord {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
}

/** An Event Timing entry (the DOM types here do not have `interactionId` yet). */
type EventTiming = PerformanceEventTiming & { interactionId: number };

interface BenchWindow {
  benchEvents: EventRecord[];
  benchObserver?: PerformanceObserver;
}

// The functions below run in the page: no named inner functions, since the transpiler may wrap those in a
// helper the page does not have.

/** Collects the page's Event Timing entries from now on (call after each navigation). */
async function observeEvents(page: Page, threshold: number): Promise<void> {
  await page.evaluate((durationThreshold) => {
    const store = window as unknown as BenchWindow;
    store.benchObserver?.disconnect();
    store.benchEvents = [];
    store.benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventTiming[]) {
        store.benchEvents.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
        });
      }
    });
    store.benchObserver.observe({ type: 'event', durationThreshold, buffered: false } as PerformanceObserverInit);
  }, threshold);
}

/** The entries of interactions (not of hovering) that started at or after `since`. */
async function eventsSince(page: Page, since: number): Promise<EventRecord[]> {
  return page.evaluate((from) => {
    const store = window as unknown as BenchWindow;
    for (const entry of (store.benchObserver?.takeRecords() ?? []) as EventTiming[]) {
      store.benchEvents.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
      });
    }
    return store.benchEvents.filter((entry) => entry.startTime >= from && entry.interactionId > 0);
  }, since);
}

/**
 * One press of the control, measured: the largest input-to-next-paint duration among the events of the
 * interaction (an interaction whose every event took under the threshold reports nothing, and counts as the
 * threshold, an upper bound).
 */
async function measurePress(page: Page, control: Locator): Promise<{ ms: number; events: string[] }> {
  const since = await page.evaluate(() => performance.now());
  await control.click({ timeout: STEP_TIMEOUT_MS });
  // Entries arrive once the frame after the click has been presented; the click's own entry comes last.
  const deadline = Date.now() + 1_500;
  let events = await eventsSince(page, since);
  while (!events.some((entry) => entry.name === 'click') && Date.now() < deadline) {
    await sleep(100);
    events = await eventsSince(page, since);
  }
  await sleep(100);
  events = await eventsSince(page, since);
  const ms = Math.max(EVENT_THRESHOLD_MS, ...events.map((entry) => entry.duration));
  return { ms, events: events.map((entry) => `${entry.name} ${entry.duration}`) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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
    await observeEvents(page, EVENT_THRESHOLD_MS);
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
    await observeEvents(page, EVENT_THRESHOLD_MS);
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
