// mulPriceQuery's comparison: a read-only view over the seven price lists, served by the engine like
// any resource (list, filters, sort, reference names, stats) and refusing every write. Each row is one
// price of its list with that list's headline rate, so a lane lists exactly what the lists hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import type { StatsResult } from '../../../src/shared/wire/resourceContract';
import { createTestContext, type TestContext } from '../support/testContext';

type Row = Record<string, unknown> & { id: number; mode: string; priceId: number; rate: number | null };

let t: TestContext;
let demo: string;
let acme: string;
let admin: string;

const LISTS: Record<string, { resource: string; rate: string }> = {
  SEA_FCL: { resource: 'seaFclPrice', rate: 'rate42G1' },
  SEA_LCL: { resource: 'seaLclPrice', rate: 'ratePerRt' },
  RAIL_FCL: { resource: 'railFclPrice', rate: 'rate42G1' },
  RAIL_LCL: { resource: 'railLclPrice', rate: 'ratePerRt' },
  TRUCK_FTL: { resource: 'truckFtlPrice', rate: 'rate' },
  TRUCK_LTL: { resource: 'truckLtlPrice', rate: 'ratePerKg' },
  AIR: { resource: 'airPrice', rate: 'rate100' },
};

const list = <T = Row>(resource: string, token: string, filter: Record<string, unknown>, culture = 'en-US') =>
  t.call<ListResult<T>>('GET', `/${resource}-list`, { token, culture, query: { size: '500', filter: JSON.stringify(filter) } });

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('admin', 'admin1234', 'admin')]);
});
afterAll(() => t?.close());

describe('price comparison view', () => {
  it('holds every price of every list, each with its own list’s headline rate', async () => {
    const all = (await list('priceComparison', demo, {})).body.data;
    let expected = 0;
    for (const [mode, source] of Object.entries(LISTS)) {
      const rows = (await list<Record<string, unknown>>(source.resource, demo, {})).body.data;
      expected += rows.page.total;
      const mine = all.result.filter((r) => r.mode === mode);
      const first = rows.result[0];
      const same = mine.find((r) => r.priceId === first.id)!;
      expect(same, mode).toBeTruthy();
      expect(same).toMatchObject({ priceNo: first.priceNo, pol: first.pol, pod: first.pod, currency: first.currency });
      expect(String(same.rate ?? '')).toBe(String(first[source.rate] ?? ''));
    }
    expect(all.page.total).toBe(expected);
    // Ids stay apart across the lists.
    expect(new Set(all.result.map((r) => r.id)).size).toBe(all.result.length);
  });

  it('compares the modes of one lane, with the names of its places and carriers (zh)', async () => {
    const lane = await list('priceComparison', demo, { pol: { eq: 'CNSHA' }, pod: { eq: 'DEHAM' } }, 'zh-CN');
    const rows = lane.body.data.result;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.pol === 'CNSHA' && r.pod === 'DEHAM')).toBe(true);
    expect(new Set(rows.map((r) => r.mode)).size).toBeGreaterThanOrEqual(2);
    expect(rows[0].polName).toBe('上海');
    const stats = await t.call<StatsResult>('GET', '/priceComparison-stats', { token: demo, culture: 'en-US', query: { groupBy: 'mode', filter: JSON.stringify({ pol: { eq: 'CNSHA' }, pod: { eq: 'DEHAM' } }) } });
    expect(stats.body.data.total.count).toBe(lane.body.data.page.total);
  });

  it('is shared: every customer reads the same rows', async () => {
    const [a, b] = [await list('priceComparison', demo, { mode: { eq: 'AIR' } }), await list('priceComparison', acme, { mode: { eq: 'AIR' } })];
    expect(b.body.data.result.map((r) => r.id)).toEqual(a.body.data.result.map((r) => r.id));
  });

  it('refuses writes as read only, administrators too, in the caller’s language', async () => {
    const row = (await list('priceComparison', admin, { mode: { eq: 'SEA_FCL' } })).body.data.result[0];
    const create = await t.call('POST', '/priceComparison', { token: admin, culture: 'es-ES', form: { data: JSON.stringify({ priceNo: 'X-1', mode: 'AIR', pol: 'CNPVG', pod: 'DEFRA', validFrom: '2026-01-01', validTo: '2026-12-31', basis: 'KG', currency: 'USD', priceId: 1 }) } });
    expect(create.status).toBe(403);
    expect(create.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    expect(create.body.message).toMatch(/solo lectura/);
    const update = await t.call('PUT', '/priceComparison', { token: demo, culture: 'zh-CN', form: { data: JSON.stringify({ id: row.id, version: 1, rate: 1 }) } });
    expect(update.body.message).toMatch(/只读/);
    const after = (await list('priceComparison', admin, { mode: { eq: 'SEA_FCL' } })).body.data.result[0];
    expect(after).toEqual(row);
  });
});
