// PostgreSQL's named statements (db/namedStatements.ts): a SELECT that binds values goes by a name
// that stands for its text alone, with each call's own values; anything else, and any text past the
// cap, goes unnamed as before.
import type { Pool, PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import { namedStatementPool, StatementNames } from '../../src/server/db/namedStatements';

function fakePool() {
  const sent: unknown[][] = [];
  const client = { query: (...args: unknown[]) => (sent.push(args), Promise.resolve({ rows: [] })), release: () => undefined } as unknown as PoolClient;
  const pool = { connect: async () => client, end: async () => undefined } as unknown as Pool;
  return { sent, pool };
}

describe('named statements', () => {
  it('names a SELECT by its text, and the same text by the same name only', () => {
    const names = new StatementNames();
    const a = names.nameOf('SELECT id FROM t WHERE id = $1');
    expect(a).toMatch(/^f9_[0-9a-f]{40}$/);
    expect(names.nameOf('SELECT id FROM t WHERE id = $1')).toBe(a);
    expect(names.nameOf('SELECT id FROM u WHERE id = $1')).not.toBe(a);
    expect(names.nameOf('UPDATE t SET x = $1')).toBeUndefined();
    expect(names.nameOf('EXPLAIN (FORMAT JSON) SELECT 1 FROM t WHERE id = $1')).toBeUndefined();
    // Its columns follow the table's, which a migration may change under a prepared statement.
    expect(names.nameOf('select * from "users" where "account" = $1')).toBeUndefined();
    expect(names.nameOf('select "u".* from "users" as "u" where "id" = $1')).toBeUndefined();
    expect(names.nameOf('SELECT count(*)::int AS n FROM t WHERE id = $1')).toMatch(/^f9_/);
    // A pattern's statement is planned for its pattern on each call: a generic plan walks the list for a rare one.
    expect(names.nameOf(`select "id" from "bookings" where "customer_id" = $1 and "booking_no" ILIKE $2 ESCAPE '\\'`)).toBeUndefined();
    expect(names.nameOf('SELECT id FROM t WHERE name like $1')).toBeUndefined();
    expect(names.nameOf('SELECT id FROM t WHERE name ~~* $1')).toBeUndefined();
    expect(names.nameOf('SELECT id, likes FROM t WHERE unlike_flag = $1')).toMatch(/^f9_/);
  });

  it('names no more texts than its cap, and keeps those it named', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('SELECT 1 WHERE $1');
    names.nameOf('SELECT 2 WHERE $1');
    expect(names.nameOf('SELECT 3 WHERE $1')).toBeUndefined();
    expect(names.nameOf('SELECT 1 WHERE $1')).toBe(first);
    expect(names.size).toBe(2);
  });

  it("sends each call's own values under the shared name; statements without values and writes go unnamed", async () => {
    const { sent, pool } = fakePool();
    const kyselyPool = namedStatementPool(pool);
    const client = await kyselyPool.connect();
    expect(await kyselyPool.connect()).toBe(client);
    const text = 'SELECT id FROM products WHERE customer_id = $1';
    await client.query(text, [1]);
    await client.query(text, [2]);
    await client.query('SELECT 1', []);
    await client.query('DELETE FROM products WHERE id = $1', [3]);
    const [first, second] = sent.map(([config]) => config) as Array<{ name: string; text: string; values: unknown[] }>;
    expect(first).toMatchObject({ text, values: [1] });
    expect(second).toMatchObject({ name: first.name, text, values: [2] });
    expect(sent[2]).toEqual(['SELECT 1', []]);
    expect(sent[3]).toEqual(['DELETE FROM products WHERE id = $1', [3]]);
  });
});
