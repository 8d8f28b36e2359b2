// Issue 46's shipment page: a booking's quote beside the charges raised against it, per currency, on the
// real server and database (PGlite, or PostgreSQL with F9_TEST_DB=pg). A hand-computed case in USD and
// CNY whose difference floating point gets wrong (3521.21 − 3000.10), a booking with no quote said so,
// and another company's booking — and its charge naming the same number — shows nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode, type ListResult } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

type Row = { id: number; bookingId: number; bookingNo: string; currency: string; quoted: string | number | null; charged: string | number; invoiced: string | number; difference: string | number | null; quoteState: string };
let t: TestContext;
let demo: string;
let acme: string;
const company = async (account: string) => (await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = ${account}`.execute(t.db)).rows[0].id;
/** A number as the API answers it, to two decimals (null kept): the comparison is of the exact text. */
const cents = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v).toFixed(2));
const rowsOf = async (token: string, bookingId: number) => {
  const res = await t.call<ListResult<Row>>('GET', '/quoteVariance-list', { token, query: { size: '20', sort: 'currency', order: 'asc', filter: JSON.stringify({ bookingId: { eq: bookingId } }) } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.result.map((r) => ({ currency: r.currency, quoted: cents(r.quoted), charged: cents(r.charged), invoiced: cents(r.invoiced), difference: cents(r.difference), quoteState: r.quoteState, bookingNo: r.bookingNo }));
};

/** A demo booking with its number and, when given, a quote as the server stores it at save. */
async function booking(reference: string, quote?: { total: string; currency: string }): Promise<{ id: number; bookingNo: string }> {
  const made = await t.call<{ id: number; bookingNo: string }>('POST', '/booking', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ mode: 'SEA', loadType: 'FCL', shipperReference: reference }) } });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const { id, bookingNo } = made.body.data;
  if (quote) await sql`UPDATE bookings SET quoted_total = ${quote.total}::numeric, quoted_currency = ${quote.currency} WHERE id = ${id}`.execute(t.db);
  return { id, bookingNo };
}

async function charge(customerId: number, ref: string, no: string, quantity: string, unitPrice: string, currency: string, status: string) {
  await sql`INSERT INTO expenses (customer_id, created_by, charge_no, booking_ref, charge_code, quantity, unit, unit_price, currency, status, incurred_on)
    VALUES (${customerId}, 1, ${no}, ${ref}, 'BAS', ${quantity}::numeric, 'CTR', ${unitPrice}::numeric, ${currency}, ${status}, CURRENT_DATE)`.execute(t.db);
}

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(() => t?.close());

describe('quote and charges of a booking', () => {
  it('per currency: the quote, the charges, those billed and the difference, exact', async () => {
    const [demoId, acmeId] = [await company('demo'), await company('acme')];
    const b = await booking('QV-TWO-CURRENCIES', { total: '3000.10', currency: 'USD' });
    // USD: 2 × 1450.505 = 2901.01 (billed) + 2 × 310.10 = 620.20 (estimated) = 3521.21; − 3000.10 = 521.11.
    await charge(demoId, b.bookingNo, 'QV-1', '2', '1450.505', 'USD', 'billed');
    await charge(demoId, b.bookingNo, 'QV-2', '2', '310.1', 'USD', 'estimated');
    // CNY, which the quote has nothing in: 1850.00 (billed) + 12.5 × 45.80 = 572.50 (confirmed) = 2422.50.
    await charge(demoId, b.bookingNo, 'QV-3', '1', '1850', 'CNY', 'billed');
    await charge(demoId, b.bookingNo, 'QV-4', '12.5', '45.8', 'CNY', 'confirmed');
    // Another company's charge naming the same number is not this booking's.
    await charge(acmeId, b.bookingNo, 'QV-5', '1', '999', 'USD', 'billed');
    expect(await rowsOf(demo, b.id)).toEqual([
      { currency: 'CNY', quoted: '0.00', charged: '2422.50', invoiced: '1850.00', difference: '2422.50', quoteState: 'OUTSIDE_QUOTE', bookingNo: b.bookingNo },
      { currency: 'USD', quoted: '3000.10', charged: '3521.21', invoiced: '2901.01', difference: '521.11', quoteState: 'QUOTED', bookingNo: b.bookingNo },
    ]);
    // The same sum in floating point is not 521.11: the server's numeric is what is answered.
    expect(2901.01 + 620.2 - 3000.1).not.toBe(521.11);
  });

  it('a quote without charges yet: its currency, nothing charged, and no difference (not the whole quote as a credit)', async () => {
    const b = await booking('QV-QUOTE-ONLY', { total: '1520.35', currency: 'EUR' });
    expect(await rowsOf(demo, b.id)).toEqual([{ currency: 'EUR', quoted: '1520.35', charged: '0.00', invoiced: '0.00', difference: null, quoteState: 'QUOTED', bookingNo: b.bookingNo }]);
    // A charge line raised, even one of nothing (a waived fee), and the difference is there.
    const owner = (await sql<{ customer_id: number }>`SELECT customer_id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0];
    await charge(Number(owner.customer_id), b.bookingNo, 'QV-WAIVED-1', '1', '0.00', 'EUR', 'confirmed');
    expect(await rowsOf(demo, b.id)).toEqual([{ currency: 'EUR', quoted: '1520.35', charged: '0.00', invoiced: '0.00', difference: '-1520.35', quoteState: 'QUOTED', bookingNo: b.bookingNo }]);
  });

  it('a booking with no quote: its charges, the quote and the difference empty, said so; with no charges either, no row', async () => {
    const b = await booking('QV-NO-QUOTE');
    expect(await rowsOf(demo, b.id)).toEqual([]);
    await charge(await company('demo'), b.bookingNo, 'QV-6', '3', '0.1', 'USD', 'confirmed');
    expect(await rowsOf(demo, b.id)).toEqual([{ currency: 'USD', quoted: null, charged: '0.30', invoiced: '0.00', difference: null, quoteState: 'NO_QUOTE', bookingNo: b.bookingNo }]);
  });

  it("another company's booking shows nothing: its list is empty, its row not found", async () => {
    const b = await booking('QV-NOT-ACMES', { total: '10.00', currency: 'USD' });
    const [own] = await t.call<ListResult<Row>>('GET', '/quoteVariance-list', { token: demo, query: { filter: JSON.stringify({ bookingId: { eq: b.id } }) } }).then((r) => r.body.data.result);
    expect(own.bookingId).toBe(b.id);
    expect(await rowsOf(acme, b.id)).toEqual([]);
    const unfiltered = await t.call<ListResult<Row>>('GET', '/quoteVariance-list', { token: acme, query: { size: '500' } });
    expect(unfiltered.body.data.result.some((r) => r.bookingId === b.id)).toBe(false);
    const one = await t.call('GET', '/quoteVariance', { token: acme, query: { id: String(own.id) } });
    expect(one.body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('is read only: a write is refused and changes nothing', async () => {
    const res = await t.call('POST', '/quoteVariance', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ bookingId: 1, currency: 'USD', charged: 1, invoiced: 1, quoteState: 'QUOTED' }) } });
    expect(res.body.success).toBe(false);
  });
});
