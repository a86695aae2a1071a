// What P6 reads in the page: the requests still open, a control settled and ready for input, and a press's
// input-to-next-paint time from the Event Timing API.
import type { Locator, Page } from 'playwright-core';
import { sleep } from './server.mts';

/** The smallest threshold the Event Timing API allows: shorter events are not reported. */
const EVENT_THRESHOLD_MS = 16;
/** Each wait for the page gives up after this. */
export const STEP_TIMEOUT_MS = 20_000;

/** Requests the page has sent and not yet seen answered (the realtime socket is not one). */
export function trackRequests(page: Page): () => number {
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
export async function settle(page: Page, inFlight: () => number, control: Locator): Promise<void> {
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
export async function observeEvents(page: Page): Promise<void> {
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
  }, EVENT_THRESHOLD_MS);
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
export async function measurePress(page: Page, control: Locator): Promise<{ ms: number; events: string[] }> {
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
