// The instant quote across modes (issue 48) on the real server and database: the offers of every mode
// for a lane come back priced by each mode's own quote call (`POST <price list>/quote`, the same totals),
// sorted and filtered as asked; a lane no price covers says so and takes a quote request; a saved quote
// holds its booking to its price while it is valid (a later price change does not move it) and an expired
// one is refused in the user's language with nothing written; a company never sees another's quotes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Exact } from '../../../src/shared/freight/exactDecimal';
import { todayInChina } from '../../../src/shared/format/zonedTime';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { errorsOf } from '../support/fieldErrors';
import { createTestContext, type TestContext } from '../support/testContext';

interface OfferOut {
  offerKey: string;
  mode: string;
  loadType: string;
  priceList: string;
  priceId: number;
  priceNo: string;
  carrier: string | null;
  currency: string;
  total: string;
  lines: Array<{ code: string; amount: string }>;
  chargeableQuantity: string;
  chargeableUnit: string;
  chargeRule: string;
  transitDays: number | null;
  departures: Array<{ departureNo: string; etd: string }>;
  co2eKg: string | null;
  distanceKm: string | null;
  co2eMethod: string;
  chosenCurrency: string | null;
  chosenTotal: string | null;
  rateNote: string | null;
  search: Record<string, unknown>;
}
interface SearchOut {
  count: number;
  notice: string | null;
  offers: OfferOut[];
}
interface QuoteOut {
  id: number;
  quoteNo: string;
  status: string;
  mode: string;
  total: string;
  currency: string;
  validTo: string;
  priceReference: string;
  equipment: Array<{ isoCode: string; units: number }>;
}

let t: TestContext;
let admin: string;
let demo: string;
let acme: string;
const DAY = 86_400_000;
const today = todayInChina();
const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const ready = shift(1);
const CONTAINERS = { origin: 'CNSHA', destination: 'DEHAM', readyDate: ready, containers: [{ type: '45G1', count: 2 }] };
const PIECES = { origin: 'CNSHA', destination: 'DEHAM', readyDate: ready, pieces: [{ count: 4, lengthCm: 120, widthCm: 100, heightCm: 150, weightKg: 400 }] };

const search = (data: unknown, token = demo, culture = 'en-US') => t.call<SearchOut>('POST', '/savedQuote/search', { token, culture, form: { data: JSON.stringify(data) } });
const save = (data: unknown, token = demo, culture = 'en-US') => t.call<QuoteOut>('POST', '/savedQuote/save', { token, culture, form: { data: JSON.stringify(data) } });
const write = <T = Record<string, unknown>>(method: 'POST' | 'PUT', path: string, data: unknown, token = demo, culture = 'en-US') =>
  t.call<T>(method, path, { token, culture, form: { data: JSON.stringify(data) } });
const count = async (table: string) => Number(((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]).n);

beforeAll(async () => {
  t = await createTestContext({}, { checkAnswers: true });
  [admin, demo, acme] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
  // Hamburg by air too (a test airport of the city) and by rail groupage from Shanghai: the lane is then served
  // by sea, rail and air, each from its own price list.
  const made = [
    await write('POST', '/location', { unLocode: 'DEHAX', nameEn: 'Hamburg Airport (test)', nameZh: '汉堡机场（测试）', country: 'DE', kind: 'airport', iataCode: 'HAM', cityCode: 'DEHAM' }, admin),
    await write('POST', '/airPrice', { priceNo: 'T-AIR-HAM', carrier: 'LH', pol: 'CNPVG', pod: 'DEHAX', validFrom: shift(-1), validTo: shift(20), minimum: 300, rateN: 42, rate45: 35.5, rate100: 29, rate300: 25, rate500: 22.5, rate1000: 20.5, fuelPerKg: 0.95, securityPerKg: 0.15, currency: 'USD', transitDays: 2 }, admin),
    await write('POST', '/railLclPrice', { priceNo: 'T-RL-SMHHAM', carrier: 'CRE', pol: 'CNSMH', pod: 'DEHAM', borderCrossing: 'MANZHOULI', validFrom: shift(-1), validTo: shift(20), ratePerRt: 160, minimum: 290, currency: 'USD', transitDays: 20 }, admin),
  ];
  for (const m of made) expect(m.body.success, JSON.stringify(m.body)).toBe(true);
  await sql`INSERT INTO lane_distances (mode, origin, destination, km) VALUES ('AIR', 'CNPVG', 'DEHAX', 8800)`.execute(t.db);
});
afterAll(() => t?.close());

/** The total the offer's own price list quotes for the same row, date and cargo. */
async function ownQuote(offer: OfferOut, cargo: Record<string, unknown>): Promise<string> {
  const res = await t.call<{ rows: Array<{ total: string }> }>('POST', `/${offer.priceList}/quote`, { token: demo, culture: 'en-US', form: { data: JSON.stringify({ id: offer.priceId, date: ready, ...cargo }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.rows[0].total;
}

describe('offers', () => {
  it('Shanghai → Hamburg, 4 pieces: sea LCL, rail LCL and air, each total equal to its own quote call', async () => {
    const res = await search(PIECES);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const modes = new Set(res.body.data.offers.map((o) => o.mode));
    expect([...modes].sort()).toEqual(['AIR', 'RAIL', 'SEA']);
    expect(res.body.data.offers.map((o) => o.priceList)).toEqual(expect.arrayContaining(['seaLclPrice', 'railLclPrice', 'airPrice']));
    for (const offer of res.body.data.offers) expect(offer.total, offer.offerKey).toBe(await ownQuote(offer, { pieces: PIECES.pieces }));
    // Air is priced by the chargeable weight: gross 1,600 kg against a volume weight of 4 × 120×100×150 / 6000 = 1,200 kg.
    const air = res.body.data.offers.find((o) => o.priceNo === 'T-AIR-HAM')!;
    expect(air).toMatchObject({ chargeableQuantity: '1600', chargeableUnit: 'kg', pol: 'CNPVG', pod: 'DEHAX', currency: 'USD' });
    // GLEC: 1.6 t × (8,800 + 95) km × 600 g/t·km = 8,539.2 kg CO₂e.
    expect(air).toMatchObject({ distanceKm: '8895', co2eKg: '8539.2' });
    expect(air.co2eMethod).toContain('ISO 14083');
    // LCL by W/M: 7.2 m³ against 1.6 t.
    expect(res.body.data.offers.find((o) => o.priceNo === 'T-RL-SMHHAM')).toMatchObject({ chargeableQuantity: '7.2', chargeableUnit: 'RT' });
  });

  it("2 × 40' HC: sea FCL of both lines and the Shanghai train, each equal to its quote call, with open departures and CO₂e", async () => {
    const res = await search(CONTAINERS, demo, 'zh-CN');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const offers = res.body.data.offers;
    expect(offers.filter((o) => o.mode === 'SEA').length).toBeGreaterThanOrEqual(2);
    const rail = offers.find((o) => o.priceNo === 'RF-SMHHAM')!;
    expect(rail).toMatchObject({ mode: 'RAIL', loadType: 'FCL', chargeableQuantity: '2', chargeableUnit: 'ctr', currency: 'USD', transitDays: 18 });
    for (const offer of offers) expect(offer.total, offer.offerKey).toBe(await ownQuote(offer, { containers: CONTAINERS.containers }));
    // 2 × 6,900.00 + 2 × 150.00 surcharge.
    expect(rail.total).toBe('14100.00');
    expect(rail.departures.length).toBeGreaterThan(0);
    expect(rail.departures.every((d) => d.departureNo.startsWith('CRE-SMHHAM-') && d.etd.slice(0, 10) >= ready)).toBe(true);
    // Without a weight, 10 t per TEU: 40 t × 11,000 km × 20 g/t·km = 8,800 kg.
    expect(rail.co2eKg).toBe('8800.0');
    for (const sea of offers.filter((o) => o.mode === 'SEA')) {
      expect(sea.departures.every((d) => d.departureNo.startsWith(`${sea.carrier}-SHAHAM-`))).toBe(true);
      expect(sea.co2eKg).toBe('7780.0');
    }
    // In the user's language.
    expect(rail.chargeRule).toBe('按箱计费');
  });

  it('sorts by cheapest, fastest and lowest CO₂e, and filters by mode', async () => {
    const ordered = async (sort: string) => (await search({ ...PIECES, sort })).body.data.offers;
    const cheapest = await ordered('cheapest');
    for (let i = 1; i < cheapest.length; i++) {
      const [a, b] = [cheapest[i - 1], cheapest[i]];
      if (a.currency === b.currency) expect(Number(a.total)).toBeLessThanOrEqual(Number(b.total));
      else expect(a.currency < b.currency).toBe(true);
    }
    const fastest = await ordered('fastest');
    const days = fastest.map((o) => o.transitDays ?? Number.MAX_SAFE_INTEGER);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(fastest[0].mode).toBe('AIR');
    const greenest = await ordered('greenest');
    const kg = greenest.map((o) => (o.co2eKg === null ? Number.MAX_SAFE_INTEGER : Number(o.co2eKg)));
    expect(kg).toEqual([...kg].sort((a, b) => a - b));
    expect(greenest[0].mode).toBe('SEA');
    const railOnly = (await search({ ...PIECES, modes: ['RAIL'] })).body.data.offers;
    expect(railOnly.length).toBeGreaterThan(0);
    expect(railOnly.every((o) => o.mode === 'RAIL')).toBe(true);
  });

  it('a lane no price covers says so, and a quote request is kept for the forwarder', async () => {
    const res = await search({ origin: 'CNSHA', destination: 'USCHI', readyDate: ready, grossKg: 800, cbm: 3 });
    expect(res.body.data).toMatchObject({ count: 0, offers: [] });
    expect(res.body.data.notice).toContain('CNSHA → USCHI');
    const asked = await write<QuoteOut>('POST', '/savedQuote/requestQuote', { origin: 'CNSHA', destination: 'USCHI', readyDate: ready, grossKg: 800, cbm: 3 });
    expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
    expect(asked.body.data).toMatchObject({ status: 'REQUESTED', total: null });
    const listed = await t.call<{ result: Array<Record<string, unknown>> }>('GET', '/savedQuote-list', { token: demo, query: { size: '100' } });
    expect(listed.body.data.result.some((q) => q.quoteNo === asked.body.data.quoteNo && q.status === 'REQUESTED')).toBe(true);
  });

  it('refuses bad input in the user\'s language, naming the field, and writes nothing', async () => {
    const before = await count('saved_quotes');
    const unknown = await search({ ...CONTAINERS, origin: 'XXXXX' }, demo, 'zh-CN');
    expect(unknown.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(unknown)).toEqual([expect.objectContaining({ field: '/origin', message: expect.stringContaining('XXXXX') })]);
    expect(errorsOf(unknown)[0].message).toMatch(/[\u4e00-\u9fff]/);
    const twice = await search({ ...CONTAINERS, pieces: PIECES.pieces });
    expect(errorsOf(twice).map((e) => e.field)).toContain('/containers');
    const badDate = await search({ ...CONTAINERS, readyDate: '2026-02-30' });
    expect(errorsOf(badDate).map((e) => e.field)).toContain('/readyDate');
    const gone = await save({ offer: 'railFclPrice:99999999', search: CONTAINERS });
    expect(gone.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(gone).map((e) => e.field)).toEqual(['/offer']);
    expect(await count('saved_quotes')).toBe(before);
  });
});

describe('totals in a chosen currency', () => {
  it("converts each offer at the forwarder's stated rate valid on the ready date, names the rate, and sorts by it", async () => {
    // A price in pounds, for which no rate is kept, on the same lane.
    const gbp = await write('POST', '/seaFclPrice', { priceNo: 'T-GBP-SHAHAM', carrier: 'MAEU', pol: 'CNSHA', pod: 'DEHAM', validFrom: shift(-1), validTo: shift(20), rate45G1: 100, currency: 'GBP' }, admin);
    expect(gbp.body.success, JSON.stringify(gbp.body)).toBe(true);
    // A newer rate that is not yet valid on the ready date does not count.
    await write('POST', '/exchangeRate', { fromCurrency: 'USD', toCurrency: 'CNY', rate: 9.5, validFrom: shift(30), source: 'later' }, admin);
    const { rows } = await sql<{ rate: string }>`SELECT rate::text AS rate FROM exchange_rates WHERE from_currency = 'USD' AND to_currency = 'CNY' AND valid_from <= ${ready}::date ORDER BY valid_from DESC, id DESC LIMIT 1`.execute(t.db);
    const usdCny = Exact.of(rows[0].rate)!;
    const res = await search({ ...CONTAINERS, currency: 'CNY' }, demo, 'zh-CN');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const offers = res.body.data.offers;
    const usd = offers.filter((o) => o.currency === 'USD');
    expect(usd.length).toBeGreaterThan(1);
    for (const o of usd) {
      expect(o.chosenCurrency).toBe('CNY');
      expect(o.chosenTotal).toBe(Exact.of(o.total)!.times(usdCny).round(2).toFixed(2));
      expect(o.rateNote).toContain(`1 USD = ${usdCny.toFixed()} CNY`);
    }
    const pounds = offers.find((o) => o.priceNo === 'T-GBP-SHAHAM')!;
    expect(pounds).toMatchObject({ chosenCurrency: 'CNY', chosenTotal: null });
    expect(pounds.rateNote).toContain('GBP');
    expect(pounds.rateNote).toMatch(/[\u4e00-\u9fff]/);
    // Cheapest: by the converted total, the offer without a rate last.
    const converted = offers.filter((o) => o.chosenTotal !== null).map((o) => Exact.of(o.chosenTotal)!);
    for (let i = 1; i < converted.length; i++) expect(converted[i - 1].cmp(converted[i])).toBeLessThanOrEqual(0);
    expect(offers[offers.length - 1].priceNo).toBe('T-GBP-SHAHAM');
    // Without a chosen currency nothing is converted.
    const plain = await search(CONTAINERS);
    expect(plain.body.data.offers.every((o) => o.chosenTotal === null && o.chosenCurrency === null)).toBe(true);
    // A bad currency is refused naming the field.
    const bad = await search({ ...CONTAINERS, currency: 'yen' });
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    await sql`DELETE FROM sea_fcl_prices WHERE price_no = 'T-GBP-SHAHAM'`.execute(t.db);
  });
});

describe('saved quotes and the booking held to them', () => {
  let rail: OfferOut;
  let quote: QuoteOut;

  beforeAll(async () => {
    rail = (await search(CONTAINERS)).body.data.offers.find((o) => o.priceNo === 'RF-SMHHAM')!;
    const saved = await save({ offer: rail.offerKey, search: rail.search });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    quote = saved.body.data;
  });

  const railBooking = (extra: Record<string, unknown> = {}) => ({
    mode: 'RAIL',
    loadType: 'FCL',
    quoteNo: quote.quoteNo,
    priceReference: quote.priceReference,
    carrier: 'CRE',
    pol: 'CNSMH',
    pod: 'DEHAM',
    etd: ready,
    equipment: [{ isoCode: '45G1', units: 2 }],
    ...extra,
  });

  it('keeps the offer with a number, the inputs and a validity of at most 7 days', async () => {
    expect(quote).toMatchObject({ status: 'QUOTED', mode: 'RAIL', total: rail.total, currency: 'USD', priceReference: 'RF-SMHHAM', equipment: [{ isoCode: '45G1', units: 2 }] });
    expect(quote.quoteNo).toMatch(/^QT\d{10}$/);
    expect(quote.validTo).toBe(shift(7));
    const got = await t.call<Record<string, unknown>>('GET', '/savedQuote', { token: demo, query: { id: String(quote.id) } });
    expect(got.body.data).toMatchObject({ quoteNo: quote.quoteNo, origin: 'CNSHA', destination: 'DEHAM', readyDate: ready, priceReference: 'RF-SMHHAM' });
    expect(JSON.parse(String(got.body.data.cargo))).toEqual({ containers: [{ type: '45G1', count: 2 }] });
  });

  it('books at the quoted price, and a later price change does not move it', async () => {
    const made = await write<Record<string, unknown>>('POST', '/booking', railBooking());
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(made.body.data).toMatchObject({ quoteNo: quote.quoteNo, quotedCurrency: 'USD' });
    expect(Number(made.body.data.quotedTotal).toFixed(2)).toBe('14100.00');
    // The forwarder raises the train's 40' HC rate.
    const { rows } = await sql<{ id: number; version: number }>`SELECT id, version FROM rail_fcl_prices WHERE price_no = 'RF-SMHHAM'`.execute(t.db);
    const raised = await write('PUT', '/railFclPrice', { id: rows[0].id, version: rows[0].version, rate45G1: 7500 }, admin);
    expect(raised.body.success, JSON.stringify(raised.body)).toBe(true);
    // A booking of the same price without the quote is priced afresh ...
    const fresh = await write<Record<string, unknown>>('POST', '/booking', railBooking({ quoteNo: undefined }));
    expect(Number(fresh.body.data.quotedTotal).toFixed(2)).toBe('15300.00');
    // ... the quoted one keeps its price at every save.
    const saved = await write<Record<string, unknown>>('PUT', '/booking', { ...railBooking({ remarks: 'saved again' }), id: made.body.data.id, version: made.body.data.version });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    expect(Number(saved.body.data.quotedTotal).toFixed(2)).toBe('14100.00');
    // A copy is a new booking priced afresh, without the quote.
    const copy = await write<Record<string, unknown>>('POST', '/booking/copy', { id: made.body.data.id });
    expect(copy.body.success, JSON.stringify(copy.body)).toBe(true);
    expect(copy.body.data.quoteNo).toBeUndefined();
    expect(Number(copy.body.data.quotedTotal).toFixed(2)).toBe('15300.00');
  });

  it('refuses an expired quote in the user\'s language, writing nothing', async () => {
    const old = (await save({ offer: rail.offerKey, search: rail.search })).body.data;
    await sql`UPDATE saved_quotes SET valid_to = ${shift(-1)}::date WHERE quote_no = ${old.quoteNo}`.execute(t.db);
    const before = await count('bookings');
    const en = await write('POST', '/booking', railBooking({ quoteNo: old.quoteNo }));
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en)).toEqual([expect.objectContaining({ field: '/quoteNo', message: `Quote ${old.quoteNo} expired on ${shift(-1)}: search again for a new quote.` })]);
    const zh = await write('POST', '/booking', railBooking({ quoteNo: old.quoteNo }), demo, 'zh-CN');
    expect(errorsOf(zh)[0].message).toBe(`报价 ${old.quoteNo} 已于 ${shift(-1)} 过期：请重新查询报价。`);
    expect(await count('bookings')).toBe(before);
  });

  it('a quote that expires after the draft was saved is refused at submission', async () => {
    const fresh = (await save({ offer: rail.offerKey, search: rail.search })).body.data;
    const draft = await write<Record<string, unknown>>('POST', '/booking', railBooking({ quoteNo: fresh.quoteNo }));
    expect(draft.body.success, JSON.stringify(draft.body)).toBe(true);
    await sql`UPDATE saved_quotes SET valid_to = ${shift(-1)}::date WHERE quote_no = ${fresh.quoteNo}`.execute(t.db);
    const submitted = await write('POST', '/booking/submit', { id: draft.body.data.id });
    expect(submitted.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(submitted).find((e) => e.field === '/quoteNo')?.message).toContain('expired');
    const { rows } = await sql<{ status: string }>`SELECT status FROM bookings WHERE id = ${Number(draft.body.data.id)}`.execute(t.db);
    expect(rows[0].status).toBe('DRAFT');
  });

  it("a company never sees or books on another company's quote", async () => {
    const listed = await t.call<{ result: Array<Record<string, unknown>> }>('GET', '/savedQuote-list', { token: acme, query: { size: '100' } });
    expect(listed.body.data.result.some((q) => q.quoteNo === quote.quoteNo)).toBe(false);
    const got = await t.call('GET', '/savedQuote', { token: acme, query: { id: String(quote.id) } });
    expect(got.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const booked = await write('POST', '/booking', railBooking(), acme);
    expect(booked.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(booked)).toEqual(expect.arrayContaining([expect.objectContaining({ field: '/quoteNo', message: `There is no quote ${quote.quoteNo}.` })]));
  });
});
