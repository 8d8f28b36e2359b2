// The demo orders on a freshly seeded database: for demo and for acme, a booking of every mode in
// every status, each placed one numbered and with the history that led to its status; FBA and tally
// orders; each company sees only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../../src/shared/entities/bookingStatus';
import { createTestContext, type TestContext } from '../support/testContext';

type Row = Record<string, unknown> & { id: number; mode: string; status: string; bookingNo?: string; shipperReference: string };

let t: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  [tokens.demo, tokens.acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(() => t?.close());

describe.each(['demo', 'acme'])('demo orders of %s', (account) => {
  it('has a booking of every mode in every status; placed ones numbered, with their history', async () => {
    const list = await t.call<{ result: Row[] }>('GET', '/booking-list', { token: tokens[account], query: { size: '500' } });
    const rows = list.body.data.result;
    for (const mode of ['SEA', 'RAIL', 'AIR', 'TRUCK'])
      for (const status of BOOKING_STATUSES) expect(rows.some((r) => r.mode === mode && r.status === status), `${mode} ${status}`).toBe(true);
    const prefix = account.toUpperCase();
    expect(rows.every((r) => r.shipperReference.startsWith(prefix))).toBe(true);
    const completed = rows.find((r) => r.mode === 'SEA' && r.status === 'COMPLETED')!;
    expect(completed.bookingNo).toMatch(/^SE\d{10}$/);
    expect(completed.carrierBookingReference).toBeTruthy();
    const history = await t.call<{ result: Array<{ from: string; to: string }> }>('POST', '/booking/history', { token: tokens[account], form: { data: JSON.stringify({ id: completed.id }) } });
    expect(history.body.data.result.map((h) => `${h.from}>${h.to}`)).toEqual(['DRAFT>RECEIVED', 'RECEIVED>CONFIRMED', 'CONFIRMED>COMPLETED']);
    expect(rows.find((r) => r.status === 'DRAFT')!.bookingNo).toBeUndefined();
    const air = rows.find((r) => r.mode === 'AIR' && r.status === 'RECEIVED')!;
    expect(air.chargeableKg).toBe(480);
  });

  it('books its sea, rail and air shipments on a quote of their lane, which the shipment page compares with the charges', async () => {
    const list = await t.call<{ result: Row[] }>('GET', '/booking-list', { token: tokens[account], query: { size: '500' } });
    for (const mode of ['SEA', 'RAIL', 'AIR']) {
      const placed = list.body.data.result.find((r) => r.mode === mode && r.status === 'CONFIRMED' && r.shipperReference.startsWith(`${account.toUpperCase()}-PO-26`))!;
      expect(placed.priceReference, mode).toBeTruthy();
      expect(Number(placed.quotedTotal), mode).toBeGreaterThan(0);
      const rows = await t.call<{ result: Array<Record<string, unknown>> }>('GET', '/quoteVariance-list', { token: tokens[account], query: { filter: JSON.stringify({ bookingId: { eq: placed.id } }) } });
      const quoted = rows.body.data.result.find((r) => r.quoteState === 'QUOTED')!;
      expect(quoted.currency, mode).toBe(placed.quotedCurrency);
      expect(Number(quoted.quoted).toFixed(2), mode).toBe(Number(placed.quotedTotal).toFixed(2));
    }
  });

  it('has FBA orders with cartons and tally orders', async () => {
    const fba = await t.call<{ result: Array<{ id: number }> }>('GET', '/fbaOrder-list', { token: tokens[account] });
    expect(fba.body.data.result.length).toBe(3);
    const one = await t.call<{ cartons: unknown[] }>('GET', '/fbaOrder', { token: tokens[account], query: { id: String(fba.body.data.result[0].id) } });
    expect(one.body.data.cartons).toHaveLength(2);
    const tally = await t.call<{ result: Array<{ orderReference: string }> }>('GET', '/tallyOrder-list', { token: tokens[account] });
    expect(tally.body.data.result).toHaveLength(3);
  });
});
