import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';

/** How long one step in the page (a click, a text to appear) may take before the test fails. */
export const STEP_TIMEOUT_MS = 10_000;

/**
 * Resolves with the socket's address once the page's pusher-js has subscribed to `channel` (the hub's
 * `pusher_internal:subscription_succeeded`): from then on an event on the channel reaches the page.
 */
export function subscriptionOf(page: Page, channel: string, timeoutMs = STEP_TIMEOUT_MS * 2): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page did not subscribe to ${channel}`)), timeoutMs);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const frame = parseFrame(String(payload));
        if (frame?.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel) {
          clearTimeout(timer);
          resolve(socket.url());
        }
      });
    });
  });
}

function parseFrame(payload: string): { event?: unknown; channel?: unknown } | null {
  try {
    return JSON.parse(payload) as { event?: unknown; channel?: unknown };
  } catch {
    return null;
  }
}

/** Opens the storefront at `origin` and signs the demo customer in through the header's login dialog. */
export async function signInAsDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
  await dialog.getByLabel(/^Password( \*)?$/).fill(DEMO_CUSTOMER.password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await banner.getByRole('button', { name: new RegExp(DEMO_CUSTOMER.name) }).waitFor();
}

/** Marks the document, so that a test can tell afterwards that the page was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'markedByTheTest', true));
}

export function isMarkedDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'markedByTheTest') === true);
}
