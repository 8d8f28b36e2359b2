// A template statement of a shape compiled before gets the text compiled then, with its own values; the
// text must always be what Kysely's own compiler writes for the statement, whatever differs between two
// statements (an identifier, a join's length, a short raw piece, a literal, a builder query).
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HeldStatementCompiler, MAX_HELD_STEPS } from '../../../src/server/db/heldStatements';

const kysely = (compiler: () => PostgresQueryCompiler) =>
  new Kysely<{ t: { a: number; b: string } }>({
    dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: compiler },
  });
const plain = kysely(() => new PostgresQueryCompiler());
const heldCompiler = new HeldStatementCompiler();
const held = kysely(() => heldCompiler);

/** Compiled both ways: the held compiler's answer is the plain one's, text and values. */
function both(statement: () => RawBuilder<unknown>) {
  const fresh = statement().compile(plain);
  const answer = statement().compile(held);
  expect(answer.sql).toBe(fresh.sql);
  expect(answer.parameters).toEqual(fresh.parameters);
  return answer;
}

const page = (table: string, column: string, value: unknown, limit: number) =>
  sql`SELECT ${sql.ref(`${table}.${column}`)} FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value} ORDER BY ${sql.ref('id')} LIMIT ${limit}`;

describe('held statement texts', () => {
  it('gives a statement of the same shape the same text, with its own values', () => {
    const first = both(() => page('products', 'sku', 'A-1', 11));
    const second = both(() => page('products', 'sku', 'B-2', 21));
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual(['B-2', 21]);
  });

  it('tells apart identifiers, including ones that need quoting', () => {
    const names = ['sku', 'name_en', 'we"ird', 'we""ird', 'a.b'];
    const texts = names.map((name) => both(() => page('products', name, 1, 10)).sql);
    expect(new Set(texts).size).toBe(names.length);
    both(() => page('other', 'sku', 1, 10));
    both(() => sql`SELECT ${sql.ref('s.t.c')} FROM ${sql.table('s.t')}`);
  });

  it('tells apart joins of different lengths and separators, and short raw pieces', () => {
    for (const values of [[1], [1, 2], [1, 2, 3]]) both(() => sql`SELECT 1 WHERE a IN (${sql.join(values)})`);
    both(() => sql`SELECT 1 WHERE ${sql.join([sql`a = ${1}`, sql`b = ${2}`], sql` AND `)}`);
    both(() => sql`SELECT 1 WHERE ${sql.join([sql`a = ${1}`, sql`b = ${2}`], sql` OR `)}`);
    for (const op of ['>', '<', '>=']) both(() => sql`SELECT 1 WHERE (a, id) ${sql.raw(op)} (${1}, ${2})`);
    both(() => sql`SELECT 1 WHERE ${sql.raw('a')} = ${1}`);
    both(() => sql`SELECT 1 WHERE ${sql.raw('b')} = ${1}`);
  });

  it('keys a long held piece by the piece itself, so two long pieces never share a text', () => {
    const columns = (prefix: string) => sql.raw(Array.from({ length: 40 }, (_, i) => `"${prefix}_${i}"`).join(', '));
    const mine = columns('x');
    const first = both(() => sql`SELECT ${mine} FROM t WHERE a = ${1}`);
    expect(both(() => sql`SELECT ${mine} FROM t WHERE a = ${2}`).sql).toBe(first.sql);
    // A new piece with other text, and a new piece with the same text: each its own (correct) text.
    expect(both(() => sql`SELECT ${columns('y')} FROM t WHERE a = ${1}`).sql).not.toBe(first.sql);
    both(() => sql`SELECT ${columns('x')} FROM t WHERE a = ${1}`);
  });

  it('compiles literals and builder queries as Kysely always did', () => {
    const literal = (text: string) => sql`SELECT ${sql.lit(text)}, ${1}`;
    expect(both(() => literal('a')).sql).not.toBe(both(() => literal('b')).sql);
    const builder = (value: number) => held.selectFrom('t').select(['a', 'b']).where('a', '=', value).compile();
    const fresh = plain.selectFrom('t').select(['a', 'b']).where('a', '=', 5).compile();
    expect(builder(5).sql).toBe(fresh.sql);
    expect(builder(6).parameters).toEqual([6]);
    // A builder inside a template: not a shape the compiler knows, compiled each time.
    both(() => sql`SELECT * FROM (${plain.selectFrom('t').select('a').where('b', '=', 'x')}) AS s`);
  });

  it('stays right past the number of shapes it holds', () => {
    const own = new HeldStatementCompiler();
    const db = kysely(() => own);
    for (let i = 0; i < MAX_HELD_STEPS / 5; i++) {
      const statement = sql`SELECT ${sql.ref(`c${i}`)} FROM t WHERE a = ${i}`;
      expect(statement.compile(db).sql).toBe(statement.compile(plain).sql);
    }
    expect(own.heldSteps).toBeLessThanOrEqual(MAX_HELD_STEPS + 20);
    const again = sql`SELECT ${sql.ref('c1')} FROM t WHERE a = ${1}`;
    expect(again.compile(db).sql).toBe(again.compile(plain).sql);
  });
});
