// Capped counts and keyset paging of the engine's lists (issue 11): totals are exact up to
// EXACT_COUNT_LIMIT and "about N" beyond; paging by cursor forward and back over a 5,000-row result
// sees every row exactly once, in order, including rows that share a sort value or have none.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT, type ListPage } from '../../../src/shared/wire/resourceContract';
import { createTestContext, type TestContext } from '../support/testContext';

type Product = { id: number; sku: string; originCountry?: string; hsCode?: string; declaredValue?: number };
type ListAnswer = { result: Product[]; page: ListPage };

const ROWS = 5000;
let t: TestContext;
let demo: string;
let acme: string;
let demoIds: number[];

beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
  acme = await t.login('acme', 'acme1234');
  const demoId = (await t.db.selectFrom('customers').select('id').where('customer_cd', '=', 'DEMO').executeTakeFirstOrThrow()).id;
  // Sort values repeat (origin country: 4 values; declared value: 50) and hs_code is NULL on every 7th row.
  await sql`INSERT INTO products (customer_id, created_by, sku, name_en, hs_code, origin_country, declared_value)
    SELECT ${demoId}::int, 1, 'PG-' || lpad(i::text, 5, '0'), 'Paged ' || i,
      CASE WHEN i % 7 = 0 THEN NULL ELSE lpad(((i * 7919) % 100000)::text, 6, '0') END,
      (ARRAY['CN','VN','DE','US'])[1 + i % 4], (i % 50) / 4.0
    FROM generate_series(1, ${ROWS}) AS i`.execute(t.db);
  await sql`ANALYZE products`.execute(t.db);
  const { rows } = await sql<{ id: number }>`SELECT id FROM products WHERE customer_id = ${demoId} AND sku LIKE 'PG-%'`.execute(t.db);
  demoIds = rows.map((r) => r.id);
  expect(demoIds).toHaveLength(ROWS);
});
afterAll(() => t?.close());

async function list(token: string, query: Record<string, string | undefined>) {
  const res = await t.call<ListAnswer>('GET', '/product-list', { token, culture: 'en-US', query });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
}

const onlyPaged = JSON.stringify({ sku: { contains: 'PG-' } });

describe('list totals', () => {
  it('counts exactly up to the limit, and at the limit itself', async () => {
    const small = await list(demo, { filter: JSON.stringify({ sku: 'PG-0001' }), size: '10' });
    expect(small.page).toMatchObject({ total: 10, totalKind: 'exact', hasNext: false });
    // PG-00001 … PG-00999: just under the limit, still counted.
    const nearLimit = await list(demo, { filter: JSON.stringify({ sku: 'PG-00' }), size: '10' });
    expect(nearLimit.page).toMatchObject({ total: 999, totalKind: 'exact', hasNext: true });
  });

  it('answers a large total as the planner estimate, flagged "about", and never counts past the limit', async () => {
    const { page } = await list(demo, { filter: onlyPaged, size: '10' });
    expect(page.totalKind === 'about' || page.totalKind === 'atLeast').toBe(true);
    if (page.totalKind === 'about') expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    else expect(page.total).toBe(EXACT_COUNT_LIMIT);
    const all = await list(demo, { size: '10' });
    expect(all.page.totalKind).toBe('about');
    // The estimate is the planner's, not a count: near the 5,000 rows, never exact by construction.
    expect(all.page.total).toBeGreaterThan(2500);
    expect(all.page.total).toBeLessThan(10_000);
    expect(all.page.hasNext).toBe(true);
  });

  it('answers two companies asking the same list shape with each its own rows, in turn', async () => {
    // The statement text and held fragments are shared by every caller; the scope is bound per call.
    const ownIds = async (account: string) => {
      const { rows } = await sql<{ id: number }>`SELECT p.id FROM products p JOIN users u ON u.customer_id = p.customer_id WHERE u.account = ${account} ORDER BY p.sku, p.id LIMIT 10`.execute(t.db);
      return rows.map((r) => r.id);
    };
    const query = { sort: 'sku', order: 'asc', size: '10', current: '1' };
    const [demoOwn, acmeOwn] = [await ownIds('demo'), await ownIds('acme')];
    expect(acmeOwn.length).toBeGreaterThan(0);
    for (const [token, own] of [[demo, demoOwn], [acme, acmeOwn], [demo, demoOwn], [acme, acmeOwn]] as const) {
      expect((await list(token, query)).result.map((r) => r.id)).toEqual(own);
    }
  });

  it("counts another company's list on its own rows only", async () => {
    const { page } = await list(acme, { filter: onlyPaged });
    expect(page).toMatchObject({ total: 0, totalKind: 'exact', hasNext: false });
  });
});

/** Pages forward by `after` from page 1 to the end; returns the ids in the order seen. */
async function pageForward(query: Record<string, string>, size: number): Promise<{ ids: number[]; pages: ListAnswer[] }> {
  const pages: ListAnswer[] = [];
  let answer = await list(demo, { ...query, size: String(size), current: '1' });
  pages.push(answer);
  while (answer.page.hasNext) {
    answer = await list(demo, { ...query, size: String(size), current: String(answer.page.current + 1), after: answer.page.nextCursor });
    pages.push(answer);
    if (pages.length > ROWS) throw new Error('paging does not end');
  }
  return { ids: pages.flatMap((p) => p.result.map((r) => r.id)), pages };
}

async function pageBackward(query: Record<string, string>, size: number): Promise<number[]> {
  let answer = await list(demo, { ...query, size: String(size), last: 'true' });
  const pages = [answer.result.map((r) => r.id)];
  while (answer.page.current > 1) {
    answer = await list(demo, { ...query, size: String(size), current: String(answer.page.current - 1), before: answer.page.prevCursor });
    pages.unshift(answer.result.map((r) => r.id));
    if (pages.length > ROWS) throw new Error('paging does not end');
  }
  return pages.flat();
}

function expectEveryRowOnce(ids: number[]) {
  expect(ids).toHaveLength(ROWS);
  expect(new Set(ids).size).toBe(ROWS);
  expect([...ids].sort((a, b) => a - b)).toEqual([...demoIds].sort((a, b) => a - b));
}

describe('keyset paging over 5,000 rows', () => {
  const orders: Array<[string, Record<string, string>]> = [
    ['the key field, ascending', { sort: 'sku', order: 'asc' }],
    ['a repeating field, descending', { sort: 'originCountry', order: 'desc' }],
    ['a field with NULLs, ascending', { sort: 'hsCode', order: 'asc' }],
    ['a decimal field, ascending', { sort: 'declaredValue', order: 'asc' }],
    ['the id, descending', { sort: 'id', order: 'desc' }],
  ];
  it.each(orders)('pages forward on %s and sees every row exactly once, in the list order', async (_, order) => {
    const { ids, pages } = await pageForward({ ...order, filter: onlyPaged }, 250);
    expectEveryRowOnce(ids);
    // Same order as one unpaged read of the same sort (the engine orders by field, then id).
    const column = { sku: 'sku', originCountry: 'origin_country', hsCode: 'hs_code', declaredValue: 'declared_value', id: 'id' }[order.sort]!;
    const direction = sql.raw(order.order === 'desc' ? 'DESC' : 'ASC');
    const whole = await sql<{ id: number }>`SELECT id FROM products WHERE sku LIKE 'PG-%' ORDER BY ${sql.ref(column)} ${direction}, id ${direction}`.execute(t.db);
    expect(ids).toEqual(whole.rows.map((r) => r.id));
    expect(pages.at(-1)!.page.hasNext).toBe(false);
    expect(pages.map((p) => p.page.current)).toEqual(pages.map((_, i) => i + 1));
  });

  it.each(orders.slice(1, 3))('pages backward from the last page on %s and sees every row once, in order', async (_, order) => {
    const forward = (await pageForward({ ...order, filter: onlyPaged }, 500)).ids;
    const backward = await pageBackward({ ...order, filter: onlyPaged }, 300);
    expectEveryRowOnce(backward);
    expect(backward).toEqual(forward);
  });

  it('gives the same page by cursor as by offset', async () => {
    const byOffset = await list(demo, { sort: 'originCountry', order: 'asc', filter: onlyPaged, size: '20', current: '3' });
    const page2 = await list(demo, { sort: 'originCountry', order: 'asc', filter: onlyPaged, size: '20', current: '2' });
    const byCursor = await list(demo, { sort: 'originCountry', order: 'asc', filter: onlyPaged, size: '20', current: '3', after: page2.page.nextCursor });
    expect(byCursor.result.map((r) => r.id)).toEqual(byOffset.result.map((r) => r.id));
    const back = await list(demo, { sort: 'originCountry', order: 'asc', filter: onlyPaged, size: '20', current: '2', before: byCursor.page.prevCursor });
    expect(back.result.map((r) => r.id)).toEqual(page2.result.map((r) => r.id));
  });

  it("keeps another company's cursor to its own rows", async () => {
    const demoPage = await list(demo, { filter: onlyPaged, size: '10' });
    const answer = await list(acme, { size: '10', current: '2', after: demoPage.page.nextCursor });
    expect(answer.result.some((r) => r.sku.startsWith('PG-'))).toBe(false);
  });
});

describe('bad paging parameters', () => {
  const refusals: Array<[string, Record<string, string>, string]> = [
    ['a cursor that is not base64url JSON', { after: '%%%' }, 'after'],
    ['a cursor of the wrong shape', { before: Buffer.from('{"a":1}').toString('base64url') }, 'before'],
    ['a cursor whose id is out of range', { after: Buffer.from('["SKU-1", 99999999999]').toString('base64url') }, 'after'],
    ['a cursor whose value is not of the sort field', { sort: 'declaredValue', after: Buffer.from('["abc", 1]').toString('base64url') }, 'after'],
    ['two directions at once', { after: Buffer.from('["a", 1]').toString('base64url'), last: 'true' }, 'after'],
  ];
  it.each(refusals)('refuses %s as invalid input naming the parameter, in the language of the call', async (_, query, field) => {
    for (const culture of ['en-US', 'zh-CN']) {
      const res = await t.call<{ errors: Array<{ field: string; message: string }> }>('GET', '/product-list', { token: demo, culture, query });
      expect(res.status).toBe(400);
      expect(res.body.exceptioncode).toBe(10002);
      const error = res.body.data.errors.find((e) => e.field === field);
      expect(error?.message).toBeTruthy();
      expect(error?.message).not.toContain('{');
      expect(error?.message).not.toContain(field === 'after' ? 'SELECT' : 'select');
    }
  });
});

describe('approximate totals held between writes', () => {
  it('reuses an "about" total for the same list, and counts afresh after a write through the API', async () => {
    const { rows } = await sql<{ id: number }>`SELECT id FROM customers WHERE customer_cd = 'ACME'`.execute(t.db);
    await sql`INSERT INTO products (customer_id, created_by, sku, name_en) SELECT ${rows[0].id}::int, 1, 'AC-' || i, 'Acme ' || i FROM generate_series(1, 3000) AS i`.execute(t.db);
    await sql`ANALYZE products`.execute(t.db);
    const acmeRows = JSON.stringify({ sku: { contains: 'AC-' } });
    expect((await list(acme, { filter: acmeRows })).page.totalKind).toBe('about');
    // Rows gone behind the engine's back: the estimate is held, so the answer does not move yet.
    await sql`DELETE FROM products WHERE sku LIKE 'AC-%' AND sku <> 'AC-1'`.execute(t.db);
    expect((await list(acme, { filter: acmeRows })).page.totalKind).toBe('about');
    const created = await t.call('POST', '/product', { token: acme, culture: 'en-US', form: { data: JSON.stringify({ sku: 'AC-NEW', nameEn: 'New' }) } });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    expect((await list(acme, { filter: acmeRows })).page).toMatchObject({ total: 2, totalKind: 'exact', hasNext: false });
  });
});
