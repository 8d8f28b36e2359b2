// Shipment events on the engine: administrators write them (one by one or imported, all or nothing),
// the server verifies ISO 6346 check digits, time zones and codes per mode in the user's language;
// a customer reads only the events of its own company's bookings, and the bookings' tracking summary
// (computed in SQL) agrees with the shared ETA rules the timeline uses.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { etaOf, type TrackEvent } from '../../../src/shared/tracking/trackEvents';
import { multipartCall } from '../resources/multipartBody';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Booking = { id: number; bookingNo?: string; mode: string; status: string; pod?: string; trackedEta?: string; plannedEta?: string; arrivedAt?: string; delayed?: boolean; lastEvent?: string };
type Event = { id: number; bookingNo: string; eventType: string; classifier: TrackEvent['classifier']; eventTime: string; reportedAt?: string; location?: string; containerNo?: string };

let t: TestContext;
const tokens: Record<string, string> = {};
let demoSea: Booking;
let acmeSea: Booking;

/** Every row of a list, page by page (the demo has more events than one page holds). */
async function listAll<T>(path: string, token: string, extra: { customer?: string; filter?: unknown } = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let current = 1; ; current += 1) {
    const query: Record<string, string> = { size: '500', current: String(current), ...(extra.filter ? { filter: JSON.stringify(extra.filter) } : {}) };
    const page = (await t.call<{ result: T[] }>('GET', path, { token, ...(extra.customer ? { customer: extra.customer } : {}), query })).body.data.result;
    rows.push(...page);
    if (page.length < 500) return rows;
  }
}
const eventCount = async (bookingNo: string) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM shipment_events WHERE booking_no = ${bookingNo}`.execute(t.db)).rows[0].n);
const create = (data: Record<string, unknown>, culture = 'en-US', token = tokens.admin) => t.call<{ id: number }>('POST', '/shipmentEvent', { token, culture, form: { data: JSON.stringify(data) } });
const seaBooking = async (account: string) => {
  const list = await t.call<{ result: Booking[] }>('GET', '/booking-list', { token: tokens[account], query: { size: '500', filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } });
  return list.body.data.result[0]!;
};
const event = (bookingNo: string, over: Record<string, unknown> = {}) => ({
  bookingNo, mode: 'SEA', eventType: 'GTIN', classifier: 'ACT', eventTime: '2026-11-20T02:00:00.000Z', timeZone: 'Asia/Shanghai', location: 'CNSHA', containerNo: 'MSKU1234565', ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  [tokens.admin, tokens.demo, tokens.acme] = await Promise.all([t.login('admin', 'admin1234'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
  demoSea = await seaBooking('demo');
  acmeSea = await seaBooking('acme');
});
afterAll(() => t?.close());

describe('writing events', () => {
  it('takes an administrator’s event for any company’s booking; a customer may not write', async () => {
    const made = await create(event(demoSea.bookingNo!, { description: 'Full container gated in' }));
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const refused = await create(event(demoSea.bookingNo!), 'en-US', tokens.demo);
    expect(refused.body.success).toBe(false);
    expect(refused.body.exceptioncode).toBe(ExceptionCode.Forbidden);
  });

  it('refuses a wrong ISO 6346 check digit in the user’s language, naming the right digit, and writes nothing', async () => {
    const before = await eventCount(demoSea.bookingNo!);
    const en = await create(event(demoSea.bookingNo!, { containerNo: 'MSKU1234560' }));
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/containerNo', message: expect.stringContaining('should end in 5') }]);
    const zh = await create(event(demoSea.bookingNo!, { containerNo: 'MSKU1234560' }), 'zh-CN');
    expect(errorsOf(zh.body)[0]!.message).toContain('校验码');
    expect(await eventCount(demoSea.bookingNo!)).toBe(before);
  });

  it('refuses an unknown booking, an unknown time zone, an air code on a sea shipment and a missing place', async () => {
    const unknown = await create(event('SE2601010999'));
    expect(errorsOf(unknown.body).map((e) => e.field)).toEqual(['/bookingNo']);
    const bad = await create(event(demoSea.bookingNo!, { timeZone: 'Mars/Olympus', eventType: 'DEP', location: undefined }));
    expect(errorsOf(bad.body).map((e) => e.field).sort()).toEqual(['/eventType', '/location', '/timeZone']);
  });

  it('imports a file all or nothing', async () => {
    const header = 'bookingNo,mode,eventType,classifier,eventTime,timeZone,location,containerNo';
    const good = `${acmeSea.bookingNo},SEA,GTIN,ACT,2026-11-20T02:00:00Z,Asia/Shanghai,CNSHA,CSQU3054383`;
    const before = await eventCount(acmeSea.bookingNo!);
    const call = (rows: string[]) => multipartCall<{ imported: number }>(t, '/shipmentEvent-import', { token: tokens.admin, customer: 'false', fields: { mode: 'insert' }, file: { filename: 'events.csv', content: [header, ...rows].join('\n') } });
    const mixed = await call([good, good.replace('CSQU3054383', 'CSQU3054384')]);
    expect(mixed.body.success).toBe(false);
    expect(errorsOf(mixed.body)).toEqual([expect.objectContaining({ field: '/containerNo', row: 3 })]);
    expect(await eventCount(acmeSea.bookingNo!)).toBe(before);
    const ok = await call([good, good.replace('GTIN', 'LOAD')]);
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(await eventCount(acmeSea.bookingNo!)).toBe(before + 2);
  });
});

describe('reading events', () => {
  it('shows a customer only its own bookings’ events; another company’s look absent', async () => {
    const bookingNos = new Set((await listAll<Event>('/shipmentEvent-list', tokens.demo)).map((e) => e.bookingNo));
    expect(bookingNos.has(demoSea.bookingNo!)).toBe(true);
    expect(bookingNos.has(acmeSea.bookingNo!)).toBe(false);
    const filtered = await t.call<{ result: Event[] }>('GET', '/shipmentEvent-list', { token: tokens.demo, query: { filter: JSON.stringify({ bookingNo: acmeSea.bookingNo }) } });
    expect(filtered.body.data.result).toEqual([]);
    const acmeEvent = (await t.call<{ result: Event[] }>('GET', '/shipmentEvent-list', { token: tokens.acme, query: { filter: JSON.stringify({ bookingNo: acmeSea.bookingNo }) } })).body.data.result[0]!;
    const get = await t.call('GET', '/shipmentEvent', { token: tokens.demo, query: { id: String(acmeEvent.id) } });
    expect(get.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const exported = await t.call('GET', '/shipmentEvent-export', { token: tokens.demo, query: { mode: 'all', format: 'csv' } });
    expect(exported.text).not.toContain(acmeSea.bookingNo!);
    const admin = await listAll<Event>('/shipmentEvent-list', tokens.admin, { customer: 'false' });
    expect(new Set(admin.map((e) => e.bookingNo))).toEqual(new Set([...bookingNos, ...admin.map((e) => e.bookingNo)]));
    expect(admin.some((e) => e.bookingNo === acmeSea.bookingNo)).toBe(true);
  });

  it('summarises each booking (ETA, plan, delay, last event) as the shared ETA rule does', async () => {
    const bookings = (await listAll<Booking>('/booking-list', tokens.demo)).filter((b) => b.bookingNo);
    const events = await listAll<Event>('/shipmentEvent-list', tokens.demo);
    let withEta = 0;
    for (const booking of bookings) {
      const own = events.filter((e) => e.bookingNo === booking.bookingNo).map((e) => ({ ...e, type: e.eventType, time: e.eventTime, place: e.location, subject: undefined }));
      const eta = etaOf(own, booking.pod);
      const ms = (iso?: string) => (iso ? Date.parse(iso) : undefined);
      expect(ms(booking.trackedEta), booking.bookingNo).toBe(ms(eta?.eta));
      expect(ms(booking.plannedEta), booking.bookingNo).toBe(ms(eta?.planned));
      expect(booking.delayed ?? false, booking.bookingNo).toBe(eta?.delayed ?? false);
      if (eta) withEta += 1;
    }
    expect(withEta).toBeGreaterThan(3);
    // The demo tells a story: some shipments run late, with their ETA moved.
    expect(bookings.some((b) => b.delayed)).toBe(true);
    expect(bookings.some((b) => b.delayed === false && b.trackedEta)).toBe(true);
  });

  it('arrives at the destination; while no arrival there is known, at the last place actually reached', async () => {
    const booking = (await listAll<Booking>('/booking-list', tokens.demo)).find((b) => b.bookingNo && b.pod && b.bookingNo !== demoSea.bookingNo)!;
    const no = booking.bookingNo!;
    const arrival = (place: string, classifier: string, at: string) =>
      sql`INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, location) VALUES (${no}, 'SEA', 'ARRI', ${classifier}, ${at}, 'UTC', ${place})`.execute(t.db);
    const summary = async () => (await t.call<{ result: Booking[] }>('GET', '/booking-list', { token: tokens.demo, query: { filter: JSON.stringify({ bookingNo: { eq: no } }) } })).body.data.result[0]!;
    await sql`DELETE FROM shipment_events WHERE booking_no = ${no}`.execute(t.db);
    await arrival('SGSIN', 'ACT', '2026-11-10T00:00:00Z');
    await arrival('SGSIN', 'ACT', '2026-11-09T00:00:00Z');
    expect(Date.parse((await summary()).arrivedAt!)).toBe(Date.parse('2026-11-10T00:00:00Z'));
    // An estimate at the destination: the transhipment port's arrival is no longer the arrival.
    await arrival(booking.pod!, 'EST', '2026-11-25T00:00:00Z');
    expect((await summary()).arrivedAt ?? null).toBe(null);
    await arrival(booking.pod!, 'ACT', '2026-11-24T00:00:00Z');
    const arrived = await summary();
    expect(Date.parse(arrived.arrivedAt!)).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(Date.parse(arrived.trackedEta!)).toBe(Date.parse('2026-11-24T00:00:00Z'));
  });
});
