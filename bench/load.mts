// docs/quality-budgets.md P7: 50 concurrent shoppers browsing and carting for 30 s against the reference API on PGlite,
// over loopback. Prints requests per second, p50/p99 latency and errors; `--json` prints the figures as JSON.
// The measured 30 s follow a warm-up of the same traffic that is not counted (as autocannon's --warmup): a server
// just started, and this script's own client, compile their code and open their connections in the first seconds.
// Bounded: every shopper stops at the deadline, and the server it started is stopped at the end.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hashPassword } from '../server/auth/passwords';
import { hashSecret, newToken } from '../server/auth/secrets';
import { openDatabase } from '../server/db/client';
import { accessTokens, users } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { freePort, startServer, stopServer } from './server.mts';

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);

/** A seeded database with one signed-in customer per shopper, made before the clock starts. */
async function prepareDatabase(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db, { now: new Date() });
  const passwordHash = await hashPassword('load-shopper-password');
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: SHOPPERS }, (_, i) => ({
        name: `Load Shopper ${i + 1}`,
        email: `load-${i + 1}@example.com`,
        phone: `55599${String(i + 1).padStart(5, '0')}`,
        phoneCode: '+1',
        passwordHash,
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  const tokens = created.map(() => newToken());
  await database.db
    .insert(accessTokens)
    .values(created.map((user, i) => ({ userId: user.id, tokenHash: hashSecret(tokens[i] as string) })));
  await database.close();
  return tokens;
}

interface Tally {
  latencies: number[];
  byCall: Map<string, number[]>;
  errors: number;
  statuses: Map<string, number>;
}

const newTally = (): Tally => ({ latencies: [], byCall: new Map(), errors: 0, statuses: new Map() });

/**
 * The shoppers' HTTP client: node:http over kept-alive connections, one per shopper. The load runs on the server's
 * machine, and every cycle the client spends is taken from the server: fetch() (undici) spent about as much CPU as
 * the server it measured (docs/decisions/load-bench-client.md). It asks for compressed answers as fetch() and browsers do, so the server
 * does the same work.
 */
const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS });

interface Answer {
  status: number;
  body: unknown;
}

function decoded(response: IncomingMessage, raw: Buffer): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

interface Call {
  method?: string;
  headers: Record<string, string>;
  body?: string;
  /** The shopper reads the answer (a listing, a product): only then is it decompressed and parsed. */
  readsAnswer?: boolean;
}

function send(url: string, init: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, 'Accept-Encoding': 'br, gzip, deflate' }, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () => {
          try {
            const body = init.readsAnswer ? decoded(response, Buffer.concat(chunks)) : null;
            resolve({ status: response.statusCode ?? 0, body });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.once('error', reject);
    outgoing.end(init.body);
  });
}

async function timed(tally: Tally, url: string, init: Call): Promise<unknown> {
  const started = performance.now();
  try {
    const answer = await send(url, init);
    const elapsed = performance.now() - started;
    tally.latencies.push(elapsed);
    const call = new URL(url).pathname;
    const times = tally.byCall.get(call);
    if (times) times.push(elapsed);
    else tally.byCall.set(call, [elapsed]);
    if (answer.status < 200 || answer.status >= 300) {
      tally.errors += 1;
      const key = `${answer.status} ${call}`;
      tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    }
    return answer.body;
  } catch {
    tally.latencies.push(performance.now() - started);
    tally.errors += 1;
    return null;
  }
}

/** One shopper: browse the home page and listings, open products, add to the cart, look at it, undo. */
async function shopper(base: string, token: string, index: number, until: number, tally: Tally) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  const post = (path: string, body: unknown) =>
    timed(tally, `${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  let round = 0;
  while (Date.now() < until && round < 10_000) {
    round += 1;
    const page = ((index + round) % 5) + 1;
    await timed(tally, `${base}/home`, { headers });
    const listing = (await timed(tally, `${base}/products?page=${page}&per_page=10`, {
      headers,
      readsAnswer: true,
    })) as {
      data?: { products?: { id: number; quantity: number }[] };
    } | null;
    const inStock = (listing?.data?.products ?? []).filter((product) => product.quantity > 5);
    const product = inStock[(index + round) % Math.max(1, inStock.length)];
    if (!product) continue;
    const details = (await timed(tally, `${base}/product-details?product_id=${product.id}`, {
      headers,
      readsAnswer: true,
    })) as {
      data?: { product?: { colors?: { id: number }[]; sizes?: { id: number }[]; unit?: { id: number } | null } };
    } | null;
    const chosen = details?.data?.product;
    await post('/cart/store', {
      product_id: product.id,
      quantity: 1,
      color: chosen?.colors?.[0]?.id ?? null,
      size: chosen?.sizes?.[0]?.id ?? null,
      unit: chosen?.unit?.id ?? null,
    });
    await timed(tally, `${base}/carts`, { headers });
    await post('/cart/delete', { product_id: product.id });
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function runLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-load-'));
  let server: ChildProcess | null = null;
  try {
    const tokens = await prepareDatabase(dataDir);
    const port = await freePort();
    // Production refuses the demo's realtime secret (server/config.ts): the run gets one of its own.
    const env = { APP_ENV: 'production', PUSHER_APP_SECRET: newToken(), DEMO_REPLY_DELAY_SECONDS: '0' };
    server = await startServer(dataDir, port, { env });
    const base = `http://127.0.0.1:${port}/api`;
    const warmUntil = Date.now() + WARMUP_SECONDS * 1000;
    const warmup = newTally();
    await Promise.all(tokens.map((token, i) => shopper(base, token, i, warmUntil, warmup)));
    const tally = newTally();
    const started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(tokens.map((token, i) => shopper(base, token, i, until, tally)));
    const seconds = (Date.now() - started) / 1000;
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      shoppers: SHOPPERS,
      warmupSeconds: WARMUP_SECONDS,
      warmupErrors: warmup.errors,
      seconds: Math.round(seconds * 10) / 10,
      requests: sorted.length,
      requestsPerSecond: Math.round(sorted.length / seconds),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      errors: tally.errors,
      errorsByCall: Object.fromEntries(tally.statuses),
      latencyByCall: Object.fromEntries(
        [...tally.byCall].map(([call, times]) => {
          const ordered = [...times].sort((a, b) => a - b);
          return [
            call,
            { count: ordered.length, p50Ms: round(percentile(ordered, 50)), p99Ms: round(percentile(ordered, 99)) },
          ];
        }),
      ),
    };
  } finally {
    agent.destroy();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures = await runLoad();
console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
