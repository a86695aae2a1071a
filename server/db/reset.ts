/**
 * `npm run db:reset`: empties the database the server would use, applies the migrations and writes the demo seed.
 * As the server (server/config.ts): DATABASE_URL (PostgreSQL) when set, else the PGlite files in DATA_DIR,
 * by default `.data/pglite` in the project root (npm runs scripts there).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { readDatabaseSettings } from '../config';
import { openDatabase } from './client';
import { lockPgliteDir, PGLITE_LOCK_FILE, PgliteLockError } from './pglite-lock';
import { seedDatabase } from './seed';
import { DEMO_CUSTOMER } from './seed/facts';

async function main(): Promise<void> {
  const started = performance.now();
  const { databaseUrl: url, dataDir: pgliteDir } = readDatabaseSettings();
  if (!url) {
    if (dirname(pgliteDir) === pgliteDir) throw new Error(`refusing to delete ${pgliteDir}`);
    mkdirSync(pgliteDir, { recursive: true });
    // Never under a running server; held until this script exits, so none starts on half-written files.
    lockPgliteDir(pgliteDir);
    for (const entry of readdirSync(pgliteDir)) {
      if (entry !== PGLITE_LOCK_FILE) rmSync(join(pgliteDir, entry), { recursive: true, force: true });
    }
  }
  const database = await openDatabase(url ? { url } : { dataDir: pgliteDir });
  try {
    if (database.engine === 'postgres') {
      await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
      await database.db.execute(sql.raw('drop schema if exists public cascade'));
      await database.db.execute(sql.raw('create schema public'));
    }
    await database.migrate();
    await seedDatabase(database.db, { now: new Date() });
    const result = await database.db.execute(
      sql.raw(
        `select (select count(*) from shops)::int as shops, (select count(*) from products)::int as products,
          (select count(*) from orders)::int as orders, (select count(*) from media)::int as media`,
      ),
    );
    const counts = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
    const shown = relative(process.cwd(), pgliteDir);
    const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${shown.startsWith('..') ? pgliteDir : shown}`;
    const ms = Math.round(performance.now() - started);
    console.log(
      `db:reset: ${where} reset and seeded in ${ms} ms (${counts.shops} shops, ${counts.products} products, ` +
        `${counts.orders} orders, ${counts.media} images); demo login ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('db:reset failed:', error instanceof PgliteLockError ? error.message : error);
  process.exitCode = 1;
});
