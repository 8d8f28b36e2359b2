// `<resource>-stats` on product: grouped counts and sums equal what the list shows for the same
// filter, within the caller's company only; dates bucket by month in China time; bad input is 10002.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEZONE } from '../../../src/shared/constants';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import type { StatsResult } from '../../../src/shared/wire/resourceContract';
import { MASTER_DATA_RESOURCES } from '../../../src/server/domains/masterData/resources';
import { parseStatsQuery } from '../../../src/server/resources/statsQuery';
import { statsRows } from '../../../src/server/resources/statsStore';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Product = { id: number; sku: string; originCountry?: string; declaredValue?: number };

let t: TestContext;
let demo: string;
let acme: string;
let clerk: string;

const stats = (token: string, query: Record<string, string>, culture = 'en-US') => t.call<StatsResult>('GET', '/product-stats', { token, query, culture });
const listAll = async (token: string, filter?: object) =>
  (await t.call<ListResult<Product>>('GET', '/product-list', { token, query: { size: '500', ...(filter ? { filter: JSON.stringify(filter) } : {}) } })).body.data;
const create = (token: string, data: Record<string, unknown>) => t.call('POST', '/product', { token, form: { data: JSON.stringify(data) } });

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  const rows = [
    ['ST-CN-1', 'CN', 10.5],
    ['ST-CN-2', 'CN', 20],
    ['ST-VN-1', 'VN', 7.25],
    ['ST-NONE', undefined, undefined],
  ] as const;
  for (const [sku, originCountry, declaredValue] of rows) expect((await create(demo, { sku, nameEn: sku, originCountry, declaredValue })).body.success).toBe(true);
  expect((await create(acme, { sku: 'ST-ACME', nameEn: 'Acme', originCountry: 'CN', declaredValue: 1000 })).body.success).toBe(true);
});
afterAll(() => t?.close());

describe('product-stats', () => {
  it('counts and sums per group, and the totals equal the list of the same filter', async () => {
    const filter = { sku: { contains: 'ST-' } };
    const res = await stats(demo, { groupBy: 'originCountry', sum: 'declaredValue', filter: JSON.stringify(filter) });
    expect(res.body.success).toBe(true);
    const listed = await listAll(demo, filter);
    expect(res.body.data.total.count).toBe(listed.page.total);
    // Exact decimals as text: 10.5 + 20 + 7.25, no float noise.
    expect(Number(res.body.data.total.sum.declaredValue)).toBe(listed.result.reduce((s, r) => s + (r.declaredValue ?? 0), 0));
    expect(res.body.data.total.sum.declaredValue).toBe('37.75');
    expect(res.body.data.groups).toEqual([
      { group: { originCountry: 'CN' }, count: 2, sum: { declaredValue: '30.5' }, avg: {} },
      { group: { originCountry: 'VN' }, count: 1, sum: { declaredValue: '7.25' }, avg: {} },
      { group: { originCountry: null }, count: 1, sum: { declaredValue: '0' }, avg: {} },
    ]);
    expect(res.body.data.truncated).toBe(false);
  });

  it('without a filter, the totals equal the whole list of the company (seeded rows included)', async () => {
    const res = await stats(demo, { sum: 'declaredValue' });
    const listed = await listAll(demo);
    expect(res.body.data.total.count).toBe(listed.page.total);
    expect(res.body.data.groups).toEqual([]);
  });

  it('counts only the caller company rows', async () => {
    const res = await stats(acme, { groupBy: 'originCountry', sum: 'declaredValue', filter: JSON.stringify({ sku: { contains: 'ST-' } }) });
    expect(res.body.data.groups).toEqual([{ group: { originCountry: 'CN' }, count: 1, sum: { declaredValue: '1000' }, avg: {} }]);
    const demoSide = await stats(demo, { filter: JSON.stringify({ sku: 'ST-ACME' }) });
    expect(demoSide.body.data.total.count).toBe(0);
  });

  it('groups by two fields, one a date truncated to the month in China time', async () => {
    const res = await stats(demo, { groupBy: 'originCountry,createdAt:month', filter: JSON.stringify({ sku: { contains: 'ST-CN' } }) });
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit' }).formatToParts(new Date());
    const month = `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}-01`;
    expect(res.body.data.groups).toEqual([{ group: { originCountry: 'CN', createdAt: month }, count: 2, sum: {}, avg: {} }]);
    const weekly = await stats(demo, { groupBy: 'createdAt:week', filter: JSON.stringify({ sku: { contains: 'ST-CN' } }) });
    expect(new Date(`${weekly.body.data.groups[0].group.createdAt as string}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('averages exactly per group (nulls left out) and sums money without float error', async () => {
    const res = await stats(demo, { groupBy: 'originCountry', sum: 'declaredValue', avg: 'declaredValue', filter: JSON.stringify({ sku: { contains: 'ST-' } }) });
    expect(res.body.data.groups.map((g) => [g.group.originCountry, g.avg.declaredValue])).toEqual([
      ['CN', '15.25'],
      ['VN', '7.25'],
      [null, null],
    ]);
    // 37.75 over the three rows that have a value.
    expect(res.body.data.total.avg.declaredValue).toBe('12.5833');
    expect((await create(demo, { sku: 'CENT-1', nameEn: 'x', declaredValue: 0.1 })).body.success).toBe(true);
    expect((await create(demo, { sku: 'CENT-2', nameEn: 'x', declaredValue: 0.2 })).body.success).toBe(true);
    const cents = await stats(demo, { sum: 'declaredValue', filter: JSON.stringify({ sku: { contains: 'CENT-' } }) });
    expect(cents.body.data.total.sum.declaredValue).toBe('0.3');
  });

  it('reads the rows once for the groups and their totals (a computed field costs a subquery per row)', async () => {
    let statements = 0;
    const counting = t.db.withPlugin({ transformQuery: (args) => (statements++, args.node), transformResult: async (args) => args.result });
    const def = MASTER_DATA_RESOURCES.find((r) => r.name === 'product')!;
    const query = { groupBy: 'originCountry', sum: 'declaredValue', avg: 'declaredValue', filter: JSON.stringify({ sku: { contains: 'ST-' } }) };
    const { rows } = await sql<{ customer_id: number }>`SELECT customer_id FROM users WHERE account = 'demo'`.execute(t.db);
    const direct = await statsRows(counting, def, { customerId: rows[0].customer_id }, parseStatsQuery(def, query, 'en'));
    expect(statements).toBe(1);
    expect(direct).toEqual((await stats(demo, query)).body.data);
    expect(direct.total).toEqual({ count: 4, sum: { declaredValue: '37.75' }, avg: { declaredValue: '12.5833' } });
  });

  it('is a read: a clerk without write functions gets it', async () => {
    const res = await stats(clerk, { groupBy: 'originCountry', filter: JSON.stringify({ sku: { contains: 'ST-' } }) });
    expect(res.body.success).toBe(true);
    expect(res.body.data.total.count).toBe(4);
  });

  it('refuses unknown fields, units on non-dates, sums of text, three group fields and unknown parameters, changing nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ groupBy: 'colour' }, 'groupBy'],
      [{ groupBy: 'sku:month' }, 'groupBy'],
      [{ groupBy: 'createdAt:year' }, 'groupBy'],
      [{ groupBy: 'sku,nameEn,hsCode' }, 'groupBy'],
      [{ groupBy: 'sku,sku' }, 'groupBy'],
      [{ sum: 'nameEn' }, 'sum'],
      [{ avg: 'nameEn' }, 'avg'],
      [{ avg: 'colour' }, 'avg'],
      [{ sum: 'id' }, 'sum'],
      [{ groupBy: 'customerId' }, 'groupBy'],
      [{ filter: JSON.stringify({ colour: 'red' }) }, 'filter/colour'],
      [{ having: 'x' }, '/querystring/having'],
    ];
    for (const [query, field] of cases) {
      const res = await stats(demo, query);
      expect(res.body.exceptioncode, JSON.stringify(query)).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res).map((e) => e.field), JSON.stringify(query)).toContain(field);
    }
    const zh = await stats(demo, { sum: 'nameEn' }, 'zh-CN');
    expect(errorsOf(zh)[0].message).toContain('只能对数字字段求和');
  });
});
