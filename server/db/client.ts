import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparingPGlite } from './preparing-pglite';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' for the embedded engine, 'postgres' for a server reached through DATABASE_URL. */
  engine: 'pglite' | 'postgres';
  /** PGlite only: its data directory as a tarball, for `startFrom`. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  dataDir?: string;
  /**
   * PGlite in memory only: a data directory to start from (a tarball `dumpDataDir` made), instead of a new cluster
   * made by initdb: a third of the start-up time (tests).
   */
  startFrom?: Blob;
  /** PostgreSQL only: a database to create, work in and drop on close, so test suites never see each other's rows. */
  databaseName?: string;
  /** Told of every statement the server runs (its SQL), for a query log or a count of the work a request did. */
  onQuery?: (sql: string) => void;
}

/** The extensions the migrations create (pg_trgm for product search); PostgreSQL ships them as contrib. */
const extensions = { pg_trgm };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.url) return openPostgres(options.url, options.databaseName, logger);
  const client = options.dataDir
    ? new PreparingPGlite(options.dataDir, { extensions })
    : new PreparingPGlite({ loadDataDir: options.startFrom, extensions });
  await client.waitReady;
  // Planning a cart's eight-table join could cost far more than running it, and Postgres plans
  // a named statement with its values for its first runs (preparing-pglite.ts). The queries are written driving
  // table first, so the planner keeps the written join order.
  await client.exec('SET join_collapse_limit = 1');
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, databaseName?: string, logger?: Logger): Promise<Database> {
  if (databaseName && !/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`bad database name ${databaseName}`);
  let connectionString = url;
  if (databaseName) {
    // The migrations name the public schema, so a suite of its own needs a database of its own.
    await adminQuery(url, `CREATE DATABASE ${databaseName}`);
    const target = new URL(url);
    target.pathname = `/${databaseName}`;
    connectionString = target.toString();
  }
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection ended by the server (a restart, or a test database dropped WITH (FORCE)) is not a crash.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  const db = drizzlePg(pool, { schema, logger });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      if (databaseName) await adminQuery(url, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
