// POST booking/track, the one search box of mulCargoTrack: any number on the customer's papers finds
// its own shipment (booking no., B/L, container, train, flight); a wrong container check digit and an
// unknown number (or another company's) are refused on the field in the user's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Found = { id: number; mode: string; bookingNo: string };
type Booking = { id: number; bookingNo: string; mode: string; status: string; carrierBookingReference?: string; containerNos?: string };

let t: TestContext;
const tokens: Record<string, string> = {};
const track = (token: string, number: string, culture = 'en-US') => t.call<Found>('POST', '/booking/track', { token, culture, form: { data: JSON.stringify({ number }) } });
let sea: Booking;
let acmeSea: Booking;

beforeAll(async () => {
  t = await createTestContext();
  [tokens.demo, tokens.acme, tokens.clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  const list = async (token: string) => (await t.call<{ result: Booking[] }>('GET', '/booking-list', { token, query: { size: '500', filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } })).body.data.result[0]!;
  sea = await list(tokens.demo);
  acmeSea = await list(tokens.acme);
});
afterAll(() => t?.close());

describe('one number finds the shipment', () => {
  it('by booking no., B/L and container number, for a read-only user too', async () => {
    const container = sea.containerNos!.split(', ')[0]!;
    for (const number of [sea.bookingNo, sea.carrierBookingReference!, container, container.toLowerCase().replace(/(\d{6})(\d)$/, '$1-$2')]) {
      const res = await track(tokens.clerk, number);
      expect(res.body.data, number).toEqual({ id: sea.id, mode: 'SEA', bookingNo: sea.bookingNo });
    }
  });

  it('refuses a wrong check digit naming the right one, in en and zh', async () => {
    const container = sea.containerNos!.split(', ')[0]!;
    const wrong = `${container.slice(0, 10)}${(Number(container[10]) + 1) % 10}`;
    const en = await track(tokens.demo, wrong);
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/number', message: expect.stringContaining(`should end in ${container[10]}`) }]);
    expect(errorsOf((await track(tokens.demo, wrong, 'zh-CN')).body)[0]!.message).toContain('校验码');
  });

  it('answers an unknown number, an empty one and another company’s the same clear way', async () => {
    const unknown = await track(tokens.demo, 'SE2099010199');
    expect(errorsOf(unknown.body)).toEqual([{ field: '/number', message: 'No shipment of yours has the number SE2099010199.' }]);
    const other = await track(tokens.demo, acmeSea.bookingNo);
    expect(errorsOf(other.body)).toEqual([{ field: '/number', message: `No shipment of yours has the number ${acmeSea.bookingNo}.` }]);
    expect(errorsOf((await track(tokens.demo, '  ')).body)[0]!.message).toContain('Enter a booking');
  });
});
