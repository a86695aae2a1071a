import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOST_STATEMENTS, PreparingPGlite } from '../../server/db/preparing-pglite';

let preparing: PreparingPGlite;
let plain: PGlite;

const SETUP = `
  create table things (id serial primary key, name text not null unique, price numeric(12, 2), tags text[],
    data jsonb, seen_at timestamptz, count int);
  insert into things (name, price, tags, data, seen_at, count) values
    ('apple', 1.25, '{red,fruit}', '{"a": 1}', '2026-11-27T10:00:00Z', 3),
    ('pear', null, '{}', null, null, null);
`;

beforeAll(async () => {
  preparing = new PreparingPGlite();
  plain = new PGlite();
  for (const db of [preparing, plain]) await db.exec(SETUP);
});

afterAll(async () => {
  await preparing.close();
  await plain.close();
});

/** The statements the session keeps by name. */
async function keptStatements(): Promise<string[]> {
  const { rows } = await preparing.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((row) => row.statement);
}

describe('PreparingPGlite', () => {
  it('answers every statement as PGlite does: rows, types, nulls, arrays, JSON, dates, row mode and counts', async () => {
    const rawDates = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `as sent: ${value}` } };
    const statements: [string, unknown[], QueryOptions?][] = [
      ['select * from things order by id', []],
      ['select * from things where name = $1 or count > $2', ['pear', 1]],
      ['select id, tags, data from things where seen_at < $1', [new Date('2026-11-28T00:00:00Z')]],
      ['select name, price from things where id = any($1)', [[1, 2]], { rowMode: 'array' }],
      ['select * from things where count is null and name <> $1', [null]],
      ['update things set count = coalesce(count, 0) + $1 where name = $2', [2, 'apple']],
      ['select count from things where name = $1', ['apple']],
      // The caller's parsers over PGlite's.
      ['select seen_at, count from things where name = $1', ['apple'], rawDates],
      ['select seen_at, count from things where name = $1', ['apple'], { ...rawDates, rowMode: 'array' }],
    ];
    for (const [text, params, options] of statements) {
      // Twice, so the second run is of the kept statement.
      for (let run = 0; run < 2; run += 1) {
        expect(await preparing.query(text, params, options)).toEqual(await plain.query(text, params, options));
      }
    }
  });

  it('parses a statement once and runs it again by its name', async () => {
    const text = 'select name from things where id = $1';
    for (const id of [1, 2, 1]) await preparing.query(text, [id]);
    expect((await keptStatements()).filter((kept) => kept === text)).toEqual([text]);
  });

  it('throws the database’s error and stays usable after it, whether the statement was new or kept', async () => {
    const insert = 'insert into things (name) values ($1)';
    await preparing.query(insert, ['plum']);
    await expect(preparing.query(insert, ['plum'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(preparing.query('select nothing from', [])).rejects.toMatchObject({ code: '42601' });
    await expect(preparing.query('select * from things where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await preparing.query('select count(*)::int as n from things where name = $1', ['plum'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('parses a kept statement afresh once the table under it has changed', async () => {
    await preparing.exec('create table moving (a int); insert into moving values (1);');
    const text = 'select * from moving where a = $1';
    expect((await preparing.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await preparing.exec('alter table moving add column b text;');
    // Postgres refuses a kept statement whose answer's columns changed; the call after it parses it again.
    await preparing.query(text, [1]).catch(() => undefined);
    expect((await preparing.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
  });

  it('never runs inside another caller’s transaction', async () => {
    let inserted: () => void = () => undefined;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = preparing.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('ghost')");
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.rollback();
    });
    await insertedYet;
    // Asked while the transaction holds its uncommitted row: answered after it, without the row.
    const { rows } = await preparing.query('select count(*)::int as n from things where name = $1', ['ghost']);
    await transaction;
    expect(rows).toEqual([{ n: 0 }]);
  });

  it(`keeps at most ${MOST_STATEMENTS} statements, closing the oldest`, async () => {
    for (let i = 0; i <= MOST_STATEMENTS; i += 1) await preparing.query(`select ${i} as n where $1::int > 0`, [1]);
    expect((await keptStatements()).length).toBe(MOST_STATEMENTS);
    expect((await preparing.query('select 0 as n where $1::int > 0', [1])).rows).toEqual([{ n: 0 }]);
  });
});
