import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';

/** What the seed's tests share: raw queries over a seeded in-memory database and the figures' arithmetic. */

export type Row = Record<string, unknown>;
export const DAY = 86_400_000;

/** A new in-memory database, migrated and seeded as of `now`. */
async function seededDatabase(now: Date): Promise<Database> {
  const database = await openDatabase();
  await database.migrate();
  await seedDatabase(database.db, { now, photos: 'small' });
  return database;
}

/**
 * For a test file: a database seeded as of `now` before its tests and closed after them; gives its raw query.
 */
export function seededDatabaseQuery(now: Date): (text: string) => Promise<Row[]> {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await seededDatabase(now);
  });
  afterAll(async () => {
    await database?.close();
  });
  return (text) => {
    if (!database) throw new Error('the seeded database is not open yet');
    return query(database, text);
  };
}

export async function query(database: Database, text: string): Promise<Row[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}
export const num = (value: unknown) => Number(value);
export const day = (moment: Date) => moment.toISOString().slice(0, 10);
export const ms = (value: unknown) => new Date(value as string).getTime();
export const priceUsed = (r: Row) => (num(r.discount_price) > 0 ? num(r.discount_price) : num(r.price));
export const cents = (n: number) => Math.round(n * 100) / 100;
