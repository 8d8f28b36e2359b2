// The public tracking lookup (GET /public/shipment, no login): a booking by number plus its
// destination port answers status, route, ETA and events only; a miss and a wrong second factor give
// the same answer; lookups are rate-limited per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';

type Booking = { id: number; bookingNo: string; pod: string; containerNos?: string; shipperText?: string; consigneeText?: string; declaredValue?: number };

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
    const res = await lookup(sea.bookingNo, sea.pod.toLowerCase(), '203.0.113.1');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const { record, events } = res.body.data as { record: Record<string, unknown>; events: Array<Record<string, unknown>> };
    expect(record).toMatchObject({ bookingNo: sea.bookingNo, pod: sea.pod, mode: 'SEA', status: 'CONFIRMED' });
    expect(Object.keys(record).sort()).toEqual(expect.arrayContaining(['bookingNo', 'pod', 'trackedEta']));
    for (const key of Object.keys(record)) expect(['bookingNo', 'mode', 'status', 'pol', 'pod', 'etd', 'trackedEta', 'plannedEta', 'arrivedAt', 'delayed', 'lastEvent', 'lastEventAt', 'lastEventPlace', 'polName', 'podName', 'lastEventPlaceName']).toContain(key);
    expect(events.length).toBeGreaterThan(5);
    const text = JSON.stringify(res.body);
    for (const secret of [sea.shipperText, sea.consigneeText, 'Demo Trading', 'declaredValue', 'customerId', 'shipper', 'consignee', 'description', 'price'].filter(Boolean)) expect(text).not.toContain(secret);
    // A container number on the papers finds it too.
    const byContainer = await lookup(sea.containerNos!.split(', ')[0]!, sea.pod, '203.0.113.1');
    expect((byContainer.body.data as { record: { bookingNo: string } }).record.bookingNo).toBe(sea.bookingNo);
  });

  it("names the places in the requester's language: route, last event place and each event's location", async () => {
    const names = async (culture: string) => {
      const res = await lookup(sea.bookingNo, sea.pod, '203.0.113.3', culture);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      return res.body.data as { record: Record<string, string>; events: Array<Record<string, string>> };
    };
    const [en, zh] = [await names('en-US'), await names('zh-CN')];
    const place = async (code: string) => (await t.db.selectFrom('locations').select(['name', 'name_local']).where('un_locode', '=', code).executeTakeFirstOrThrow());
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

  it('answers a miss and a wrong second factor alike', async () => {
    const wrongFactor = await lookup(sea.bookingNo, 'NLRTM', '203.0.113.2');
    const miss = await lookup('SE2099010199', sea.pod, '203.0.113.2');
    const empty = await lookup('', '', '203.0.113.2');
    for (const res of [wrongFactor, miss, empty]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, data: null, message: 'No shipment matches this number and code. Check both and try again.', exceptioncode: ExceptionCode.NotFound });
    }
    expect((await lookup(sea.bookingNo, 'NLRTM', '203.0.113.2', 'zh-CN')).body.message).toBe('没有与该号码和验证码相符的货物，请核对后重试。');
  });

  it('limits lookups per address: the 31st in the window is refused, another address is still served', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 30; i++) expect((await lookup('SE2099010199', 'DEHAM', address)).status).toBe(404);
    const refused = await lookup(sea.bookingNo, sea.pod, address);
    expect(refused.status).toBe(429);
    expect(refused.body.exceptioncode).toBe(ExceptionCode.RateLimited);
    expect(refused.body.message).toBe('Too many lookups from your address. Try again in a few minutes.');
    expect((await lookup(sea.bookingNo, sea.pod, '198.51.100.10')).body.success).toBe(true);
  });
});
