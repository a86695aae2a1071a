/**
 * The reference API's storage: one schema for PGlite (the default) and PostgreSQL (DATABASE_URL), its tables kept
 * by domain under `tables/`. Money is numeric(12,2) in the default currency; times are timestamptz.
 * drizzle-kit reads this file (drizzle.config.ts) and the server imports its tables from here.
 */
export * from './tables/accounts';
export * from './tables/catalog';
export * from './tables/jobs';
export * from './tables/limits';
export * from './tables/orders';
export * from './tables/recently-viewed';
export * from './tables/sellers';
export * from './tables/site';
export * from './tables/support';
export * from './tables/vouchers';
