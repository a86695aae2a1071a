// docs/quality-budgets.md P9: the catalog at 300,000 products on PostgreSQL. Makes a database of its own on
// BENCH_DATABASE_URL (default: the local PostgreSQL's `test`), seeds it, grows the catalog in SQL
// (catalog-at-scale.mts), and times the catalog's calls one after another, with the answer cache bypassed, through
// the API as a shopper's browser calls it. Prints each call's p50 and p95; `--json` prints them as JSON.
// Bounded: a fixed number of calls per case; the database is dropped at the end, also after a failure.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { CatalogCache } from '../server/catalog/catalog-cache';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { categories, products } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { DEMO_CUSTOMER } from '../server/db/seed/facts';
import type { ServerDeps } from '../server/deps';
import { TokenCache } from '../server/http/token-cache';
import { createRealtime } from '../server/realtime';
import { rootRoutes } from '../server/root-routes';
import { growCatalog, rowsOf } from './catalog-at-scale.mts';

const PRODUCTS = Number(process.env.P9_PRODUCTS ?? 300_000);
const RUNS = Number(process.env.P9_RUNS ?? 40);
const WARMUP_RUNS = 3;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const json = process.argv.includes('--json');
const log = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

// P9_DATABASE_URL: a database this bench grew before (kept, not dropped), to time a change of the queries alone.
const existing = process.env.P9_DATABASE_URL;
const database = existing
  ? await openDatabase({ url: existing })
  : await openDatabase({ url: serverUrl, databaseName: `storefront_p9_${process.pid}` });
let server: Server | undefined;
try {
  const started = performance.now();
  if (!existing) {
    await database.migrate();
    const now = new Date();
    await seedDatabase(database.db, { now });
    await growCatalog(database.db, PRODUCTS, now);
  }
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`P9: ${PRODUCTS} products made in ${buildSeconds} s`);

  const config = { ...readConfig({ APP_ENV: 'local' }), appEnv: 'local' as const };
  const realtime = createRealtime(config);
  const deps: ServerDeps = {
    db: database.db,
    config,
    now: () => new Date(),
    publisher: realtime.publisher,
    // Kept for no time: every call does its work, as on a cold cache.
    catalog: new CatalogCache(0),
    tokens: new TokenCache(),
  };
  const app = createApp(deps, rootRoutes);
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening as Server));
  });
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const token = ((await login.json()) as { data: { access: { token: string } } }).data.access.token;
  const [largest] = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`select ${categories.id} as id from ${categories} order by (select count(*) from ${products} where ${products.categoryId} = ${categories.id}) desc limit 1`,
    ),
  );
  const [copy] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.isActive} and ${products.id} > 1000000`)
    .orderBy(products.id)
    .limit(1);

  const cases: [string, string, boolean?][] = [
    ['default listing', '/products'],
    ['common search word ("linen")', '/products?search=linen'],
    ['rare search word ("chelsea")', '/products?search=chelsea'],
    ['a category by price', `/products?category_id=${largest?.id}&sort_type=price_low_to_high`],
    ['a price range', '/products?min_price=20&max_price=40'],
    ['rating 4 and up', '/products?rating=4'],
    ['a deep page (2,000th)', '/products?page=2000'],
    ['/home', '/home'],
    ['a product page', `/product-details?product_id=${copy?.id}`],
    ['the cart (signed in)', '/carts', true],
    ['search suggestions, first letters ("li")', '/search-suggestions?search=li'],
    ['search suggestions, common word ("linen")', '/search-suggestions?search=linen'],
    ['search suggestions, rare word ("chelsea")', '/search-suggestions?search=chelsea'],
  ];
  const results: { name: string; path: string; p50Ms: number; p95Ms: number; runs: number }[] = [];
  for (const [name, path, signedIn] of cases) {
    const headers: Record<string, string> = signedIn ? { Authorization: `Bearer ${token}` } : {};
    const timings: number[] = [];
    for (let run = 0; run < WARMUP_RUNS + RUNS; run += 1) {
      const start = performance.now();
      const response = await fetch(`${api}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      if (run >= WARMUP_RUNS) timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    const row = {
      name,
      path,
      p50Ms: Math.round(percentile(timings, 50) * 10) / 10,
      p95Ms: Math.round(percentile(timings, 95) * 10) / 10,
      runs: RUNS,
    };
    results.push(row);
    log(`P9: ${name}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms`);
  }
  await realtime.close();
  if (json) console.log(JSON.stringify({ products: PRODUCTS, buildSeconds, cases: results }));
} finally {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  // Closing drops the bench's own database.
  await database.close();
}
