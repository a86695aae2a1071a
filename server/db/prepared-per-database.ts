import type { Db } from './client';

/**
 * A query prepared once per database, on its first use. Drizzle otherwise builds a query's SQL text anew on every
 * call, a large share of the server's time under load (docs/decisions/pglite-prepared-statements.md); the values go in as placeholders.
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
