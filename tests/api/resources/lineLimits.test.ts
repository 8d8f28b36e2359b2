// Line-item limits (issue 40): every child collection declares in its entity how many lines a record
// may have (a booking's cargo lines: 999), and a write past it is refused with 10002 naming the
// field, in the user's language, storing nothing, on create, update and the FBA pack-list import alike
// (before: 10,000 cargo lines were accepted and a 2,400-line save held the database for 1.6 s).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_RESOURCES } from '../../../src/server/domains';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { multipartCall } from './multipartBody';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Booking = { id: number; version: number; cargoLines?: unknown[] };

let t: TestContext;
let demo: string;

const write = (method: 'POST' | 'PUT', data: unknown, culture = 'en-US') => t.call<Booking>(method, '/booking', { token: demo, culture, form: { data: JSON.stringify(data) } });
// Short lines, so that 10,000 of them still fit the form field's length limit.
const cargo = (n: number) => Array.from({ length: n }, () => ({ packageCode: 'CT' }));
const counts = async () => {
  const bookings = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings`.execute(t.db)).rows[0]!.n;
  const lines = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM booking_cargo_lines`.execute(t.db)).rows[0]!.n;
  return { bookings, lines };
};

beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

describe('line-item limits', () => {
  it('are declared for every child collection of every resource', () => {
    const undeclared = DOMAIN_RESOURCES.flatMap((def) =>
      Object.entries(def.schema.properties)
        .filter(([, prop]) => typeof prop['x-childTable'] === 'string' && !(Number.isInteger(prop.maxItems) && Number(prop.maxItems) > 0))
        .map(([name]) => `${def.name}.${name}`),
    );
    expect(undeclared).toEqual([]);
    const booking = DOMAIN_RESOURCES.find((def) => def.name === 'booking')!;
    expect(booking.schema.properties.cargoLines!.maxItems).toBe(999);
  });

  it('refuse a booking with 1,000 or 10,000 cargo lines, naming the field, storing nothing', async () => {
    const before = await counts();
    for (const n of [1000, 10_000]) {
      const res = await write('POST', { mode: 'SEA', cargoLines: cargo(n) });
      expect(res.body.exceptioncode, JSON.stringify(res.body).slice(0, 300)).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body)).toContainEqual({ field: '/cargoLines', message: 'Cargo may have at most 999 items.' });
    }
    expect(await counts()).toEqual(before);
    const zh = await write('POST', { mode: 'SEA', cargoLines: cargo(1000) }, 'zh-CN');
    expect(errorsOf(zh.body)).toContainEqual({ field: '/cargoLines', message: '货物明细 最多 999 项。' });
  });

  it('take a booking with exactly 999 cargo lines, and refuse an update past the limit, keeping the record', async () => {
    const made = await write('POST', { mode: 'SEA', cargoLines: cargo(999) });
    expect(made.body.success, JSON.stringify(made.body).slice(0, 300)).toBe(true);
    expect(made.body.data.cargoLines).toHaveLength(999);
    const res = await write('PUT', { id: made.body.data.id, version: made.body.data.version, cargoLines: cargo(1000) });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body).map((e) => e.field)).toEqual(['/cargoLines']);
    const now = await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(made.body.data.id) } });
    expect(now.body.data).toMatchObject({ version: made.body.data.version });
    expect(now.body.data.cargoLines).toHaveLength(999);
  });

  it('refuse an FBA pack list giving one shipment more carton lines than an order takes, writing nothing', async () => {
    const header = 'fbaShipmentId,amazonReferenceId,fulfilmentCentre,channel,cartonCount,lengthCm,widthCm,heightCm,weightKg,msku,fnsku,quantity,declaredValue,currency';
    const rows = Array.from({ length: 1000 }, (_, i) => `FBALIMIT0001,3XK8DL2Q,ONT8,SEA,1,60,40,30,12.35,LAMP-${i},X00${String(i).padStart(7, '0')},24,1500.50,USD`);
    const orders = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM fba_orders`.execute(t.db)).rows[0]!.n;
    const before = await orders();
    const res = await multipartCall(t, '/fbaOrder-packList', { token: demo, culture: 'en-US', fields: {}, file: { filename: 'limit.csv', content: [header, ...rows].join('\n') } });
    expect(res.body.exceptioncode, JSON.stringify(res.body).slice(0, 300)).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)).toEqual([{ field: 'cartons', message: 'FBA shipment FBALIMIT0001 has 1000 carton lines; an order takes at most 999: split it.' }]);
    expect(await orders()).toBe(before);
  });
});
