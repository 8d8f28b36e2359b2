// The public tracking lookup (GET /public/shipment, no login): a booking by number plus its tracking
// code (booking.lookupCode, on the booking's confirmation) answers status, route, ETA and events only;
// the destination port, guessable, opens nothing any more; a miss and a wrong second factor give the
// same answer after the same least time; lookups are limited per client address and per number, and
// counted before they run (parallel guesses cannot pass the limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_AFTER_MS } from '../../../src/server/resources/publicLookup';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

type Booking = { id: number; bookingNo: string; pod: string; lookupCode: string; carrierBookingReference?: string; containerNos?: string; shipperText?: string; consigneeText?: string; declaredValue?: number };

let t: TestContext;
let sea: Booking;
const lookup = (number: string, code: string, remoteAddress = '203.0.113.7', culture = 'en-US') => t.call<Record<string, unknown>>('GET', '/public/shipment', { query: { number, code }, remoteAddress, culture });

beforeAll(async () => {
  t = await createTestContext();
  const demo = await t.login('demo', 'demo1234');
  sea = (await t.call<{ result: Booking[] }>('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } })).body.data.result[0]!;
});
afterAll(() => t?.close());

describe('public tracking lookup', () => {
  it('answers status, route, ETA and the events, and nothing private, signed out', async () => {
    expect(sea.lookupCode).toMatch(/^[0-9A-F]{12}$/);
    const res = await lookup(sea.bookingNo, sea.lookupCode.toLowerCase(), '203.0.113.1');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const { record, events } = res.body.data as { record: Record<string, unknown>; events: Array<Record<string, unknown>> };
    expect(record).toMatchObject({ bookingNo: sea.bookingNo, pod: sea.pod, mode: 'SEA', status: 'CONFIRMED' });
    expect(Object.keys(record).sort()).toEqual(expect.arrayContaining(['bookingNo', 'pod', 'trackedEta']));
    for (const key of Object.keys(record)) expect(['bookingNo', 'mode', 'status', 'pol', 'pod', 'etd', 'trackedEta', 'plannedEta', 'arrivedAt', 'delayed', 'lastEvent', 'lastEventAt', 'lastEventPlace', 'polName', 'podName', 'lastEventPlaceName']).toContain(key);
    expect(events.length).toBeGreaterThan(5);
    const text = JSON.stringify(res.body);
    for (const secret of [sea.shipperText, sea.consigneeText, 'Demo Trading', 'declaredValue', 'customerId', 'shipper', 'consignee', 'description', 'price'].filter(Boolean)) expect(text).not.toContain(secret);
    // A container number on the papers finds it too.
    const byContainer = await lookup(sea.containerNos!.split(', ')[0]!, sea.lookupCode, '203.0.113.1');
    expect((byContainer.body.data as { record: { bookingNo: string } }).record.bookingNo).toBe(sea.bookingNo);
    // So does the carrier's reference (the B/L), with the code written in groups.
    const byReference = await lookup(sea.carrierBookingReference!, `${sea.lookupCode.slice(0, 4)}-${sea.lookupCode.slice(4, 8)} ${sea.lookupCode.slice(8)}`, '203.0.113.1');
    expect((byReference.body.data as { record: { bookingNo: string } }).record.bookingNo).toBe(sea.bookingNo);
  });

  it("names the places in the requester's language: route, last event place and each event's location", async () => {
    const names = async (culture: string) => {
      const res = await lookup(sea.bookingNo, sea.lookupCode, '203.0.113.3', culture);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      return res.body.data as { record: Record<string, string>; events: Array<Record<string, string>> };
    };
    const [en, zh] = [await names('en-US'), await names('zh-CN')];
    const place = async (code: string) => (await t.db.selectFrom('locations').select(['name_en as name', 'name_zh as name_local']).where('un_locode', '=', code).executeTakeFirstOrThrow());
    for (const field of ['pol', 'pod', 'lastEventPlace'] as const) {
      const code = en.record[field]!;
      expect(code, field).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      const { name, name_local } = await place(code);
      expect(en.record[`${field}Name`], field).toBe(name);
      expect(zh.record[`${field}Name`], field).toBe(name_local);
      expect(zh.record[`${field}Name`]).toMatch(/[\u4e00-\u9fff]/);
    }
    // Every event at a coded place carries its name; a station without a code keeps its own text.
    const coded = en.events.filter((e) => e.location);
    expect(coded.length).toBeGreaterThan(3);
    for (const [i, e] of en.events.entries()) {
      if (!e.location) continue;
      const { name, name_local } = await place(e.location);
      expect(e.locationName).toBe(name);
      expect(zh.events[i]!.locationName).toBe(name_local);
    }
  });

  it('finds nothing by a number and its destination port: the guessable factor opens nothing', async () => {
    for (const code of [sea.pod, sea.pod.toLowerCase()]) {
      const res = await lookup(sea.bookingNo, code, '203.0.113.4');
      expect(res.status).toBe(404);
      expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
    }
    // Every booking has its own code: two never share one.
    const codes = await t.db.selectFrom('bookings').select('lookup_code').execute();
    expect(new Set(codes.map((c) => c.lookup_code)).size).toBe(codes.length);
  });

  it('answers a miss and a wrong second factor alike, and no sooner than a find', async () => {
    const timed = async (number: string, code: string) => {
      const started = performance.now();
      const res = await lookup(number, code, '203.0.113.2');
      return { res, ms: performance.now() - started };
    };
    const found = await timed(sea.bookingNo, sea.lookupCode);
    expect(found.res.body.success).toBe(true);
    const wrongFactor = await timed(sea.bookingNo, 'A1B2C3D4E5F6');
    const miss = await timed('SE2099010199', sea.lookupCode);
    const empty = await timed('', '');
    for (const { res, ms } of [wrongFactor, miss, empty]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, data: null, message: 'No shipment matches this number and code. Check both and try again.', exceptioncode: ExceptionCode.NotFound });
      expect(ms).toBeGreaterThanOrEqual(ANSWER_AFTER_MS - 1);
    }
    expect(found.ms).toBeGreaterThanOrEqual(ANSWER_AFTER_MS - 1);
    expect((await lookup(sea.bookingNo, 'A1B2C3D4E5F6', '203.0.113.2', 'zh-CN')).body.message).toBe('没有与该号码和验证码相符的货物，请核对后重试。');
  });

  it('limits lookups per address: the 31st failure in the window is refused, also when 40 arrive at once; another address is still served', async () => {
    const address = '198.51.100.9';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => lookup(`SE20990101${String(i).padStart(2, '0')}`, 'A1B2C3D4E5F6', address)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    const refused = await lookup(sea.bookingNo, sea.lookupCode, address);
    expect(refused.status).toBe(429);
    expect(refused.body.exceptioncode).toBe(ExceptionCode.RateLimited);
    expect(refused.body.message).toBe('Too many lookups from your address. Try again in a few minutes.');
    expect((await lookup(sea.bookingNo, sea.lookupCode, '198.51.100.10')).body.success).toBe(true);
  });

  it('limits lookups per number: guesses at one number from many addresses stop at 10, even the right code then waits', async () => {
    const other = (await t.db.selectFrom('bookings').select(['booking_no', 'lookup_code']).where('booking_no', 'is not', null).where('booking_no', '!=', sea.bookingNo).executeTakeFirstOrThrow()) as { booking_no: string; lookup_code: string };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => lookup(other.booking_no, `BAD${String(i).padStart(9, '0')}`, `192.0.2.${i + 1}`)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    const refused = await lookup(other.booking_no, other.lookup_code, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed lookups of this number. Try again in 15 minutes.');
    // Other numbers are not affected.
    expect((await lookup(sea.bookingNo, sea.lookupCode, '192.0.2.201')).body.success).toBe(true);
  });
});
