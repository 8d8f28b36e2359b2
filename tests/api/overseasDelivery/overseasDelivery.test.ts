// Overseas delivery on the real server and database (issue 15, the delivery half): arrivals with their
// storage days, VIN rules on every write, delivery slots that are never overbooked under 20 concurrent
// bookings, a double submission booking once, reschedule and cancel only before the cut-off (refusals
// naming it in the user's language), booked appointments out of the plain editor, fee quotes on worked
// examples in exact decimals, and another company's arrivals, vehicles and appointments "not found".
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../../src/shared/format/zonedTime';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Rec = Record<string, unknown> & { id: number; version: number };

let t: TestContext;
let admin: string;
let demo: string;
let acme: string;
let clerk: string;
const DAY = 86_400_000;

const post = <T = Rec>(path: string, data: unknown, token = demo, culture = 'en-US') => t.call<T>('POST', path, { token, culture, form: { data: JSON.stringify(data) } });
const list = <T = Rec>(resource: string, token: string, filter: Record<string, unknown> = {}) =>
  t.call<ListResult<T>>('GET', `/${resource}-list`, { token, culture: 'en-US', query: { size: '500', filter: JSON.stringify(filter) } });

let slotSeq = 0;
/** A slot written by the forwarder, closing `cutoffDays` from now. */
async function makeSlot(capacity: number, cutoffDays = 5): Promise<string> {
  slotSeq += 1;
  const slotNo = `TST-${String(slotSeq).padStart(3, '0')}`;
  const res = await post('/deliverySlot', { slotNo, site: 'ONT8', slotDate: todayInChina(new Date(Date.now() + (cutoffDays + 1) * DAY)), timeWindow: '08:00-12:00', cutoffAt: new Date(Date.now() + cutoffDays * DAY).toISOString(), capacity }, admin);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return slotNo;
}

const booked = async (slotNo: string) => Number((await sql<{ booked: number }>`SELECT booked FROM delivery_slots WHERE slot_no = ${slotNo}`.execute(t.db)).rows[0].booked);
const appointmentsIn = async (slotNo: string) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM delivery_appointments WHERE slot = ${slotNo} AND status = 'BOOKED'`.execute(t.db)).rows[0].n);

let arrivalNo: string;
const appointment = (slot: string, key: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: key,
  reference: `REF-${key.slice(-10)}`,
  arrival: arrivalNo,
  goodsKind: 'PALLET',
  goodsCount: 4,
  destinationType: 'FC',
  fulfilmentCentre: 'ONT8',
  slot,
  carrier: 'UPS Freight',
  ...extra,
});

beforeAll(async () => {
  t = await createTestContext();
  [admin, demo, acme, clerk] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  arrivalNo = String((await list('warehouseArrival', demo)).body.data.result[0].arrivalNo);
});
afterAll(() => t?.close());

describe('warehouse arrivals', () => {
  it('lists the company\'s own arrivals with storage days counted from arrival on China calendar days', async () => {
    const rows = (await list('warehouseArrival', demo)).body.data.result;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      const days = Math.round((Date.parse(todayInChina()) - Date.parse(todayInChina(new Date(String(row.arrivedAt))))) / DAY);
      expect(row.storageDays).toBe(days);
      // Exact decimals come back as the numbers stored.
      expect(typeof row.grossKg).toBe('number');
    }
    expect(rows.every((r) => String(r.arrivalNo).startsWith('ARD-'))).toBe(true);
  });

  it('answers another company\'s arrival as not found, and filters by condition', async () => {
    const acmeRow = (await list('warehouseArrival', acme)).body.data.result[0];
    const res = await t.call('GET', '/warehouseArrival', { token: demo, culture: 'en-US', query: { id: String(acmeRow.id) } });
    expect(res.status).toBe(404);
    expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
    const damaged = (await list('warehouseArrival', demo, { condition: { eq: 'DAMAGED' } })).body.data.result;
    expect(damaged.length).toBeGreaterThan(0);
    expect(damaged.every((r) => r.condition === 'DAMAGED')).toBe(true);
  });
});

describe('vehicles by VIN', () => {
  // Vehicles are the forwarder's records: an administrator enters them for the company it names (demo's).
  let demoCompany: number;
  beforeAll(async () => {
    demoCompany = (await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0].id;
  });
  const vehicle = (vin: string) => ({ vin, make: 'Honda', model: 'Accord', status: 'BOOKED', customerId: demoCompany });

  it('accepts a North American VIN with its check digit and a European one', async () => {
    for (const vin of ['1M8GDM9AXKP042788', 'WVWZZZ1JZXW000777']) {
      const res = await post('/vehicle', vehicle(vin), admin);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    }
  });

  it('refuses a wrong check digit naming the right one, in the user\'s language, and writes nothing', async () => {
    const before = (await list('vehicle', demo)).body.data.page.total;
    const en = await post('/vehicle', vehicle('1M8GDM9A1KP042788'), admin);
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/vin', message: 'The check digit of 1M8GDM9A1KP042788 (position 9) should be X, not 1: check the VIN.' }]);
    const zh = await post('/vehicle', vehicle('1M8GDM9A1KP042788'), admin, 'zh-CN');
    expect(errorsOf(zh.body)[0].message).toBe('1M8GDM9A1KP042788 的校验位（第 9 位）应为 X，而不是 1，请核对车架号。');
    expect((await list('vehicle', demo)).body.data.page.total).toBe(before);
  });

  it('refuses I, O, Q naming the letter, in the user\'s language, and a wrong length', async () => {
    const letters = await post('/vehicle', vehicle('WVWZZZ1JZXW00O777'), admin);
    expect(errorsOf(letters.body)).toEqual([{ field: '/vin', message: 'WVWZZZ1JZXW00O777 contains the letter O: a VIN never holds I, O or Q (they read as 1 and 0).' }]);
    const zh = await post('/vehicle', vehicle('1HGCQ82633A004352'), admin, 'zh-CN');
    expect(zh.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(zh.body)).toEqual([{ field: '/vin', message: '车架号 1HGCQ82633A004352 含有字母 Q：车架号不能包含 I、O、Q（易与 1、0 混淆）。' }]);
    const short = await post('/vehicle', vehicle('WVWZZZ1JZXW0077'), admin);
    expect(short.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(short.body)[0].field).toBe('/vin');
  });

  it('answers another company\'s vehicle and its events as not found / absent', async () => {
    const acmeVehicle = (await list('vehicle', acme)).body.data.result[0];
    const res = await t.call('GET', '/vehicle', { token: demo, culture: 'en-US', query: { id: String(acmeVehicle.id) } });
    expect(res.status).toBe(404);
    const events = (await list('vehicleEvent', demo, { vin: { eq: acmeVehicle.vin } })).body.data.result;
    expect(events).toEqual([]);
    expect((await list('vehicleEvent', acme, { vin: { eq: acmeVehicle.vin } })).body.data.result.length).toBeGreaterThan(0);
  });
});

describe('delivery appointments', () => {
  it('never overbooks a slot under 20 concurrent bookings', async () => {
    const slot = await makeSlot(7);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/deliveryAppointment/book', appointment(slot, `concurrent-${String(i).padStart(4, '0')}`))));
    const ok = answers.filter((a) => a.body.success);
    expect(ok).toHaveLength(7);
    for (const refused of answers.filter((a) => !a.body.success)) {
      expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(refused.body)).toEqual([{ field: '/slot', message: `Slot ${slot} is full (7 places): choose another one.` }]);
    }
    expect(await booked(slot)).toBe(7);
    expect(await appointmentsIn(slot)).toBe(7);
  });

  it('books once for a double submission with the same key', async () => {
    const slot = await makeSlot(5);
    const data = appointment(slot, 'double-submit-0001');
    const [a, b] = await Promise.all([post('/deliveryAppointment/book', data), post('/deliveryAppointment/book', data)]);
    expect(a.body.success && b.body.success, JSON.stringify([a.body, b.body])).toBe(true);
    expect(a.body.data.id).toBe(b.body.data.id);
    const again = await post('/deliveryAppointment/book', data);
    expect(again.body.data).toMatchObject({ id: a.body.data.id, replayed: true, status: 'BOOKED' });
    expect(await booked(slot)).toBe(1);
  });

  it('refuses a full slot in the user\'s language and an arrival of another company', async () => {
    const slot = await makeSlot(1);
    expect((await post('/deliveryAppointment/book', appointment(slot, 'full-slot-0001'))).body.success).toBe(true);
    const zh = await post('/deliveryAppointment/book', appointment(slot, 'full-slot-0002'), demo, 'zh-CN');
    expect(errorsOf(zh.body)).toEqual([{ field: '/slot', message: `时段 ${slot} 已约满（1 个名额），请选择其他时段。` }]);
    const acmeArrival = String((await list('warehouseArrival', acme)).body.data.result[0].arrivalNo);
    const other = await post('/deliveryAppointment/book', appointment(await makeSlot(3), 'other-arrival-01', { arrival: acmeArrival }));
    expect(errorsOf(other.body)).toEqual([{ field: '/arrival', message: `There is no arrival ${acmeArrival} of your company.` }]);
    const noFc = await post('/deliveryAppointment/book', appointment(slot, 'no-fc-00000001', { fulfilmentCentre: undefined }));
    expect(errorsOf(noFc.body)).toEqual([{ field: '/fulfilmentCentre', message: 'Give the fulfilment centre code.' }]);
  });

  it('reschedules and cancels before the cut-off, moving and giving back the place', async () => {
    const [from, to] = [await makeSlot(2), await makeSlot(2)];
    const made = (await post('/deliveryAppointment/book', appointment(from, 'move-me-00000001'))).body.data;
    const moved = await post('/deliveryAppointment/reschedule', { id: made.id, slot: to });
    expect(moved.body.data).toMatchObject({ slot: to, status: 'BOOKED' });
    expect([await booked(from), await booked(to)]).toEqual([0, 1]);
    const cancelled = await post('/deliveryAppointment/cancel', { id: made.id });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED' });
    expect(await booked(to)).toBe(0);
    const twice = await post('/deliveryAppointment/cancel', { id: made.id });
    expect(twice.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('refuses reschedule and cancel after the cut-off, naming it in China time, and changes nothing', async () => {
    const slot = await makeSlot(2);
    const made = (await post('/deliveryAppointment/book', appointment(slot, 'late-change-0001'))).body.data;
    await sql`UPDATE delivery_slots SET cutoff_at = '2026-01-02T02:30:00Z' WHERE slot_no = ${slot}`.execute(t.db);
    const cancel = await post('/deliveryAppointment/cancel', { id: made.id }, demo, 'zh-CN');
    expect(errorsOf(cancel.body)).toEqual([{ field: '/id', message: `已无法取消：时段 ${slot} 已过截止时间 2026-01-02 10:30（北京时间）。` }]);
    const move = await post('/deliveryAppointment/reschedule', { id: made.id, slot: await makeSlot(2) });
    expect(errorsOf(move.body)[0].message).toBe(`The appointment can no longer be moved: slot ${slot} passed its cut-off 2026-01-02 10:30 (China time).`);
    expect(await booked(slot)).toBe(1);
    const closed = await post('/deliveryAppointment/book', appointment(slot, 'too-late-000001'));
    expect(errorsOf(closed.body)[0].message).toBe(`Slot ${slot} closed for booking at its cut-off 2026-01-02 10:30 (China time).`);
  });

  it('keeps booked appointments out of the plain editor, lets clerks only read, and hides them from other companies', async () => {
    const slot = await makeSlot(2);
    const made = (await post('/deliveryAppointment/book', appointment(slot, 'guarded-00000001'))).body.data;
    const put = await t.call('PUT', '/deliveryAppointment', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ ...appointment(slot, 'x'), idempotencyKey: undefined, id: made.id, version: made.version, slot: await makeSlot(9) }) } });
    expect(put.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(put.body.message).toBe('The appointment is booked: use reschedule or cancel.');
    const del = await t.call('DELETE', '/deliveryAppointment', { token: demo, culture: 'en-US', form: { ids: JSON.stringify([made.id]) } });
    expect(del.body.success).toBe(false);
    expect(await booked(slot)).toBe(1);
    const byClerk = await post('/deliveryAppointment/book', appointment(slot, 'clerk-try-000001'), clerk);
    expect(byClerk.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    const byAcme = await post('/deliveryAppointment/cancel', { id: made.id }, acme);
    expect(byAcme.status).toBe(404);
    expect(await booked(slot)).toBe(1);
  });

  it('marks a slot open only before its cut-off with a place free, which is all the appointment form offers; a draft naming a closed one is refused', async () => {
    type Slot = Rec & { slotNo: string; free: number; cutoffAt: string; open: boolean };
    const all = (await list<Slot>('deliverySlot', demo)).body.data.result;
    const closed = (s: Slot) => s.free <= 0 || new Date(s.cutoffAt).getTime() <= Date.now();
    // The demo has full slots and one past its cut-off: none of them is open, every other one is.
    expect(all.filter(closed).length).toBeGreaterThan(1);
    for (const s of all) expect(s.open, s.slotNo).toBe(!closed(s));
    // The form's picker asks for open slots only (x-offeredWhen, as a filter on the computed field).
    const offered = (await list<Slot>('deliverySlot', demo, { open: { eq: true } })).body.data.result;
    expect(offered.map((s) => s.slotNo).sort()).toEqual(all.filter((s) => !closed(s)).map((s) => s.slotNo).sort());
    // The plain editor refuses a draft naming a closed slot, on the field, in the user's language.
    const full = all.find((s) => s.free <= 0)!;
    const { idempotencyKey: _key, ...draft } = appointment(full.slotNo, 'draft-in-full-01');
    const refused = await post('/deliveryAppointment', draft);
    expect(errorsOf(refused.body)).toEqual([{ field: '/slot', message: `Delivery slot “${full.slotNo}” can no longer be chosen: pick one the list offers.` }]);
    const open = await makeSlot(3);
    expect((await post('/deliveryAppointment', { ...draft, slot: open })).body.success).toBe(true);
  });

  it('shows the demo slots with some full and their places matching the demo appointments', async () => {
    const slots = (await list<Rec & { booked: number; capacity: number; free: number; slotNo: string }>('deliverySlot', demo)).body.data.result.filter((s) => !s.slotNo.startsWith('TST'));
    expect(slots.some((s) => s.free === 0)).toBe(true);
    for (const s of slots) expect(s.booked).toBe(await appointmentsIn(s.slotNo));
  });
});

describe('delivery fee quote', () => {
  const quote = (data: unknown, culture = 'en-US') => post<{ currency: string; total: string; lines: Array<Record<string, string>> }>('/deliveryFee/quote', data, demo, culture);

  it('charges each basis given: 4 pallets and 30 cartons to zone US-WEST', async () => {
    const res = await quote({ destination: 'us-west', pallets: 4, cartons: 30 });
    expect(res.body.data.currency).toBe('USD');
    expect(res.body.data.lines.map((l) => [l.feeNo, l.quantity, l.rate, l.amount])).toEqual([
      ['DF-USW-CTN', '30', '3.35', '100.50'],
      ['DF-USW-PLT', '4', '45.50', '182.00'],
    ]);
    expect(res.body.data.total).toBe('282.50');
  });

  it('raises a line to its minimum: 2 pallets to US-WEST cost 120.00, not 91.00', async () => {
    const res = await quote({ destination: 'US-WEST', pallets: 2 });
    expect(res.body.data.lines).toEqual([expect.objectContaining({ feeNo: 'DF-USW-PLT', amount: '120.00', basis: '2 × 45.50 (minimum)' })]);
    expect(res.body.data.total).toBe('120.00');
  });

  it('uses a fulfilment centre\'s own fees over its zone\'s', async () => {
    const res = await quote({ destination: 'ONT8', pallets: 3, kg: '812.5' });
    expect(res.body.data.lines.map((l) => [l.feeNo, l.amount])).toEqual([
      ['DF-ONT8-KG', '56.88'],
      ['DF-ONT8-PLT', '114.00'],
    ]);
    expect(res.body.data.total).toBe('170.88');
  });

  it('rounds exactly where floating point does not: 1000.5 kg × 0.19 = 190.095 → 190.10 EUR', async () => {
    expect((1000.5 * 0.19).toFixed(2)).toBe('190.09'); // what binary floats would charge
    const res = await quote({ destination: 'DE', kg: 1000.5, cbm: '3.333' });
    expect(res.body.data.lines.map((l) => [l.feeNo, l.amount])).toEqual([
      ['DF-DE-CBM', '94.66'],
      ['DF-DE-KG', '190.10'],
    ]);
    expect(res.body.data.total).toBe('284.76');
    expect(res.body.data.currency).toBe('EUR');
  });

  it('refuses an unknown destination, a bad quantity and a missing one, in the user\'s language', async () => {
    expect(errorsOf((await quote({ destination: 'XX9', pallets: 1 })).body)).toEqual([{ field: '/destination', message: 'There is no delivery fee for XX9: give a fulfilment centre code or a zone of the fee table.' }]);
    expect(errorsOf((await quote({ destination: 'DE', kg: 'abc' }, 'zh-CN')).body)).toEqual([{ field: '/kg', message: 'abc 不是有效数量（应为不小于 0 的数字）。' }]);
    const none = await quote({ destination: 'US-EAST', cartons: 5 });
    expect(errorsOf(none.body)).toEqual([{ field: '/pallets', message: 'US-EAST is charged per pallet: give that quantity.' }]);
  });
});
