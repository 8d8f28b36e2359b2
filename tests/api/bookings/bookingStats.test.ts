// booking-stats on the seeded demo bookings (what the charts and the dashboard read): every count
// equals the list's total for the same filter, only the caller's company is counted, transit days
// average per lane from ETA − ETD, months bucket the departures, and a bad groupBy is refused (10002)
// in the user's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type FieldError, type ListResult } from '../../../src/shared/wire/envelope';
import type { StatsResult } from '../../../src/shared/wire/resourceContract';
import { createTestContext, type TestContext } from '../support/testContext';

type Booking = { id: number; mode: string; status: string; pol?: string; pod?: string; etd?: string; eta?: string; transitDays?: number | null; shipperReference?: string };

let t: TestContext;
let demo: string;
let acme: string;

const stats = (token: string, query: Record<string, string>, culture = 'en-US') => t.call<StatsResult>('GET', '/booking-stats', { token, query, culture });
const list = async (token: string, filter?: object) =>
  (await t.call<ListResult<Booking>>('GET', '/booking-list', { token, query: { size: '500', ...(filter ? { filter: JSON.stringify(filter) } : {}) } })).body.data;

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(() => t?.close());

describe('booking-stats', () => {
  it('counts per mode and status equal the list total of each filter', async () => {
    const res = await stats(demo, { groupBy: 'mode,status' });
    expect(res.body.success).toBe(true);
    const all = await list(demo);
    expect(res.body.data.total.count).toBe(all.page.total);
    expect(res.body.data.groups.reduce((n, g) => n + g.count, 0)).toBe(all.page.total);
    for (const g of res.body.data.groups.slice(0, 6)) {
      const filtered = await list(demo, { mode: { eq: g.group.mode }, status: { eq: g.group.status } });
      expect(filtered.page.total, JSON.stringify(g.group)).toBe(g.count);
    }
    // A filtered count: overdue (ETA passed, confirmed) as the dashboard asks it.
    const today = new Date().toISOString().slice(0, 10);
    const overdue = { eta: { to: today }, status: { in: ['CONFIRMED'] } };
    const s = await stats(demo, { filter: JSON.stringify(overdue) });
    expect(s.body.data.total.count).toBe((await list(demo, overdue)).page.total);
    expect(s.body.data.total.count).toBeGreaterThanOrEqual(2);
  });

  it('averages transit days (ETA − ETD, computed by the server) per lane, as the rows say', async () => {
    const res = await stats(demo, { groupBy: 'pol,pod', avg: 'transitDays' });
    const rows = (await list(demo)).result;
    const lane = res.body.data.groups.find((g) => g.group.pol === 'CNSHA' && g.group.pod === 'DEHAM')!;
    const mine = rows.filter((r) => r.pol === 'CNSHA' && r.pod === 'DEHAM');
    expect(lane.count).toBe(mine.length);
    for (const r of mine) expect(r.transitDays).toBe((Date.parse(r.eta!) - Date.parse(r.etd!)) / 86_400_000);
    const mean = mine.reduce((n, r) => n + r.transitDays!, 0) / mine.length;
    expect(Number(lane.avg.transitDays)).toBeCloseTo(mean, 4);
    // Sorted by the group keys.
    const keys = res.body.data.groups.map((g) => `${g.group.pol}|${g.group.pod}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('buckets departures by month and the buckets add up to the list', async () => {
    const res = await stats(demo, { groupBy: 'etd:month' });
    const months = res.body.data.groups.map((g) => g.group.etd as string);
    expect(months.length).toBeGreaterThanOrEqual(6);
    for (const m of months) expect(m).toMatch(/^\d{4}-\d{2}-01$/);
    const first = res.body.data.groups[0];
    const [y, mo] = (first.group.etd as string).split('-').map(Number);
    const end = new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
    expect((await list(demo, { etd: { from: first.group.etd, to: end } })).page.total).toBe(first.count);
  });

  it("never counts another company's bookings", async () => {
    const made = await t.call<{ id: number }>('POST', '/booking', { token: acme, form: { data: JSON.stringify({ mode: 'SEA', shipperReference: 'ACME-STATS-ONLY', pol: 'CNSHA', pod: 'DEHAM', etd: '2026-01-05', eta: '2026-02-10' }) } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const filter = JSON.stringify({ shipperReference: 'ACME-STATS-ONLY' });
    expect((await stats(demo, { filter })).body.data.total.count).toBe(0);
    expect((await stats(acme, { filter })).body.data.total.count).toBe(1);
    const demoAll = await stats(demo, { groupBy: 'status' });
    expect(demoAll.body.data.total.count).toBe((await list(demo)).page.total);
  });

  it('refuses a bad groupBy or avg with 10002 in the user language, naming the field', async () => {
    for (const [culture, text] of [
      ['en-US', 'colour'],
      ['zh-CN', 'colour'],
    ] as const) {
      const res = await stats(demo, { groupBy: 'colour' }, culture);
      expect(res.status).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      const errors = (res.body.data as unknown as { errors: FieldError[] }).errors;
      expect(errors[0].field).toBe('groupBy');
      expect(errors[0].message).toContain(text);
    }
    const zh = await stats(demo, { avg: 'status' }, 'zh-CN');
    expect((zh.body.data as unknown as { errors: FieldError[] }).errors[0].message).toContain('求平均值');
    const en = await stats(demo, { groupBy: 'status:month' }, 'en-US');
    expect((en.body.data as unknown as { errors: FieldError[] }).errors[0].message).toContain('is not a date');
  });
});
