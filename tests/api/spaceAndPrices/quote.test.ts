// POST <price>/quote on the real server and database (issue 12): every rule of the trade on a worked
// example over price rows an administrator writes, lane quotes over the seeded prices, refusals that
// name the line in the request's language and change nothing, and who may write or quote.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../../src/shared/format/zonedTime';
import { findDomainResource } from '../../../src/server/domains/index';
import { defineResource } from '../../../src/server/resources/registry';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import type { ResourceAction } from '../../../src/server/resources/types';
import { errorsOf } from '../support/fieldErrors';

interface QuoteLineOut {
  code: string;
  name: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
  basis: string;
}
interface QuoteRowOut {
  id: number;
  priceNo: string;
  currency: string;
  lines: QuoteLineOut[];
  total: string;
}
interface QuoteOut {
  date: string;
  cargo: Record<string, unknown>;
  rows: QuoteRowOut[];
}

let t: TestContext;
let admin: string;
let demo: string;
let clerk: string;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const today = todayInChina();
const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const valid = { validFrom: shift(-1), validTo: shift(10) };

const quote = (resource: string, data: unknown, token = demo, culture = 'en-US') =>
  t.call<QuoteOut>('POST', `/${resource}/quote`, { token, culture, form: { data: JSON.stringify(data) } });
const summary = (row: QuoteRowOut) => ({ lines: row.lines.map((l) => `${l.code} ${l.quantity} ${l.unit} x ${l.rate} = ${l.amount}`), total: row.total });

async function create(resource: string, record: Record<string, unknown>): Promise<number> {
  const res = await t.call<{ id: number }>('POST', `/${resource}`, { token: admin, culture: 'en-US', form: { data: JSON.stringify(record) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, demo, clerk] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('demo.clerk', 'clerk1234')]);
  const air = { carrier: 'LH', pol: 'CNPVG', pod: 'DEFRA', ...valid, minimum: 300, rateN: 42, rate45: 35.5, rate100: 29, rate300: 25, rate500: 22.5, rate1000: 20.5, fuelPerKg: 0.95, securityPerKg: 0.15, currency: 'EUR', transitDays: 2 };
  ids.air = await create('airPrice', { priceNo: 'T-AIR-1', ...air });
  ids.airNo45 = await create('airPrice', { priceNo: 'T-AIR-2', ...air, rate45: null });
  ids.fcl = await create('seaFclPrice', { priceNo: 'T-FCL-1', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', ...valid, rate22G1: 1500, rate42G1: 2800, rate45G1: 2900, baf: 280, caf: 45, thcOrigin: 110, thcDestination: 265, doc: 50, currency: 'USD' });
  ids.expired = await create('seaFclPrice', { priceNo: 'T-FCL-OLD', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', validFrom: shift(-40), validTo: shift(-2), rate22G1: 1400, rate42G1: 2600, rate45G1: 2700, currency: 'USD' });
  ids.lcl = await create('seaLclPrice', { priceNo: 'T-LCL-1', pol: 'CNSHA', pod: 'DEHAM', ...valid, ratePerRt: 55, minimum: 110, cfsPerRt: 18, doc: 35, currency: 'USD' });
  ids.ltl = await create('truckLtlPrice', { priceNo: 'T-LTL-1', pol: 'DEHAM', pod: 'DEMUC', ...valid, ratePerKg: 0.18, minimum: 95, currency: 'EUR' });
});
afterAll(() => t?.close());

describe('air', () => {
  it('3 pieces 120×80×100 cm, 150 kg each: volume weight 480 kg wins, +500 is cheaper than +300', async () => {
    const res = await quote('airPrice', { ids: [ids.air], pieces: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }] });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.cargo).toMatchObject({ pieces: 3, grossKg: '450', volumeKg: '480', chargeableKg: '480' });
    expect(summary(res.body.data.rows[0])).toEqual({ lines: ['BAS 500 kg x 22.50 = 11250.00', 'FSC 480 kg x 0.95 = 456.00', 'SCC 480 kg x 0.15 = 72.00'], total: '11778.00' });
    expect(res.body.data.rows[0].currency).toBe('EUR');
  });

  it('80 kg on a price without +45: +100 (2,900.00) is cheaper than N (3,360.00)', async () => {
    const res = await quote('airPrice', { ids: [ids.airNo45], pieces: [{ count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 80 }] });
    expect(summary(res.body.data.rows[0]).lines[0]).toBe('BAS 100 kg x 29.00 = 2900.00');
    expect(res.body.data.rows[0].total).toBe('2988.00');
  });

  it('5 kg: below the minimum, M is charged; the charge names come in the request language', async () => {
    const res = await quote('airPrice', { ids: [ids.air], pieces: [{ count: 1, lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 5 }] }, demo, 'zh-CN');
    expect(summary(res.body.data.rows[0])).toEqual({ lines: ['BAS 1 shipment x 300.00 = 300.00', 'FSC 5 kg x 0.95 = 4.75', 'SCC 5 kg x 0.15 = 0.75'], total: '305.50' });
    expect(res.body.data.rows[0].lines[0].name).toBe('基本运费');
    // The minimum charge is called so (an air rate class M), never "(M)", which an LCL quote used for "by volume".
    expect(res.body.data.rows[0].lines[0].basis).toBe('1 票 × 300.00 (最低收费)');
  });

  it('a lane quote compares the seeded prices of PVG → FRA valid today, cheapest first', async () => {
    const res = await quote('airPrice', { pol: 'CNPVG', pod: 'DEFRA', pieces: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }] });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const totals = res.body.data.rows.map((r) => Number(r.total));
    expect(totals.length).toBeGreaterThanOrEqual(3);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(res.body.data.rows.map((r) => r.priceNo)).toContain('T-AIR-1');
  });
});

describe('LCL, LTL and FCL', () => {
  it('LCL where weight wins (W/M 2.4) and where volume wins (W/M 18)', async () => {
    const weight = await quote('seaLclPrice', { ids: [ids.lcl], pieces: [{ count: 2, lengthCm: 100, widthCm: 100, heightCm: 50, weightKg: 1200 }] });
    expect(summary(weight.body.data.rows[0])).toEqual({ lines: ['BAS 2.4 RT x 55.00 = 132.00', 'CFS 2.4 RT x 18.00 = 43.20', 'DOC 1 BL x 35.00 = 35.00'], total: '210.20' });
    const volume = await quote('seaLclPrice', { ids: [ids.lcl], pieces: [{ count: 10, lengthCm: 120, widthCm: 100, heightCm: 150, weightKg: 300 }] });
    expect(volume.body.data.rows[0].total).toBe('1349.00');
    // Each basis says which measure won, in words (no bare W or M, which an air quote's minimum also was).
    expect(weight.body.data.rows[0].lines[0].basis).toBe('2.4 RT × 55.00 (by weight)');
    expect(volume.body.data.rows[0].lines[0].basis).toBe('18 RT × 55.00 (by volume)');
  });

  it('LTL by loading metre: 2.4 ldm × 1,850 = 4,440 kg beats 1,500 kg and 5.76 m³', async () => {
    const res = await quote('truckLtlPrice', { ids: [ids.ltl], loadingMetres: '2.4', pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 375 }] });
    expect(summary(res.body.data.rows[0])).toEqual({ lines: ['BAS 4440 kg x 0.18 = 799.20'], total: '799.20' });
    expect(res.body.data.rows[0].lines[0].basis).toBe('4,440 kg × 0.18 (by loading metres)');
  });

  it('LTL: a full trailer (13.6 ldm) is the most quoted, as a truck booking takes no more (en, zh)', async () => {
    const pieces = [{ count: 1, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 375 }];
    expect((await quote('truckLtlPrice', { ids: [ids.ltl], loadingMetres: '13.6', pieces })).body.success).toBe(true);
    const en = await quote('truckLtlPrice', { ids: [ids.ltl], loadingMetres: '13.7', pieces });
    expect(errorsOf(en.body)).toEqual([{ field: '/loadingMetres', message: 'Loading metres must be a number greater than 0 and at most 13.6 (a full trailer).' }]);
    const zh = await quote('truckLtlPrice', { ids: [ids.ltl], loadingMetres: '20', pieces }, demo, 'zh-CN');
    expect(errorsOf(zh.body)[0].message).toContain('不超过 13.6');
  });

  it('FCL 2 × 40HC + 1 × 20GP with per-container surcharges and DOC', async () => {
    const res = await quote('seaFclPrice', { ids: [ids.fcl], containers: [{ type: '45G1', count: 2 }, { type: '22G1', count: 1 }] });
    expect(res.body.data.rows[0].total).toBe('9450.00');
    expect(res.body.data.rows[0].lines.map((l) => l.code)).toEqual(['BAS', 'BAS', 'BAF', 'CAF', 'THO', 'THD', 'DOC']);
    // The container types by the names the grids show, amounts with thousands separators (en, zh).
    expect(res.body.data.rows[0].lines.slice(0, 2).map((l) => l.basis)).toEqual(['2 ctr × 2,900.00 (45G1 · 40HC)', '1 ctr × 1,500.00 (22G1 · 20GP)']);
    const zh = await quote('seaFclPrice', { ids: [ids.fcl], containers: [{ type: '45G1', count: 12 }] }, demo, 'zh-CN');
    expect(zh.body.data.rows[0].lines[0].basis).toBe('12 箱 × 2,900.00 (45G1 · 40尺高柜)');
  });

  it('a lane FCL quote leaves out the expired row', async () => {
    const res = await quote('seaFclPrice', { pol: 'CNSHA', pod: 'DEHAM', containers: [{ type: '45G1', count: 2 }] });
    const names = res.body.data.rows.map((r) => r.priceNo);
    expect(names).toContain('T-FCL-1');
    expect(names).not.toContain('T-FCL-OLD');
    expect(names).not.toContain('SF-SHAHAM-OLD');
  });
});

describe('refusals', () => {
  it('an expired price is refused, naming the line and the validity, in English and Chinese', async () => {
    const en = await quote('seaFclPrice', { ids: [ids.fcl, ids.expired], containers: [{ type: '45G1', count: 1 }] });
    expect(en.status).toBe(400);
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/ids/1', message: `Line 2: price T-FCL-OLD is valid from ${shift(-40)} to ${shift(-2)}, not on ${today}.` }]);
    const zh = await quote('seaFclPrice', { ids: [ids.expired], containers: [{ type: '45G1', count: 1 }] }, demo, 'zh-CN');
    expect(errorsOf(zh.body)[0].message).toContain('运价 T-FCL-OLD 的有效期');
    expect(zh.body.message).toBe('无法报价：请更正下列各行。');
  });

  it('one row by id (a row action’s payload): the expired price is refused under the date field', async () => {
    const res = await quote('seaFclPrice', { id: ids.expired, date: today, containers: [{ type: '45G1', count: 1 }] });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual([{ field: '/date', message: `Line 1: price T-FCL-OLD is valid from ${shift(-40)} to ${shift(-2)}, not on ${today}.` }]);
    const ok = await quote('seaFclPrice', { id: ids.fcl, containers: [{ type: '45G1', count: 2 }] });
    expect(ok.body.success).toBe(true);
    expect((ok.body.data as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([ids.fcl]);
    expect((await quote('seaFclPrice', { id: 2_000_000_000, containers: [{ type: '45G1', count: 1 }] })).body.data).toMatchObject({ errors: [{ field: '/id' }] });
  });

  it('zero or negative sizes are refused, naming the line and the measure', async () => {
    const res = await quote('airPrice', {
      ids: [ids.air],
      pieces: [
        { count: 1, lengthCm: 10, widthCm: 10, heightCm: 10, weightKg: 1 },
        { count: 1, lengthCm: 10, widthCm: 10, heightCm: 0, weightKg: 1 },
        { count: 0, lengthCm: -5, widthCm: 10, heightCm: 10, weightKg: 'abc' },
      ],
    });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)).toEqual([
      { field: '/pieces/1/heightCm', message: 'Line 2: the height (cm) must be a number greater than zero.' },
      { field: '/pieces/2/count', message: 'Line 3: the count must be a whole number from 1 to 9999.' },
      { field: '/pieces/2/lengthCm', message: 'Line 3: the length (cm) must be a number greater than zero.' },
      { field: '/pieces/2/weightKg', message: 'Line 3: the weight (kg) must be a number greater than zero.' },
    ]);
  });

  it('an unknown location is refused in a lane quote', async () => {
    const res = await quote('seaFclPrice', { pol: 'CNSHA', pod: 'ZZZZZ', containers: [{ type: '45G1', count: 1 }] }, demo, 'zh-CN');
    expect(errorsOf(res.body)).toEqual([{ field: '/pod', message: '不存在地点 ZZZZZ：请从列表中选择。' }]);
  });

  it('a container type without a rate, missing cargo and a bad date are refused', async () => {
    const noRate = await quote('seaFclPrice', { ids: [ids.fcl], containers: [{ type: '45R1', count: 1 }] });
    expect(errorsOf(noRate.body)[0].field).toBe('/containers/0/type');
    const noCargo = await quote('seaFclPrice', { ids: [ids.fcl] });
    expect(errorsOf(noCargo.body)).toEqual([{ field: '/containers', message: 'Add at least one container line (type and count).' }]);
    const badDate = await quote('seaFclPrice', { ids: [ids.fcl], date: '2026-02-30', containers: [{ type: '45G1', count: 1 }] });
    expect(errorsOf(badDate.body)[0].field).toBe('/date');
    const unknownField = await quote('seaFclPrice', { ids: [ids.fcl], containers: [{ type: '45G1', count: 1 }], discount: 50 });
    expect(unknownField.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

const TABLES: Record<string, string> = {
  location: 'locations',
  carrier: 'carriers',
  equipmentType: 'equipment_types',
  borderCrossing: 'border_crossings',
  departure: 'departures',
  seaFclPrice: 'sea_fcl_prices',
  airPrice: 'air_prices',
  truckLtlPrice: 'truck_ltl_prices',
};

describe('who may do what', () => {
  it('a read-only customer user may quote (a quote changes nothing)', async () => {
    const res = await quote('seaFclPrice', { ids: [ids.fcl], containers: [{ type: '45G1', count: 1 }] }, clerk);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  });

  it.each(Object.keys(TABLES))('a customer administrator cannot write %s', async (resource) => {
    const before = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(TABLES[resource])}`.execute(t.db);
    const res = await t.call('POST', `/${resource}`, { token: demo, culture: 'en-US', form: { data: JSON.stringify({ name: 'x' }) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    const del = await t.call('DELETE', `/${resource}`, { token: demo, culture: 'en-US', form: { ids: '[1]' } });
    expect(del.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    const after = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(TABLES[resource])}`.execute(t.db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('customers read the shared reference data and prices', async () => {
    const res = await t.call<{ page: { total: number } }>('GET', '/location-list', { token: clerk, query: { filter: JSON.stringify({ nameEn: 'sha' }) } });
    expect(res.body.success).toBe(true);
    expect(res.body.data.page.total).toBeGreaterThanOrEqual(2);
  });

  it('the reference check refuses unknown codes, in the request language, and writes nothing', async () => {
    const res = await t.call('POST', '/seaFclPrice', {
      token: admin,
      culture: 'en-US',
      form: { data: JSON.stringify({ priceNo: 'T-FCL-BAD', carrier: 'NOPE', pol: 'XXABC', pod: 'DEHAM', ...valid, rate45G1: 1, currency: 'USD' }) },
    });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body).map((e) => e.field).sort()).toEqual(['/carrier', '/pol']);
    expect(errorsOf(res.body).find((e) => e.field === '/pol')!.message).toContain('XXABC');
    const { rows } = await sql`SELECT id FROM sea_fcl_prices WHERE price_no = 'T-FCL-BAD'`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('the valid-on filter (validFrom up to the day, validTo from it) hides expired rows', async () => {
    const filter = JSON.stringify({ pol: { eq: 'CNSHA' }, pod: { eq: 'DEHAM' }, validFrom: { to: today }, validTo: { from: today } });
    const res = await t.call<{ result: Array<{ priceNo: string }> }>('GET', '/seaFclPrice-list', { token: demo, query: { filter, size: '100' } });
    const names = res.body.data.result.map((r) => r.priceNo);
    expect(names).toContain('T-FCL-1');
    expect(names.some((n) => n.endsWith('-OLD'))).toBe(false);
  });
});

describe('the engine around a quote', () => {
  it('runs a quote on the database itself, not in a transaction holding a connection; a reading action without the flag still gets one', async () => {
    const seen: Record<string, boolean> = {};
    const spy = (action: ResourceAction) => {
      const run = action.run;
      action.run = (context, payload) => ((seen[action.name] = context.db.isTransaction), run.call(action, context, payload));
      return () => (action.run = run);
    };
    // The actions as the engine serves them (a resource holds its own copies).
    const served = (resource: string, name: string) => findDomainResource(resource)!.actions.find((a) => a.name === name)!;
    const restore = [spy(served('airPrice', 'quote')), spy(served('booking', 'history'))];
    try {
      const res = await quote('airPrice', { pol: 'CNPVG', pod: 'DEFRA', pieces: [{ count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 20 }] });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      const booking = (await sql<{ id: number }>`SELECT b.id FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE c.customer_cd = 'DEMO' ORDER BY b.id LIMIT 1`.execute(t.db)).rows[0];
      const history = await t.call('POST', '/booking/history', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ id: booking.id }) } });
      expect(history.body.success, JSON.stringify(history.body)).toBe(true);
    } finally {
      for (const undo of restore) undo();
    }
    expect(seen).toEqual({ quote: false, history: true });
  });

  it('refuses, when a resource is defined, a writing action that asks to run without a transaction', () => {
    const price = findDomainResource('airPrice')!;
    const writing = { name: 'reprice', summary: 'x', payloadSchema: {}, withoutTransaction: true, run: async () => null };
    expect(() => defineResource({ name: 'testPrice', schema: price.schema, write: { audience: 'admin', menu: 'dataMaintain' }, actions: [writing] })).toThrow(/writes, so it runs in a transaction/);
  });
});
