import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { siteSettings } from '../../server/db/schema';
import type { TestServer } from './harness';

/** A clock the server reads through `now`; tests move it instead of sleeping. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

let customerNumber = 0;

/** A new customer with an e-mail and phone nobody else has, registered and signed in. */
export async function registerCustomer(server: TestServer, prefix = 'shopper') {
  customerNumber += 1;
  const email = `${prefix}-${customerNumber}-${randomInt(1e9)}@example.test`;
  const phone = `4${String(randomInt(1e9)).padStart(9, '0')}`;
  const password = 'correct-horse-1';
  const { data } = await server.api().auth.register({
    name: 'Test Shopper',
    email,
    phone,
    phone_code: '+1',
    country: 'United States',
    password,
  });
  return { email, phone, password, token: data.access.token, user: data.user };
}

export interface OutboxEntry {
  to: string;
  kind: string;
  code: string | null;
  text: string;
  time: string;
}

export async function readOutbox(server: TestServer): Promise<OutboxEntry[]> {
  const response = await fetch(`${server.directUrl}/dev/outbox`);
  if (!response.ok) throw new Error(`/dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxEntry[];
}

/** The newest code of a kind sent to an address, as the customer would read it in their mail. */
export async function latestCode(server: TestServer, to: string, kind: string): Promise<string> {
  const entry = (await readOutbox(server)).find((e) => e.to === to && e.kind === kind);
  if (!entry?.code) throw new Error(`no ${kind} was sent to ${to}`);
  return entry.code;
}

/** A code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/**
 * A JSON call through Prism (so the answer is still checked against the contract), for what the typed client
 * hides: headers such as Retry-After, and the raw body.
 */
export async function callApi(server: TestServer, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const violation = response.headers.get('sl-violations');
  if (violation) server.violations.push(`${method} ${path}: ${violation}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Changes some `/master` settings for the length of `run`. */
export async function withMaster(server: TestServer, changes: Record<string, unknown>, run: () => Promise<void>) {
  const { db } = server.deps;
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const original = row?.master as Record<string, unknown>;
  await db
    .update(siteSettings)
    .set({ master: { ...original, ...changes } })
    .where(eq(siteSettings.id, 1));
  try {
    await run();
  } finally {
    await db.update(siteSettings).set({ master: original }).where(eq(siteSettings.id, 1));
  }
}
