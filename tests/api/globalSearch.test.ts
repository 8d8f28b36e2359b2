// GET search?q=: the header's global search finds bookings by number, bills by number and addresses
// by name, each within the caller's company (another company's booking number finds nothing), only in
// the resources the caller's role reads, with the query bound as a parameter and the text's limits kept.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, type SearchAnswer } from '../../src/shared/search/globalSearch';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from './support/testContext';

let t: TestContext;
let demo: string;
let acme: string;
let admin: string;
beforeAll(async () => {
  t = await createTestContext({}, { checkAnswers: true });
  [demo, acme, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('admin', 'admin1234', 'admin')]);
});
afterAll(() => t?.close());

const search = (token: string, q: string) => t.call<SearchAnswer>('GET', '/search', { token, culture: 'en-US', query: { q } });
const companyOf = async (account: string) => (await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = ${account}`.execute(t.db)).rows[0].id;
const firstBooking = async (account: string) =>
  (await sql<{ id: number; no: string; mode: string }>`SELECT id, booking_no AS no, mode FROM bookings WHERE customer_id = ${await companyOf(account)} AND booking_no IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db)).rows[0];
const kinds = (answer: SearchAnswer) => answer.groups.map((g) => g.kind);

describe('global search', () => {
  it("finds the caller's own booking by its number, to be opened on its mode's detail screen", async () => {
    const booking = await firstBooking('demo');
    const res = await search(demo, booking.no);
    expect(res.body.success).toBe(true);
    const group = res.body.data.groups.find((g) => g.kind === 'booking')!;
    const item = group.items.find((i) => i.id === booking.id)!;
    expect(item.text).toBe(booking.no);
    const screens: Record<string, string> = { SEA: 'seaBookingDetail', RAIL: 'railBookingDetail', AIR: 'airBookingDetail', TRUCK: 'truckBookingDetail' };
    expect(item.screen).toBe(screens[booking.mode] ?? 'seaCargoTrackingDetail');
  });

  it("another company's booking number finds nothing", async () => {
    const theirs = await firstBooking('acme');
    const mine = await search(demo, theirs.no);
    expect(mine.body.success).toBe(true);
    expect(mine.body.data.groups.flatMap((g) => g.items).some((i) => i.text === theirs.no)).toBe(false);
    // Its own company finds it.
    const own = await search(acme, theirs.no);
    expect(own.body.data.groups.find((g) => g.kind === 'booking')?.items.map((i) => i.id)).toContain(theirs.id);
  });

  it('finds addresses by part of the name, case-insensitive, and bills by number, each company its own', async () => {
    const [address] = (await sql<{ id: number; name: string }>`SELECT id, name FROM addresses WHERE customer_id = ${await companyOf('demo')} ORDER BY id LIMIT 1`.execute(t.db)).rows;
    const part = address.name.slice(1, 6).toLowerCase();
    const res = await search(demo, part);
    expect(res.body.data.groups.find((g) => g.kind === 'address')?.items.map((i) => i.id)).toContain(address.id);
    for (const item of res.body.data.groups.find((g) => g.kind === 'address')!.items) expect(item.screen).toBe('setAddress');
    const acmeAddresses = (await sql<{ id: number }>`SELECT id FROM addresses WHERE customer_id = ${await companyOf('acme')}`.execute(t.db)).rows.map((r) => r.id);
    const all = (await search(demo, 'Ltd')).body.data.groups.flatMap((g) => (g.kind === 'address' ? g.items : []));
    expect(all.some((i) => acmeAddresses.includes(i.id))).toBe(false);
    const [bill] = (await sql<{ id: number; no: string }>`SELECT id, bill_no AS no FROM bills WHERE customer_id = ${await companyOf('demo')} ORDER BY id LIMIT 1`.execute(t.db)).rows;
    if (bill) {
      const found = await search(demo, bill.no);
      expect(found.body.data.groups.find((g) => g.kind === 'bill')?.items.map((i) => i.id)).toContain(bill.id);
      expect((await search(acme, bill.no)).body.data.groups.flatMap((g) => g.items).some((i) => i.id === bill.id && i.text === bill.no)).toBe(false);
    }
  });

  it('searches only what the role reads: a user without the order menus finds no booking', async () => {
    const booking = await firstBooking('demo');
    // An administrator holds no customer order menu: bookings are customers' own screens.
    const res = await search(admin, booking.no);
    expect(res.body.success).toBe(true);
    expect(kinds(res.body.data)).not.toContain('booking');
    expect(kinds(res.body.data)).not.toContain('address');
  });

  it('limits each kind and finds nothing below the minimum length', async () => {
    const wide = await search(demo, 'e');
    expect(wide.body.data.groups).toEqual([]);
    const many = await search(demo, '20');
    for (const group of many.body.data.groups) expect(group.items.length).toBeLessThanOrEqual(SEARCH_LIMIT);
  });

  it('binds the text as a parameter: quotes, wildcards and SQL find nothing and change nothing', async () => {
    const before = (await sql<{ n: string }>`SELECT count(*) AS n FROM bookings`.execute(t.db)).rows[0].n;
    for (const q of ["'; DROP TABLE bookings; --", '%%', '__', "' OR 1=1 --", '\\%']) {
      const res = await search(demo, q);
      expect(res.body.success).toBe(true);
      expect(res.body.data.groups).toEqual([]);
    }
    expect((await sql<{ n: string }>`SELECT count(*) AS n FROM bookings`.execute(t.db)).rows[0].n).toBe(before);
  });

  it('refuses a missing or too long text, and a caller without a session', async () => {
    expect((await t.call('GET', '/search', { token: demo })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await search(demo, 'x'.repeat(SEARCH_MAX_LENGTH + 1))).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect((await search('', 'SE')).body.exceptioncode).toBe(ExceptionCode.SessionExpired);
  });
});
