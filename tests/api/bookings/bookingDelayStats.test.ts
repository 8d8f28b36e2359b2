// Computed fields in filters and grouped counts: the tracking domain's delay rule (`delayed`,
// `arrivedAt`, `trackedEta`) groups and filters like a column, and each count is the list's rows that
// carry that value — what the on-time chart and the dashboard read. Computed fields still do not sort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type ListResult } from '../../../src/shared/wire/envelope';
import type { StatsResult } from '../../../src/shared/wire/resourceContract';
import { createTestContext, type TestContext } from '../support/testContext';

type Booking = { id: number; delayed?: boolean; arrivedAt?: string | null; trackedEta?: string | null };

let t: TestContext;
let demo: string;
let acme: string;

const stats = (token: string, query: Record<string, string>) => t.call<StatsResult>('GET', '/booking-stats', { token, query });
const list = async (token: string, filter?: object) =>
  (await t.call<ListResult<Booking>>('GET', '/booking-list', { token, query: { size: '500', ...(filter ? { filter: JSON.stringify(filter) } : {}) } })).body.data;

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(() => t?.close());

describe('computed fields in booking-stats and list filters', () => {
  it('groups by delayed: each count is the rows the list shows with that flag', async () => {
    const rows = (await list(demo)).result;
    const res = await stats(demo, { groupBy: 'delayed' });
    expect(res.body.success).toBe(true);
    const delayedRows = rows.filter((r) => r.delayed === true).length;
    expect(delayedRows).toBeGreaterThan(0);
    const byFlag = Object.fromEntries(res.body.data.groups.map((g) => [String(g.group.delayed), g.count]));
    expect(byFlag.true).toBe(delayedRows);
    expect(byFlag.false).toBe(rows.length - delayedRows);
    // The list filter on the computed flag returns exactly those rows.
    const filtered = await list(demo, { delayed: true });
    expect(filtered.result.every((r) => r.delayed === true)).toBe(true);
    expect(filtered.page.total).toBe(delayedRows);
  });

  it('buckets arrivals by month on the computed arrival time, on time versus delayed', async () => {
    const rows = (await list(demo)).result.filter((r) => r.arrivedAt);
    expect(rows.length).toBeGreaterThan(0);
    const res = await stats(demo, { groupBy: 'arrivedAt:month,delayed', filter: JSON.stringify({ arrivedAt: { from: '2000-01-01' } }) });
    expect(res.body.success).toBe(true);
    expect(res.body.data.total.count).toBe(rows.length);
    expect(res.body.data.groups.every((g) => /^\d{4}-\d{2}-01$/.test(String(g.group.arrivedAt)))).toBe(true);
    expect(res.body.data.groups.filter((g) => g.group.delayed === true).reduce((n, g) => n + g.count, 0)).toBe(rows.filter((r) => r.delayed).length);
  });

  it("counts only the caller's company", async () => {
    const [mine, theirs] = await Promise.all([stats(demo, { groupBy: 'delayed' }), stats(acme, { groupBy: 'delayed' })]);
    expect(mine.body.data.total.count).toBe((await list(demo)).page.total);
    expect(theirs.body.data.total.count).toBe((await list(acme)).page.total);
  });

  it('refuses a bad value for a computed flag and sorting on a computed field (10002)', async () => {
    const bad = await t.call('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ delayed: 'perhaps' }) } });
    expect(bad.body.success).toBe(false);
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const sort = await t.call('GET', '/booking-list', { token: demo, query: { sort: 'delayed' } });
    expect(sort.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});
