// The shoppers' load of docs/quality-budgets.md P7 and P8: signed-in shoppers browsing and carting against one or
// more instances of the reference API, a warm-up first that is left out of the latencies (its errors are kept).
// With several instances, every request goes to the next one in turn, as a round-robin balancer without sticky
// sessions sends them: a shopper's cart is written through one instance and read through another.
import { Agent, type IncomingMessage, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hashPassword } from '../server/auth/passwords';
import { hashSecret, newToken } from '../server/auth/secrets';
import type { Db } from '../server/db/client';
import { accessTokens, users } from '../server/db/schema';

/** The load's shape, the same for every bench that runs it. */
export const LOAD_SHAPE = {
  shoppers: Number(process.env.LOAD_SHOPPERS ?? 50),
  seconds: Number(process.env.LOAD_SECONDS ?? 30),
  warmupSeconds: Number(process.env.LOAD_WARMUP_SECONDS ?? 5),
};

/** One signed-in customer per shopper in a seeded database, made before the clock starts: their bearer tokens. */
export async function addLoadShoppers(db: Db, count: number): Promise<string[]> {
  const passwordHash = await hashPassword('load-shopper-password');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
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
  await db
    .insert(accessTokens)
    .values(created.map((user, i) => ({ userId: user.id, tokenHash: hashSecret(tokens[i] as string) })));
  return tokens;
}

export interface Tally {
  latencies: number[];
  byCall: Map<string, number[]>;
  errors: number;
  statuses: Map<string, number>;
}

const newTally = (): Tally => ({ latencies: [], byCall: new Map(), errors: 0, statuses: new Map() });

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

/**
 * The shoppers' HTTP client: node:http over kept-alive connections. The load runs on the server's machine, and
 * every cycle the client spends is taken from the server: fetch() (undici) spent about as much CPU as the server
 * it measured (docs/decisions/load-bench-client.md). It asks for compressed answers as fetch() and browsers do,
 * so the server does the same work.
 */
class LoadClient {
  /** At most one request in flight per shopper, so as many sockets per instance as there are shoppers. */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: LOAD_SHAPE.shoppers });
  private turn = 0;

  constructor(private readonly bases: string[]) {}

  /** The instance the next request goes to. */
  nextBase(): string {
    const base = this.bases[this.turn % this.bases.length] as string;
    this.turn += 1;
    return base;
  }

  send(url: string, init: Call): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: init.method ?? 'GET',
          headers: { ...init.headers, 'Accept-Encoding': 'br, gzip, deflate' },
          agent: this.agent,
        },
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

  close(): void {
    this.agent.destroy();
  }
}

/** Sends `path` to the next instance and counts its time, and an error for anything but a 2xx. */
async function timed(client: LoadClient, tally: Tally, path: string, init: Call): Promise<unknown> {
  const url = `${client.nextBase()}${path}`;
  const started = performance.now();
  try {
    const answer = await client.send(url, init);
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
async function shopper(client: LoadClient, token: string, index: number, until: number, tally: Tally) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  const get = (path: string, readsAnswer = false) => timed(client, tally, path, { headers, readsAnswer });
  const post = (path: string, body: unknown) =>
    timed(client, tally, path, { method: 'POST', headers, body: JSON.stringify(body) });
  let round = 0;
  while (Date.now() < until && round < 10_000) {
    round += 1;
    const page = ((index + round) % 5) + 1;
    await get('/home');
    const listing = (await get(`/products?page=${page}&per_page=10`, true)) as {
      data?: { products?: { id: number; quantity: number }[] };
    } | null;
    const inStock = (listing?.data?.products ?? []).filter((product) => product.quantity > 5);
    const product = inStock[(index + round) % Math.max(1, inStock.length)];
    if (!product) continue;
    const details = (await get(`/product-details?product_id=${product.id}`, true)) as {
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
    await get('/carts');
    await post('/cart/delete', { product_id: product.id });
  }
}

export interface LoadRun {
  warmup: Tally;
  measured: Tally;
  /** How long the measured part took. */
  seconds: number;
}

/**
 * Runs one shopper per token against the API bases (`http://host:port/api`), the warm-up then the measured part.
 * Bounded: every shopper stops at the deadline of each part.
 */
export async function runShopperLoad(bases: string[], tokens: string[]): Promise<LoadRun> {
  const client = new LoadClient(bases);
  try {
    const warmup = newTally();
    const warmUntil = Date.now() + LOAD_SHAPE.warmupSeconds * 1000;
    await Promise.all(tokens.map((token, i) => shopper(client, token, i, warmUntil, warmup)));
    const measured = newTally();
    const started = Date.now();
    const until = started + LOAD_SHAPE.seconds * 1000;
    await Promise.all(tokens.map((token, i) => shopper(client, token, i, until, measured)));
    return { warmup, measured, seconds: (Date.now() - started) / 1000 };
  } finally {
    client.close();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The measured part's figures: requests, their rate, the p50 and p99 latency overall and per call. */
export function latencyFigures(run: LoadRun) {
  const sorted = [...run.measured.latencies].sort((a, b) => a - b);
  return {
    seconds: Math.round(run.seconds * 10) / 10,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / run.seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    latencyByCall: Object.fromEntries(
      [...run.measured.byCall].map(([call, times]) => {
        const ordered = [...times].sort((a, b) => a - b);
        return [
          call,
          { count: ordered.length, p50Ms: round(percentile(ordered, 50)), p99Ms: round(percentile(ordered, 99)) },
        ];
      }),
    ),
  };
}
