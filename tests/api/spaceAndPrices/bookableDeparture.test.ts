// The check the booking domain calls before it accepts a booking on a departure: on the demo data,
// an open sailing is bookable; a full, blank, past-cut-off, departed or unknown one is not, with a reason.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDeparture, notBookableMessage } from '../../../src/server/domains/spaceAndPrices/bookableDeparture';
import { createTestContext, type TestContext } from '../support/testContext';

let t: TestContext;
const firstNo = async (where: ReturnType<typeof sql>) =>
  ((await sql<{ departure_no: string }>`SELECT departure_no FROM departures WHERE ${where} ORDER BY etd LIMIT 1`.execute(t.db)).rows[0]?.departure_no);

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

describe('bookableDeparture', () => {
  it('lets an open sailing before its cut-offs be booked', async () => {
    const no = await firstNo(sql`status IN ('available', 'limited') AND doc_cutoff > now() + interval '1 day'`);
    expect(no).toBeDefined();
    expect(await bookableDeparture(t.db, no!)).toBeNull();
  });

  it('refuses a full, a blank and a past-cut-off departure, each with its reason', async () => {
    const full = await firstNo(sql`status = 'full'`);
    const blank = await firstNo(sql`status = 'blank'`);
    const past = await firstNo(sql`status IN ('available', 'limited') AND doc_cutoff < now() AND etd > now()`);
    expect(await bookableDeparture(t.db, full!)).toBe('full');
    expect(await bookableDeparture(t.db, blank!)).toBe('blank');
    expect(await bookableDeparture(t.db, past!)).toBe('pastCutoff');
  });

  it('closes a departure once its earliest cut-off passes, and after it leaves', async () => {
    const no = await firstNo(sql`status IN ('available', 'limited') AND doc_cutoff > now() + interval '1 day'`);
    const { rows } = await sql<{ cut: Date; etd: Date }>`SELECT LEAST(doc_cutoff, vgm_cutoff, fcl_cutoff, lcl_cutoff) AS cut, etd FROM departures WHERE departure_no = ${no}`.execute(t.db);
    const cut = new Date(rows[0].cut).getTime();
    expect(await bookableDeparture(t.db, no!, new Date(cut - 1000))).toBeNull();
    expect(await bookableDeparture(t.db, no!, new Date(cut))).toBe('pastCutoff');
    expect(await bookableDeparture(t.db, no!, new Date(new Date(rows[0].etd).getTime() + 1000))).toBe('departed');
  });

  it('answers unknown for a number that is no departure, and is parameterised', async () => {
    expect(await bookableDeparture(t.db, 'NO-SUCH-1')).toBe('unknown');
    expect(await bookableDeparture(t.db, "x' OR '1'='1")).toBe('unknown');
  });

  it('words the refusal in the request language', () => {
    expect(notBookableMessage('en', 'MAEU-1', 'full')).toContain('MAEU-1 is full');
    expect(notBookableMessage('zh', 'MAEU-1', 'pastCutoff')).toContain('截关');
  });
});

describe('the departure list’s bookable field', () => {
  it('agrees with bookableDeparture on every demo departure', async () => {
    const token = await t.login('demo', 'demo1234');
    const res = await t.call('GET', '/departure-list', { token, query: { current: '1', size: '500' } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const rows = (res.body.data as { result: Array<{ departureNo: string; bookable: boolean }> }).result;
    expect(rows.length).toBeGreaterThan(50);
    const now = new Date();
    for (const r of rows) expect(r.bookable, r.departureNo).toBe((await bookableDeparture(t.db, r.departureNo, now)) === null);
    expect(rows.some((r) => r.bookable)).toBe(true);
    expect(rows.some((r) => !r.bookable)).toBe(true);
  });
});
