// The forwarder answers quote requests (issue 48): a lane no price covers is asked by the customer
// (savedQuote/requestQuote), listed for every company on the back office's Quote Requests queue
// (quoteRequest, administrators only), answered there with a price and a validity, and then booked by the
// customer from My quotes (savedQuote/bookingValues) at the answered price, as any saved quote is.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, todayInChina } from '../../../src/shared/format/zonedTime';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { alertText, subjectOf } from '../../../src/server/domains/notifications/alertText';
import { deliveryBody } from '../../../src/server/domains/notifications/webhookBody';
import { errorsOf } from '../support/fieldErrors';
import { createTestContext, type TestContext } from '../support/testContext';

type Row = Record<string, unknown>;
let t: TestContext;
let admin: string;
let demo: string;
let acme: string;
const today = todayInChina();
const shift = (days: number) => addCalendarDays(today, days);
const LANE = { origin: 'CNSHA', destination: 'USCHI', readyDate: shift(3), incoterm: 'FOB', grossKg: 1800, cbm: 7.5 };

const call = <T = Row>(path: string, data: unknown, token: string, culture = 'en-US') => t.call<T>('POST', path, { token, culture, form: { data: JSON.stringify(data) } });
const queue = (filter: Row, token = admin) => t.call<{ result: Row[]; total: number }>('GET', '/quoteRequest-list', { token, query: { size: '100', filter: JSON.stringify(filter) } });
const quoteRow = async (id: number) => (await sql<Row>`SELECT status, total::text AS total, currency, valid_to::text AS valid_to, answered_at, mode, version FROM saved_quotes WHERE id = ${id}`.execute(t.db)).rows[0];
const answerOf = (id: number, extra: Row = {}) => ({ id, mode: 'SEA', carrier: 'MAEU', pol: 'CNSHA', pod: 'USLAX', total: '2460.50', currency: 'USD', transitDays: 24, validTo: shift(14), note: 'Via Los Angeles, rail to Chicago included', ...extra });

beforeAll(async () => {
  t = await createTestContext({}, { checkAnswers: true });
  [admin, demo, acme] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(() => t?.close());

async function request(token = demo) {
  const asked = await call<{ id: number; quoteNo: string; status: string }>('/savedQuote/requestQuote', LANE, token);
  expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
  return asked.body.data;
}

describe("the forwarder's quote requests", () => {
  it('the demo shows each company an open request and one the forwarder answered', async () => {
    const rows = (await queue({ customerCd: { in: ['DEMO', 'ACME'] }, destination: 'USCHI' })).body.data.result;
    for (const company of ['DEMO', 'ACME']) {
      const own = rows.filter((r) => r.customerCd === company);
      expect(own.some((r) => r.status === 'REQUESTED' && r.origin === 'CNSHA')).toBe(true);
      expect(own.find((r) => r.status === 'QUOTED' && r.origin === 'CNNGB')).toMatchObject({ mode: 'SEA', carrier: 'COSU', total: 4380, currency: 'USD', containers: '1 × 45G1' });
    }
  });

  it("lists every company's open requests with the company and the cargo; customers are refused", async () => {
    const [mine, theirs] = [await request(demo), await request(acme)];
    const listed = await queue({ quoteNo: { in: [mine.quoteNo, theirs.quoteNo] } });
    expect(listed.body.success, JSON.stringify(listed.body)).toBe(true);
    const rows = listed.body.data.result;
    expect(rows.map((r) => [r.quoteNo, r.customerCd, r.status]).sort()).toEqual([[mine.quoteNo, 'DEMO', 'REQUESTED'], [theirs.quoteNo, 'ACME', 'REQUESTED']].sort());
    expect(rows.find((r) => r.customerCd === 'DEMO')).toMatchObject({ customerName: 'Demo Trading Co.', origin: 'CNSHA', destination: 'USCHI', readyDate: LANE.readyDate, incoterm: 'FOB', grossKg: 1800, cbm: 7.5 });
    // Offers priced from a price list are no request: the queue never shows them.
    const priced = (await sql<{ quote_no: string }>`SELECT quote_no FROM saved_quotes WHERE status = 'QUOTED' AND answered_at IS NULL LIMIT 1`.execute(t.db)).rows[0];
    if (priced) expect((await queue({ quoteNo: priced.quote_no })).body.data.result).toEqual([]);
    for (const token of [demo, acme]) {
      expect((await queue({}, token)).body.exceptioncode).toBe(ExceptionCode.Forbidden);
      expect((await call('/quoteRequest/answer', answerOf(mine.id), token)).body.exceptioncode).toBe(ExceptionCode.Forbidden);
    }
    expect((await quoteRow(mine.id)).status).toBe('REQUESTED');
  });

  it("refuses a bad answer in the forwarder's language, naming each field, and changes nothing", async () => {
    const asked = await request();
    const before = await quoteRow(asked.id);
    const bad = await call('/quoteRequest/answer', answerOf(asked.id, { total: '0', validTo: shift(-1), pod: 'XXXXX', carrier: 'NOPE' }), admin, 'zh-CN');
    expect(bad.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(bad).map((e) => e.field).sort()).toEqual(['/carrier', '/pod', '/total', '/validTo']);
    for (const e of errorsOf(bad)) expect(e.message).toMatch(/[\u4e00-\u9fff]/);
    expect(errorsOf(bad).find((e) => e.field === '/validTo')!.message).toContain(today);
    const tooLong = await call('/quoteRequest/answer', answerOf(asked.id, { validTo: shift(91), total: '12.345' }), admin);
    expect(errorsOf(tooLong).map((e) => e.field).sort()).toEqual(['/total', '/validTo']);
    const shape = await call('/quoteRequest/answer', answerOf(asked.id, { currency: 'usd', mode: 'SHIP' }), admin);
    expect(shape.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    // A carrier and a port taken out of use are refused like unknown ones.
    await sql`UPDATE carriers SET active = false WHERE code = 'MAEU'`.execute(t.db);
    await sql`UPDATE locations SET active = false WHERE un_locode = 'USLAX'`.execute(t.db);
    try {
      const retired = await call('/quoteRequest/answer', answerOf(asked.id), admin);
      expect(errorsOf(retired).map((e) => e.field).sort()).toEqual(['/carrier', '/pod']);
    } finally {
      await sql`UPDATE carriers SET active = true WHERE code = 'MAEU'`.execute(t.db);
      await sql`UPDATE locations SET active = true WHERE un_locode = 'USLAX'`.execute(t.db);
    }
    expect(await quoteRow(asked.id)).toEqual(before);
    expect((await call('/quoteRequest/answer', answerOf(99999999), admin)).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('answers a request: the queue row and the customer\'s quote are QUOTED at that price; a second answer is refused', async () => {
    const asked = await request();
    const answered = await call('/quoteRequest/answer', answerOf(asked.id), admin);
    expect(answered.body.success, JSON.stringify(answered.body)).toBe(true);
    expect(answered.body.data).toMatchObject({ id: asked.id, quoteNo: asked.quoteNo, customerCd: 'DEMO', status: 'QUOTED', mode: 'SEA', carrier: 'MAEU', total: 2460.5, currency: 'USD', transitDays: 24, validTo: shift(14), forwarderNote: 'Via Los Angeles, rail to Chicago included' });
    expect(answered.body.data.answeredAt).toEqual(expect.any(String));
    const mine = await t.call<{ result: Row[] }>('GET', '/savedQuote-list', { token: demo, query: { size: '100', filter: JSON.stringify({ quoteNo: asked.quoteNo }) } });
    expect(mine.body.data.result).toEqual([expect.objectContaining({ quoteNo: asked.quoteNo, status: 'QUOTED', mode: 'SEA', loadType: 'LCL', total: 2460.5, validTo: shift(14), forwarderNote: 'Via Los Angeles, rail to Chicago included' })]);
    const again = await call('/quoteRequest/answer', answerOf(asked.id, { total: '1.00' }), admin, 'zh-CN');
    expect(again.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(again)).toEqual([expect.objectContaining({ field: '/id', message: '此询价已答复。' })]);
    expect((await quoteRow(asked.id)).total).toBe('2460.50');
  });

  it('tells the company that asked: a quoteAnswered alert, in the answer\'s transaction, naming the price and linking My Quotes', async () => {
    const asked = await request();
    expect((await sql`SELECT 1 FROM notification_outbox WHERE event_key = ${`quote:${asked.id}`}`.execute(t.db)).rows).toEqual([]);
    expect((await call('/quoteRequest/answer', answerOf(asked.id), admin)).body.success).toBe(true);
    const { rows } = await sql<{ kind: string; channel: string; customer_id: number; payload: Record<string, unknown>; id: number; created_at: Date; booking_id: number | null }>`
      SELECT id, kind, channel, customer_id, payload, created_at, booking_id FROM notification_outbox WHERE event_key = ${`quote:${asked.id}`}`.execute(t.db);
    const demoCompany = (await sql<{ customer_id: number }>`SELECT customer_id FROM saved_quotes WHERE id = ${asked.id}`.execute(t.db)).rows[0].customer_id;
    // Users without settings get it by e-mail (the default), only the asking company's.
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatchObject({ kind: 'quoteAnswered', channel: 'email', customer_id: demoCompany });
    const payload = rows[0].payload;
    expect(payload).toMatchObject({ quoteNo: asked.quoteNo, total: '2460.50', currency: 'USD', validTo: shift(14), origin: 'CNSHA', destination: 'USCHI', mode: 'SEA' });
    const event = { kind: 'quoteAnswered' as const, subject: subjectOf(null, payload), payload };
    const zh = alertText('zh', event, 'https://portal.example.com');
    expect(zh.subject).toBe(`询价已答复：${asked.quoteNo}`);
    expect(zh.text).toContain(`报价 ${asked.quoteNo}（CNSHA → USCHI）：2460.50 USD，有效期至 ${shift(14)}。`);
    expect(alertText('en', event, 'https://portal.example.com').text).toContain('https://portal.example.com/priceQuery/myQuotes');
    const body = JSON.parse(deliveryBody(rows[0]));
    expect(body).toMatchObject({ event: 'quoteAnswered', subject: { type: 'quote', id: asked.id, number: asked.quoteNo, mode: 'SEA' }, data: { total: '2460.50', currency: 'USD', validTo: shift(14) } });
    // A second answer is refused, so the alert is never sent twice.
    await call('/quoteRequest/answer', answerOf(asked.id), admin);
    expect((await sql`SELECT 1 FROM notification_outbox WHERE event_key = ${`quote:${asked.id}`}`.execute(t.db)).rows).toHaveLength(rows.length);
  });

  it('two answers at once: one wins, the other is refused, the price is one of them', async () => {
    const asked = await request();
    const [a, b] = await Promise.all([call('/quoteRequest/answer', answerOf(asked.id, { total: '100' }), admin), call('/quoteRequest/answer', answerOf(asked.id, { total: '200' }), admin)]);
    expect([a.body.success, b.body.success].sort()).toEqual([false, true]);
    const winner = a.body.success ? '100.00' : '200.00';
    expect((await quoteRow(asked.id)).total).toBe(winner);
  });
});

describe('booking an answered quote from My quotes', () => {
  let quoteNo: string;
  beforeAll(async () => {
    const asked = await request();
    quoteNo = asked.quoteNo;
    expect((await call('/quoteRequest/answer', answerOf(asked.id), admin)).body.success).toBe(true);
  });

  it('gives the booking form every value of the quote, and the booking is held to the answered price', async () => {
    const values = await call<Row>('/savedQuote/bookingValues', { quoteNo }, demo);
    expect(values.body.success, JSON.stringify(values.body)).toBe(true);
    expect(values.body.data).toMatchObject({ quoteNo, status: 'QUOTED', mode: 'SEA', loadType: 'LCL', carrier: 'MAEU', pol: 'CNSHA', pod: 'USLAX', incoterm: 'FOB', readyDate: LANE.readyDate, total: '2460.50', currency: 'USD', validTo: shift(14), equipment: [], pieces: [] });
    expect(values.body.data.cargoLines).toEqual([{ grossKg: '1800', cbm: '7.5' }]);
    const v = values.body.data as Row & { cargoLines: Row[] };
    const booking = await call<Row>('/booking', { mode: 'SEA', loadType: 'LCL', quoteNo, carrier: v.carrier, pol: v.pol, pod: v.pod, etd: v.readyDate, incoterm: v.incoterm, cargoLines: v.cargoLines.map((l) => ({ grossKg: Number(l.grossKg), cbm: Number(l.cbm), packageCount: 4, description: 'Machine parts' })) }, demo);
    expect(booking.body.success, JSON.stringify(booking.body)).toBe(true);
    expect(booking.body.data).toMatchObject({ quoteNo, quotedCurrency: 'USD' });
    expect(Number(booking.body.data.quotedTotal).toFixed(2)).toBe('2460.50');
  });

  it("refuses a request not answered, an expired quote and another company's quote, in the user's language", async () => {
    const open = await request();
    const unpriced = await call('/savedQuote/bookingValues', { quoteNo: open.quoteNo }, demo, 'zh-CN');
    expect(errorsOf(unpriced)).toEqual([{ field: '/quoteNo', message: `报价 ${open.quoteNo} 尚无价格，无法订舱。` }]);
    const stale = await request();
    expect((await call('/quoteRequest/answer', answerOf(stale.id), admin)).body.success).toBe(true);
    await sql`UPDATE saved_quotes SET valid_to = ${shift(-1)}::date WHERE id = ${stale.id}`.execute(t.db);
    const expired = await call('/savedQuote/bookingValues', { quoteNo: stale.quoteNo }, demo);
    expect(errorsOf(expired)).toEqual([{ field: '/quoteNo', message: `Quote ${stale.quoteNo} expired on ${shift(-1)}: search again for a new quote.` }]);
    const foreign = await call('/savedQuote/bookingValues', { quoteNo }, acme);
    expect(errorsOf(foreign)).toEqual([{ field: '/quoteNo', message: `There is no quote ${quoteNo}.` }]);
  });
});
