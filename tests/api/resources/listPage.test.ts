// A list page and its capped count are one statement (listPage.ts): the statements each list call sends
// are counted by a Kysely plugin, and the totals they answer are checked against the rows, on both
// databases.
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../../src/shared/wire/resourceContract';
import { readListPage } from '../../../src/server/resources/listPage';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { TotalCache } from '../../../src/server/resources/listTotal';
import { createTestContext, type TestContext } from '../support/testContext';
import type { ResourceDef } from '../../../src/server/resources/types';

let t: TestContext;
let def: ResourceDef;
let scope: { customerId: number };
const ROWS = EXACT_COUNT_LIMIT + 500;

beforeAll(async () => {
  t = await createTestContext();
  def = t.app.resourceEngine.find('product')!;
  const { rows } = await sql<{ id: number }>`SELECT id FROM customers WHERE customer_cd = 'DEMO'`.execute(t.db);
  scope = { customerId: rows[0].id };
  await sql`INSERT INTO products (customer_id, created_by, sku, name_en)
    SELECT ${scope.customerId}::int, 1, 'LP-' || lpad(i::text, 5, '0'), 'Listed ' || i FROM generate_series(1, ${ROWS}) AS i`.execute(t.db);
  await sql`ANALYZE products`.execute(t.db);
});
afterAll(() => t?.close());

/** The page, the statements it took and the SQL of each. */
async function read(query: Record<string, string>, totals?: TotalCache) {
  const statements: string[] = [];
  const counting: KyselyPlugin = {
    // Called once per statement executed (a compile alone, as a cache key, does not count).
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements.push(args.queryId.queryId);
      return args.result;
    },
  };
  const db = t.db.withPlugin(counting);
  const spec = parseListQuery(def, { size: '10', sort: 'sku', ...query }, 'en');
  const answer = await readListPage(db, def, scope, spec, query, 'en', undefined, totals);
  return { ...answer, statements: statements.length };
}

const only = (text: string) => JSON.stringify({ sku: { contains: text } });

describe('a list page with its total', () => {
  it('is one statement for a small list, and its total is exact', async () => {
    const { records: rows, page, statements } = await read({ filter: only('LP-0001') });
    expect(statements).toBe(1);
    expect(rows).toHaveLength(10);
    expect(page).toMatchObject({ total: 10, totalKind: 'exact', hasNext: false, current: 1 });
  });

  it('is one statement for an empty list, total 0', async () => {
    const { records: rows, page, statements } = await read({ filter: only('no such sku') });
    expect(statements).toBe(1);
    expect(rows).toHaveLength(0);
    expect(page).toMatchObject({ total: 0, totalKind: 'exact', hasNext: false });
  });

  it('is one statement when the page is past the end: the count is read with the empty page', async () => {
    const { records: rows, page, statements } = await read({ filter: only('LP-0001'), current: '5' });
    expect(rows).toHaveLength(0);
    expect(statements).toBe(1);
    expect(page).toMatchObject({ total: 10, totalKind: 'exact' });
  });

  it('asks the planner past the exact limit, then holds the estimate: the next page is one statement', async () => {
    const totals = new TotalCache();
    const first = await read({ filter: only('LP-') }, totals);
    expect(first.statements).toBe(2);
    expect(['about', 'atLeast']).toContain(first.page.totalKind);
    const second = await read({ filter: only('LP-'), current: '2' }, totals);
    expect(second.statements).toBe(1);
    expect(second.page).toMatchObject({ total: first.page.total, totalKind: first.page.totalKind, current: 2 });
    expect(second.records[0].sku).toBe('LP-00011');
  });

  it('never lends a held total to another company, another filter or another operator', async () => {
    const totals = new TotalCache();
    const held = await read({ filter: only('LP-') }, totals);
    expect(['about', 'atLeast']).toContain(held.page.totalKind);
    const { rows } = await sql<{ id: number }>`SELECT id FROM customers WHERE customer_cd = 'ACME'`.execute(t.db);
    const acme = await readListPage(t.db, def, { customerId: rows[0].id }, parseListQuery(def, { size: '10', filter: only('LP-') }, 'en'), {}, 'en', undefined, totals);
    expect(acme.page).toMatchObject({ total: 0, totalKind: 'exact' });
    expect((await read({ filter: JSON.stringify({ nameEn: { contains: 'LP-' } }) }, totals)).page).toMatchObject({ total: 0, totalKind: 'exact' });
    expect((await read({ filter: JSON.stringify({ sku: { in: ['LP-00001', 'LP-00002'] } }) }, totals)).page).toMatchObject({ total: 2, totalKind: 'exact' });
    expect((await read({ filter: only('LP-01') }, totals)).page).toMatchObject({ total: 501, totalKind: 'exact' });
  });

  it('reads the last page of an exact list at its page number', async () => {
    const { records: rows, page } = await read({ filter: only('LP-0001'), size: '3', last: 'true' });
    expect(page).toMatchObject({ total: 10, totalKind: 'exact', current: 4, hasNext: false });
    expect(rows.map((r) => r.sku)).toEqual(['LP-00019']);
  });
});
