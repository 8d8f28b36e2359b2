// The joints of a customer's booking journey on the real server (issue 41): a create retried with the
// same idempotency key makes one record (one after another and all at once; another user's or another
// key's is their own); a refused submit names every missing field by its label in the user's language
// (en and zh), in the refusal's summary and under each field; the booking is numbered when first saved;
// the quoted total of its price reference and an air booking's chargeable weight are the server's, by the
// quote's own rules; an FBA order's chargeable weight too; a write's answer names the resource it changed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFor, requiredForRules } from '../../../src/shared/entities/requiredFor';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { CHANGED_RESOURCE_HEADER, IDEMPOTENCY_FIELD } from '../../../src/shared/wire/resourceContract';
import bookingSchema from '../../../schemas/entities/booking.schema.json';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Rec = Record<string, unknown> & { id: number };

let t: TestContext;
let demo: string;
let acme: string;

const labels = (language: 'en' | 'zh') => (JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../src/client/i18n/locales/${language}/field.json`), 'utf8')) as { field: { booking: Record<string, string> } }).field.booking;
const create = (resource: string, data: unknown, options: { token?: string; key?: string; culture?: string } = {}) =>
  t.call<Rec>('POST', `/${resource}`, { token: options.token ?? demo, culture: options.culture ?? 'en-US', form: { data: JSON.stringify(data), [IDEMPOTENCY_FIELD]: options.key } });
const call = <T = Rec>(path: string, data: unknown, culture = 'en-US') => t.call<T>('POST', path, { token: demo, culture, form: { data: JSON.stringify(data) } });
const countOf = async (reference: string) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM bookings WHERE shipper_reference = ${reference}`.execute(t.db)).rows[0].n);

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});

afterAll(async () => {
  await t?.close();
});

describe('idempotent create', () => {
  it('a create sent again with its key answers the record it made, and makes no second one', async () => {
    const draft = { mode: 'SEA', shipperReference: 'IDEM-1', pol: 'CNSHA' };
    const first = await create('booking', draft, { key: 'key-idem-0001' });
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const again = await create('booking', draft, { key: 'key-idem-0001' });
    expect(again.body.success).toBe(true);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.bookingNo).toBe(first.body.data.bookingNo);
    expect(await countOf('IDEM-1')).toBe(1);
    // A new key is a new record; so is the same key of another user.
    expect((await create('booking', draft, { key: 'key-idem-0002' })).body.data.id).not.toBe(first.body.data.id);
    const acmes = await create('booking', draft, { key: 'key-idem-0001', token: acme });
    expect(acmes.body.success).toBe(true);
    expect(acmes.body.data.id).not.toBe(first.body.data.id);
    expect(await countOf('IDEM-1')).toBe(3);
  });

  it('five creates with one key at once make one record, and every answer names it', async () => {
    const draft = { mode: 'RAIL', shipperReference: 'IDEM-RACE' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => create('booking', draft, { key: 'key-idem-race-1' })));
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await countOf('IDEM-RACE')).toBe(1);
  });

  it('a refused create keeps no key: the corrected create with it makes the record', async () => {
    const bad = await create('booking', { mode: 'SEA', shipperReference: 'IDEM-FIX', etd: 'someday' }, { key: 'key-idem-fix-1' });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const good = await create('booking', { mode: 'SEA', shipperReference: 'IDEM-FIX', etd: '2026-12-20' }, { key: 'key-idem-fix-1' });
    expect(good.body.success, JSON.stringify(good.body)).toBe(true);
    expect(await countOf('IDEM-FIX')).toBe(1);
  });

  it('a key that is no key is refused', async () => {
    const res = await create('booking', { mode: 'SEA' }, { key: 'no spaces!' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});

describe('a refused submit names every missing field by its label', () => {
  for (const [language, culture] of [
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
  ] as const) {
    it(`in ${language}`, async () => {
      const bare = (await create('booking', { mode: 'SEA', loadType: 'FCL', cargoLines: [{ description: 'lamps' }] })).body.data;
      // Numbered when first saved.
      expect(bare.bookingNo).toMatch(/^SE\d{10}$/);
      const res = await call('/booking/submit', { id: bare.id }, culture);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      const errors = errorsOf(res.body);
      // Every value the shared rule set requires of this booking is named, each once, under its own field.
      const expected = missingFor(requiredForRules(bookingSchema, 'submit'), bare).map((m) => m.field);
      expect(expected.length).toBeGreaterThan(8);
      for (const f of expected) expect(errors.filter((e) => e.field === f), f).toHaveLength(1);
      const titles = labels(language);
      for (const e of errors) {
        const name = e.field.split('/').filter(Boolean).pop()!;
        const label = name === 'isoCode' || name === 'units' ? titles[name] : (titles[name] ?? titles[e.field.split('/')[1]]);
        expect(e.message, e.field).toContain(label);
        // The raw field name shows nowhere (a label equal to it, such as ETD, aside).
        if (label !== name) expect(e.message).not.toMatch(new RegExp(`\\b${name}\\b`));
      }
      expect(errors.find((e) => e.field === '/etd')!.message).toBe(language === 'en' ? 'ETD is required.' : '预计离港 为必填项。');
      expect(errors.find((e) => e.field === '/cargoLines/0/hsCode')!.message).toBe(language === 'en' ? 'Line 1: HS code is required.' : '第 1 行：HS编码 为必填项。');
      // The summary names them too, not "the fields named below".
      for (const f of ['shipper', 'consignee', 'etd', 'incoterm']) expect(res.body.message).toContain(titles[f]);
    });
  }
});

describe('what the server derives at save', () => {
  const today = new Date().toISOString().slice(0, 10);
  const validToday = JSON.stringify({ validFrom: { to: today }, validTo: { from: today } });

  async function priceRow(resource: string, need: (r: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    const res = await t.call<{ result: Array<Record<string, unknown>> }>('GET', `/${resource}-list`, { token: demo, query: { size: '100', filter: validToday } });
    const row = res.body.data.result.find(need);
    expect(row, `a ${resource} row valid today`).toBeTruthy();
    return row!;
  }

  it('a sea FCL booking holds the quoted total of its price reference for its equipment, and re-prices when the equipment changes', async () => {
    const row = await priceRow('seaFclPrice', (r) => r.rate45G1 !== null && r.rate45G1 !== undefined);
    const quote = await call<{ rows: Array<{ total: string; currency: string }> }>('/seaFclPrice/quote', { id: row.id, containers: [{ type: '45G1', count: 2 }] });
    expect(quote.body.success, JSON.stringify(quote.body)).toBe(true);
    const made = await create('booking', { mode: 'SEA', loadType: 'FCL', priceReference: row.priceNo, equipment: [{ isoCode: '45G1', units: 2 }] });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(made.headers[CHANGED_RESOURCE_HEADER]).toBe('booking');
    expect(Number(made.body.data.quotedTotal).toFixed(2)).toBe(quote.body.data.rows[0].total);
    expect(made.body.data.quotedCurrency).toBe(quote.body.data.rows[0].currency);
    // A reading action changes nothing and names nothing.
    expect(quote.headers[CHANGED_RESOURCE_HEADER]).toBeUndefined();
    const one = await call<{ rows: Array<{ total: string }> }>('/seaFclPrice/quote', { id: row.id, containers: [{ type: '45G1', count: 1 }] });
    const changed = await t.call<Rec>('PUT', '/booking', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ id: made.body.data.id, version: made.body.data.version, equipment: [{ isoCode: '45G1', units: 1 }] }) } });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect(Number(changed.body.data.quotedTotal).toFixed(2)).toBe(one.body.data.rows[0].total);
    // No price named: nothing quoted; a quoted total sent by the client is refused.
    expect((await create('booking', { mode: 'SEA', loadType: 'FCL' })).body.data.quotedTotal).toBeUndefined();
    expect((await create('booking', { mode: 'SEA', quotedTotal: 1 })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it("an air booking holds the quote's chargeable weight and total for its pieces", async () => {
    const row = await priceRow('airPrice', () => true);
    const pieces = [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 95.5 }];
    const quote = await call<{ cargo: { chargeableKg: string }; rows: Array<{ total: string }> }>('/airPrice/quote', { id: row.id, pieces });
    expect(quote.body.success, JSON.stringify(quote.body)).toBe(true);
    const made = await create('booking', { mode: 'AIR', priceReference: row.priceNo, pieces });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(Number(made.body.data.chargeableKg)).toBe(Number(quote.body.data.cargo.chargeableKg));
    expect(Number(made.body.data.quotedTotal).toFixed(2)).toBe(quote.body.data.rows[0].total);
  });

  it("an FBA order holds its cartons' gross kg, m³ and chargeable weight, derived again when its cartons change", async () => {
    const cartons = [
      { cartonCount: 10, lengthCm: 60, widthCm: 40, heightCm: 35, weightKg: 12.35 },
      { cartonCount: 2, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 5 },
    ];
    const made = await create('fbaOrder', { fbaShipmentId: 'FBA41CHARGE01', fulfilmentCentre: 'ONT8', channel: 'AIR', cartons });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(made.headers[CHANGED_RESOURCE_HEADER]).toBe('fbaOrder');
    // Gross 133.5 kg; volume (10 × 84,000 + 2 × 1,000,000) cm³ / 6000 = 473.333 kg.
    expect(Number(made.body.data.chargeableKg)).toBe(473.333);
    expect(Number(made.body.data.grossKg)).toBe(133.5);
    expect(Number(made.body.data.cbm)).toBe(2.84);
    // The totals are the server's: a client's own refused, nothing changed.
    const refused = await create('fbaOrder', { fbaShipmentId: 'FBA41CHARGE02', fulfilmentCentre: 'ONT8', channel: 'AIR', cartons, grossKg: 1 });
    expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    // One carton line fewer: 123.5 kg, 0.84 m³, chargeable max(123.5, 140) = 140 kg.
    const edited = await t.call<Rec>('PUT', '/fbaOrder', { token: demo, form: { data: JSON.stringify({ id: made.body.data.id, version: made.body.data.version, cartons: [cartons[0]] }) } });
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    expect([Number(edited.body.data.grossKg), Number(edited.body.data.cbm), Number(edited.body.data.chargeableKg)]).toEqual([123.5, 0.84, 140]);
  });

  it('an FBA order placed from an air quote holds its price and total, and the booking it ships under carries both', async () => {
    const row = await priceRow('airPrice', () => true);
    const pieces = [{ count: 4, lengthCm: 60, widthCm: 40, heightCm: 50, weightKg: 18.5 }];
    const quote = await call<{ rows: Array<{ total: string; currency: string }> }>('/airPrice/quote', { id: row.id, pieces });
    expect(quote.body.success, JSON.stringify(quote.body)).toBe(true);
    const cartons = pieces.map(({ count, ...size }) => ({ cartonCount: count, ...size, msku: 'MSKU-41', quantity: 48 }));
    const order = { fbaShipmentId: 'FBA41QUOTE01', amazonReferenceId: '41QUOTE1', fulfilmentCentre: 'ONT8', channel: 'AIR', declaredValue: 960, currency: 'USD', priceReference: row.priceNo, cartons };
    const made = await create('fbaOrder', order);
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(Number(made.body.data.quotedTotal).toFixed(2)).toBe(quote.body.data.rows[0].total);
    expect(made.body.data.quotedCurrency).toBe(quote.body.data.rows[0].currency);
    // A quoted total is the server's: one sent is refused.
    expect((await create('fbaOrder', { ...order, fbaShipmentId: 'FBA41QUOTE02', quotedTotal: 1 })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const submitted = await call<Rec>('/fbaOrder/submit', { id: made.body.data.id });
    expect(submitted.body.success, JSON.stringify(submitted.body)).toBe(true);
    const booking = (await sql<{ id: number; price_reference: string; quoted_total: string; quoted_currency: string }>`SELECT id, price_reference, quoted_total, quoted_currency FROM bookings WHERE booking_no = ${submitted.body.data.bookingNo as string}`.execute(t.db)).rows[0];
    // The order names that booking and its mode: its page opens the booking's shipment page (a draft names none).
    expect([made.body.data.bookingId ?? null, made.body.data.bookingMode ?? null]).toEqual([null, null]);
    const read = await t.call<Rec>('GET', '/fbaOrder', { token: demo, query: { id: String(made.body.data.id) } });
    expect([read.body.data.bookingId, read.body.data.bookingMode]).toEqual([booking.id, 'AIR']);
    expect(booking.price_reference).toBe(row.priceNo);
    expect(Number(booking.quoted_total).toFixed(2)).toBe(quote.body.data.rows[0].total);
    expect(booking.quoted_currency).toBe(quote.body.data.rows[0].currency);
  });
});
