import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';

// Statements with parameters run prepared on PGlite (PREPARE once, then EXECUTE with literals):
// every value must reach the database exactly as the unprepared statement would pass it.

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase('memory://');
  await db.exec(`create table kinds (id serial primary key, t text, n int, ns int[], ts text[], j jsonb, at timestamptz,
    b boolean, bin bytea)`);
});
afterAll(() => db.close());

const prepared = () =>
  db.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');

const insert = `insert into kinds (t, n, ns, ts, j, at, b, bin) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;

describe('statements with parameters on PGlite', () => {
  it('are prepared once and store every kind of value exactly', async () => {
    const tricky = `it's a \\ "quote", {brace} ; drop table kinds; -- é 😀`;
    const values = [
      tricky,
      42,
      [1, 2, 3],
      [tricky, 'a,b', '', 'NULL', null],
      { nested: { quote: "'", list: [1, 'x'] } },
      new Date('2026-02-03T04:05:06.789Z'),
      false,
      new Uint8Array([0, 1, 254, 255]),
    ];
    const [first] = await db.query<Record<string, unknown>>(insert, values);
    const [second] = await db.query<Record<string, unknown>>(insert, values);
    for (const row of [first, second]) {
      expect(row.t).toBe(tricky);
      expect(row.n).toBe(42);
      expect(row.ns).toEqual([1, 2, 3]);
      expect(row.ts).toEqual([tricky, 'a,b', '', 'NULL', null]);
      expect(row.j).toEqual({ nested: { quote: "'", list: [1, 'x'] } });
      expect((row.at as Date).toISOString()).toBe('2026-02-03T04:05:06.789Z');
      expect(row.b).toBe(false);
      expect([...(row.bin as Uint8Array)]).toEqual([0, 1, 254, 255]);
    }
    expect((await prepared()).filter((p) => p.statement.includes('insert into kinds'))).toHaveLength(1);
    const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from kinds');
    expect(count).toBe(2);
  });

  it('pass nulls, and strings given for numbers, as the unprepared statement would', async () => {
    const sql = 'select $1::int + 1 as next, $2::text as nothing, coalesce($3::int[], array[7]) as list';
    expect(await db.query(sql, ['41', null, null])).toEqual([{ next: 42, nothing: null, list: [7] }]);
    await expect(db.query(sql, ['forty-one', null, null])).rejects.toThrow(/invalid input syntax for type integer/);
  });

  it('inside a transaction run unprepared until prepared outside one, and a refused statement leaves no trace', async () => {
    const sql = 'select count(*)::int as count from kinds where n = $1';
    const inside = await db.transaction((tx) => tx.query<{ count: number }>(sql, [42]));
    expect(inside).toEqual([{ count: 2 }]);
    expect((await prepared()).some((p) => p.statement.includes('where n = $1'))).toBe(false);
    expect(await db.query(sql, [42])).toEqual([{ count: 2 }]);
    expect((await prepared()).some((p) => p.statement.includes('where n = $1'))).toBe(true);
    await expect(db.query('select * from no_such_table where id = $1', [1])).rejects.toThrow(/no_such_table/);
  });
});
