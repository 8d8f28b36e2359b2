// Bookings on the real server and database (issue 13): the status machine's every allowed and refused
// transition through the named actions, submit enforcing the mode's required fields and the form's
// required-field rules, parties copied at submission (a later master-data change leaves the booking as
// it was), the air chargeable weight by the quote rule, copy into a draft, placed bookings out of the
// plain editor, another company's booking "not found" on every call, and unique numbers under 50
// concurrent submissions.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

type Booking = Record<string, unknown> & { id: number; version: number; status: string; bookingNo?: string };

let t: TestContext;
let admin: string;
let demo: string;
let acme: string;
let clerk: string;
const party: Record<string, string> = {};
const ids: Record<string, number> = {};

const post = <T = Booking>(path: string, data: unknown, token = demo, culture = 'en-US') => t.call<T>('POST', path, { token, culture, form: { data: JSON.stringify(data) } });
const action = (name: string, data: unknown, token = demo, culture = 'en-US') => post(`/booking/${name}`, data, token, culture);
type History = { result: Array<{ from: string; to: string; user: string; note: string | null }> };
const historyOf = async (id: number) => (await post<History>('/booking/history', { id })).body.data.result;
const review = (name: string, data: unknown, token = admin, culture = 'en-US') => post(`/bookingReview/${name}`, data, token, culture);

async function make(resource: string, record: Record<string, unknown>, token = demo): Promise<number> {
  const res = await post<{ id: number }>(`/${resource}`, record, token);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.id;
}

const cargo = [{ description: 'LED lamps', hsCode: '940540', packageCount: 120, packageCode: 'CT', grossKg: 1850.5, cbm: 12.4 }];
const seaDraft = () => ({
  mode: 'SEA',
  shipper: party.shipper,
  consignee: party.consignee,
  notify: party.notify,
  pol: 'CNSHA',
  pod: 'DEHAM',
  etd: '2026-12-10',
  incoterm: 'FOB',
  loadType: 'FCL',
  receiptDeliveryType: 'CY/CY',
  transportDocumentType: 'BOL',
  equipment: [{ isoCode: '45G1', units: 1 }],
  cargoLines: cargo,
});

async function draft(record: Record<string, unknown> = seaDraft(), token = demo): Promise<Booking> {
  const res = await post('/booking', record, token);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  expect(res.body.data.status).toBe('DRAFT');
  return res.body.data;
}

async function submitted(): Promise<Booking> {
  const made = await draft();
  const res = await action('submit', { id: made.id });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestContext(process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
  [admin, demo, acme, clerk] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.clerk', 'clerk1234')]);
  ids.shipper = await make('shipper', { name: 'Ningbo Lamp Works', country: 'CN', address: '88 Harbour Rd, Ningbo' });
  await make('address', { name: 'Hamburg Lights GmbH', kind: 'consignee', country: 'DE', city: 'Hamburg', line1: 'Speicherstadt 1' });
  await make('address', { name: 'Notify Hamburg', kind: 'notify', country: 'DE', city: 'Hamburg', line1: 'Speicherstadt 1' });
  await make('shipper', { name: 'Acme Source Ltd', country: 'CN' }, acme);
  Object.assign(party, { shipper: 'Ningbo Lamp Works', consignee: 'Hamburg Lights GmbH', notify: 'Notify Hamburg', acmeShipper: 'Acme Source Ltd' });
  // The demo companies have merchants: the forwarder approves the new shippers (tests/api/access/customerMerchant.test.ts).
  const companies = await sql<{ id: number; cd: string }>`SELECT id, customer_cd AS cd FROM customers WHERE customer_cd IN ('DEMO', 'ACME')`.execute(t.db);
  const company = (cd: string) => companies.rows.find((c) => c.cd === cd)!.id;
  await make('customerMerchant', { customerId: company('DEMO'), code: 'M-LAMP-01', name: 'Ningbo Lamp Works', country: 'CN', approved: true }, admin);
  await make('customerMerchant', { customerId: company('ACME'), code: 'M-ACSRC-01', name: 'Acme Source Ltd', country: 'CN', approved: true }, admin);
});
afterAll(() => t?.close());

describe('status machine', () => {
  it('draft → submit: RECEIVED with a number SE+China date+sequence, parties copied, history kept', async () => {
    const b = await submitted();
    expect(b.status).toBe('RECEIVED');
    expect(b.bookingNo).toMatch(/^SE\d{6}\d{4}$/);
    expect(b.shipperText).toContain('Ningbo Lamp Works');
    // Copied as an address label reads: one line each, the city after the street, country after the city.
    expect(b.consigneeText).toBe('Hamburg Lights GmbH\nSpeicherstadt 1\nHamburg\nDE');
    expect(await historyOf(b.id)).toMatchObject([{ from: 'DRAFT', to: 'RECEIVED', user: 'demo' }]);
    // A record page sends the id from its route as text.
    expect((await post<History>('/booking/history', { id: String(b.id) })).body.data.result).toHaveLength(1);
    expect((await post('/booking/history', { id: '2147483648' })).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('a later change of the master data does not rewrite a placed booking', async () => {
    const b = await submitted();
    expect(b.shipperText).toContain('88 Harbour Rd, Ningbo');
    const shipper = await t.call<{ version: number }>('GET', '/shipper', { token: demo, query: { id: String(ids.shipper) } });
    const changed = await t.call('PUT', '/shipper', { token: demo, form: { data: JSON.stringify({ id: ids.shipper, version: shipper.body.data.version, address: '1 New Quay, Ningbo' }) } });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    const again = await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(b.id) } });
    expect(again.body.data.shipperText).toContain('88 Harbour Rd, Ningbo');
    expect(again.body.data.shipperText).not.toContain('New Quay');
    await t.call('PUT', '/shipper', { token: demo, form: { data: JSON.stringify({ id: ids.shipper, version: shipper.body.data.version + 1, address: '88 Harbour Rd, Ningbo' }) } });
  });

  it('update request, resubmit, confirm, complete: every allowed step, each in the history', async () => {
    const b = await submitted();
    expect((await action('requestUpdate', { id: b.id, note: 'one more pallet' })).body.data).toMatchObject({ status: 'PENDING_UPDATE' });
    const current = (await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(b.id) } })).body.data;
    const edited = await t.call<Booking>('PUT', '/booking', { token: demo, form: { data: JSON.stringify({ id: b.id, version: current.version, remarks: 'one more pallet' }) } });
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    const resubmitted = (await action('submit', { id: b.id })).body.data;
    expect(resubmitted).toMatchObject({ status: 'UPDATE_RECEIVED', bookingNo: b.bookingNo, remarks: 'one more pallet' });
    const confirmed = await review('confirm', { id: b.id, carrierBookingReference: 'MAEU123456789', transportName: 'MAERSK ESSEN / 248W' });
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', carrierBookingReference: 'MAEU123456789', transportName: 'MAERSK ESSEN / 248W' });
    expect((await review('complete', { id: b.id })).body.data).toMatchObject({ status: 'COMPLETED' });
    const history = await historyOf(b.id);
    expect(history.map((h) => `${h.from}>${h.to}`)).toEqual(['DRAFT>RECEIVED', 'RECEIVED>PENDING_UPDATE', 'PENDING_UPDATE>UPDATE_RECEIVED', 'UPDATE_RECEIVED>CONFIRMED', 'CONFIRMED>COMPLETED']);
    expect(history[1].note).toBe('one more pallet');
  });

  it('cancel from DRAFT, RECEIVED, PENDING_UPDATE and UPDATE_RECEIVED; reject with a reason', async () => {
    expect((await action('cancel', { id: (await draft()).id })).body.data).toMatchObject({ status: 'CANCELLED' });
    expect((await action('cancel', { id: (await submitted()).id })).body.data).toMatchObject({ status: 'CANCELLED' });
    const pending = await submitted();
    await action('requestUpdate', { id: pending.id });
    expect((await action('cancel', { id: pending.id })).body.data).toMatchObject({ status: 'CANCELLED' });
    const updated = await submitted();
    await action('requestUpdate', { id: updated.id });
    await action('submit', { id: updated.id });
    expect((await action('cancel', { id: updated.id })).body.data).toMatchObject({ status: 'CANCELLED' });
    const rejected = await review('reject', { id: (await submitted()).id, reason: 'No space on the sailing' });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejectReason: 'No space on the sailing' });
    expect((await review('reject', { id: (await submitted()).id, reason: '   ' })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('refuses every transition the state does not allow, naming both states in the user language, changing nothing', async () => {
    // The states by the labels the screens show them with.
    const EN_STATUS: Record<string, string> = { DRAFT: 'Draft', RECEIVED: 'Received', PENDING_UPDATE: 'Pending update', CONFIRMED: 'Confirmed', REJECTED: 'Rejected', CANCELLED: 'Cancelled', COMPLETED: 'Completed' };
    const confirmed = await submitted();
    await review('confirm', { id: confirmed.id, carrierBookingReference: 'MAEU1', transportName: 'V / 1' });
    const cancelled = await draft();
    await action('cancel', { id: cancelled.id });
    const drafted = await draft();
    const refused: Array<[string, number, 'demo' | 'admin', string, string]> = [
      ['cancel', confirmed.id, 'demo', 'CONFIRMED', 'CANCELLED'],
      ['submit', confirmed.id, 'demo', 'CONFIRMED', 'RECEIVED'],
      ['requestUpdate', confirmed.id, 'demo', 'CONFIRMED', 'PENDING_UPDATE'],
      ['requestUpdate', drafted.id, 'demo', 'DRAFT', 'PENDING_UPDATE'],
      ['submit', cancelled.id, 'demo', 'CANCELLED', 'RECEIVED'],
      ['cancel', cancelled.id, 'demo', 'CANCELLED', 'CANCELLED'],
      ['confirm', drafted.id, 'admin', 'DRAFT', 'CONFIRMED'],
      ['confirm', confirmed.id, 'admin', 'CONFIRMED', 'CONFIRMED'],
      ['reject', confirmed.id, 'admin', 'CONFIRMED', 'REJECTED'],
      ['complete', drafted.id, 'admin', 'DRAFT', 'COMPLETED'],
      ['complete', cancelled.id, 'admin', 'CANCELLED', 'COMPLETED'],
    ];
    for (const [name, id, who, from, to] of refused) {
      const data = name === 'confirm' ? { id, carrierBookingReference: 'X1', transportName: 'V' } : name === 'reject' ? { id, reason: 'r' } : { id };
      const res = who === 'admin' ? await review(name, data) : await action(name, data);
      expect(res.body.exceptioncode, `${name} from ${from}`).toBe(ExceptionCode.InvalidInput);
      expect(res.body.message).toBe(`A booking in state ${EN_STATUS[from]} cannot move to ${EN_STATUS[to]}.`);
    }
    const zh = await action('cancel', { id: confirmed.id }, demo, 'zh-CN');
    expect(zh.body.message).toBe('状态为「已确认」的订舱不能变为「已取消」。');
    const es = await action('cancel', { id: confirmed.id }, demo, 'es-ES');
    expect(es.body.message).toBe('Una reserva en estado Confirmada no puede pasar a Cancelada.');
    const still = await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(confirmed.id) } });
    expect(still.body.data.status).toBe('CONFIRMED');
  });

  it('a placed booking is not changed or deleted through the plain editor; a draft is', async () => {
    const b = await submitted();
    const put = await t.call('PUT', '/booking', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ id: b.id, version: b.version, remarks: 'sneaky' }) } });
    expect(put.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(put.body.message).toBe('A booking in state RECEIVED cannot be changed here; ask for an update first.');
    const del = await t.call('DELETE', '/booking', { token: demo, query: { ids: JSON.stringify([b.id]) } });
    expect(del.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const status = await t.call('PUT', '/booking', { token: demo, form: { data: JSON.stringify({ id: b.id, version: b.version, status: 'CONFIRMED' }) } });
    expect(status.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const d = await draft();
    expect((await t.call('DELETE', '/booking', { token: demo, query: { ids: JSON.stringify([d.id]) } })).body.success).toBe(true);
  });

  it('a read-only user and a customer cannot submit or review', async () => {
    const d = await draft();
    expect((await action('submit', { id: d.id }, clerk)).body.exceptioncode).toBe(ExceptionCode.Forbidden);
    expect((await review('confirm', { id: d.id, carrierBookingReference: 'X', transportName: 'V' }, demo)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('submit requirements', () => {
  it('a draft needs only the mode; submit names every missing field and line field, changing nothing', async () => {
    const bare = await draft({ mode: 'SEA', loadType: 'FCL', cargoLines: [{ description: 'lamps' }] });
    const res = await action('submit', { id: bare.id });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    const fields = errorsOf(res.body).map((e) => e.field);
    for (const f of ['/shipper', '/consignee', '/pol', '/pod', '/etd', '/incoterm', '/receiptDeliveryType', '/transportDocumentType', '/cargoLines/0/hsCode', '/cargoLines/0/packageCount', '/equipment']) expect(fields).toContain(f);
    expect(errorsOf(res.body).find((e) => e.field === '/cargoLines/0/hsCode')!.message).toBe('Line 1: HS code is required.');
    const still = await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(bare.id) } });
    expect(still.body.data.status).toBe('DRAFT');
    // Numbered when first saved, as it was before the refusal.
    expect(still.body.data.bookingNo).toBe(bare.bookingNo);
    expect((await post('/booking', { pol: 'CNSHA' })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('an HS code is 6 to 10 digits; a package code two characters', async () => {
    const res = await post('/booking', { mode: 'SEA', cargoLines: [{ hsCode: '94054' }, { hsCode: '94054012345', packageCode: 'carton' }] });
    expect([...new Set(errorsOf(res.body).map((e) => e.field))].sort()).toEqual(['/cargoLines/0/hsCode', '/cargoLines/1/hsCode', '/cargoLines/1/packageCode']);
  });

  it("enforces the form's submit rule at submission (not on the draft)", async () => {
    await sql`INSERT INTO required_configs (menu_cd, table_name, field_name, tri_type, hint_en, hint_zh) VALUES ('seaBooking', 'booking', 'remarks', 'submit', 'Tell us the precautions.', '请填写注意事项。')`.execute(t.db);
    try {
      const d = await draft();
      const res = await action('submit', { id: d.id });
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body)).toContainEqual({ field: '/remarks', message: 'Tell us the precautions.' });
      const air = await draft({ ...seaDraft(), mode: 'AIR', pol: 'CNPVG', pod: 'DEFRA', pieces: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }] });
      expect((await action('submit', { id: air.id })).body.success).toBe(true);
    } finally {
      await sql`DELETE FROM required_configs WHERE menu_cd = 'seaBooking'`.execute(t.db);
    }
  });

  it('air: the chargeable weight is computed by the server with the quote rule (volume 480 kg over 450 kg gross)', async () => {
    const air = await draft({ ...seaDraft(), mode: 'AIR', pol: 'CNPVG', pod: 'DEFRA', pieces: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }] });
    const res = await action('submit', { id: air.id });
    expect(res.body.data).toMatchObject({ status: 'RECEIVED', chargeableKg: 480 });
    expect(res.body.data.bookingNo).toMatch(/^AI\d{10}$/);
    expect((await post('/booking', { mode: 'AIR', chargeableKg: 1 })).body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('a party of another company is refused on the draft already, as not found', async () => {
    const res = await post('/booking', { ...seaDraft(), shipper: party.acmeShipper });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body).map((e) => e.field)).toContain('/shipper');
  });
});

describe('departure', () => {
  const departureWhere = async (where: ReturnType<typeof sql>) =>
    (await sql<{ departure_no: string }>`SELECT departure_no FROM departures WHERE mode = 'sea' AND ${where} ORDER BY etd LIMIT 1`.execute(t.db)).rows[0].departure_no;

  it('submits on an open sailing; refuses a full or past-cut-off one on its field, in the user language, changing nothing', async () => {
    const open = await departureWhere(sql`status IN ('available', 'limited') AND LEAST(doc_cutoff, vgm_cutoff, fcl_cutoff, lcl_cutoff) > now() + interval '1 day'`);
    const ok = await draft({ ...seaDraft(), departure: open });
    const placed = await action('submit', { id: ok.id });
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
    expect(placed.body.data).toMatchObject({ status: 'RECEIVED', departure: open });

    for (const where of [sql`status = 'full'`, sql`status IN ('available', 'limited') AND doc_cutoff < now() AND etd > now()`]) {
      const closed = await departureWhere(where);
      const made = await draft({ ...seaDraft(), departure: closed });
      const refused = await action('submit', { id: made.id }, demo, 'zh-CN');
      expect(refused.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      const error = errorsOf(refused.body).find((e) => e.field === '/departure');
      expect(error?.message).toContain(closed);
      expect(error?.message).toMatch(/[\u4e00-\u9fff]/);
      const after = await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(made.id) } });
      expect(after.body.data.status).toBe('DRAFT');
    }
  });

  it('refuses a departure that does not exist on the draft already', async () => {
    const res = await post('/booking', { ...seaDraft(), departure: 'NO-SUCH-1' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body).map((e) => e.field)).toContain('/departure');
  });
});

describe('copy', () => {
  it('copies fields and lines into a new draft with its own number, without status or copied parties', async () => {
    const b = await submitted();
    const res = await action('copy', { id: b.id });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data).toMatchObject({ status: 'DRAFT', mode: 'SEA', pol: 'CNSHA', cargoLines: cargo, equipment: [{ isoCode: '45G1', units: 1 }] });
    expect(res.body.data.id).not.toBe(b.id);
    expect(res.body.data.bookingNo).toMatch(/^SE\d{10}$/);
    expect(res.body.data.bookingNo).not.toBe(b.bookingNo);
    expect(res.body.data.shipperText).toBeUndefined();
  });
});

describe('customer scoping', () => {
  it("another customer's booking answers 404 on every call and stays as it was", async () => {
    const b = await submitted();
    const d = await draft();
    const notFound = async (res: Promise<{ body: { exceptioncode: number } }>) => expect((await res).body.exceptioncode).toBe(ExceptionCode.NotFound);
    await notFound(t.call('GET', '/booking', { token: acme, query: { id: String(b.id) } }));
    await notFound(t.call('PUT', '/booking', { token: acme, form: { data: JSON.stringify({ id: d.id, version: d.version, remarks: 'x' }) } }));
    await notFound(t.call('DELETE', '/booking', { token: acme, query: { ids: JSON.stringify([d.id]) } }));
    for (const name of ['submit', 'requestUpdate', 'cancel', 'copy', 'history']) await notFound(action(name, { id: name === 'submit' ? d.id : b.id }, acme));
    const list = await t.call<{ result: Booking[] }>('GET', '/booking-list', { token: acme, query: { size: '500' } });
    expect(list.body.data.result.map((r) => r.id)).not.toContain(b.id);
    const export_ = await t.call('GET', '/booking-export', { token: acme, query: { mode: 'selected', ids: JSON.stringify([b.id]) } });
    expect(String(export_.body)).not.toContain(String(b.bookingNo));
    const mine = await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(b.id) } });
    expect(mine.body.data.status).toBe('RECEIVED');
  });
});

describe('booking numbers', () => {
  it('50 concurrent submissions get 50 different numbers', async () => {
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft()));
    const results = await Promise.all(drafts.map((d) => action('submit', { id: d.id })));
    for (const r of results) expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const numbers = results.map((r) => r.body.data.bookingNo);
    expect(new Set(numbers).size).toBe(50);
    const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT booking_no)::int AS n FROM bookings WHERE booking_no IS NOT NULL`.execute(t.db);
    const { rows: all } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE booking_no IS NOT NULL`.execute(t.db);
    expect(rows[0].n).toBe(all[0].n);
  });
});

describe("the forwarder's review queue (bookingReview)", () => {
  type Review = Booking & { customerCd: string; customerName: string };
  const queue = (filter: Record<string, unknown>, token = admin) => t.call<{ result: Review[]; page: { total: number } }>('GET', '/bookingReview-list', { token, query: { size: '500', filter: JSON.stringify(filter) } });

  it("lists every company's bookings past the draft with the company named, never a draft", async () => {
    const mine = await submitted();
    const drafted = await draft();
    await make('address', { name: 'Acme Receiving GmbH', kind: 'consignee', country: 'DE', city: 'Hamburg', line1: 'Kai 2' }, acme);
    await make('address', { name: 'Acme Notify GmbH', kind: 'notify', country: 'DE', city: 'Hamburg', line1: 'Kai 2' }, acme);
    const acmes = await draft({ ...seaDraft(), shipper: party.acmeShipper, consignee: 'Acme Receiving GmbH', notify: 'Acme Notify GmbH' }, acme);
    const acmeSubmitted = (await action('submit', { id: acmes.id }, acme)).body.data;
    expect(acmeSubmitted.status, JSON.stringify(acmeSubmitted)).toBe('RECEIVED');
    const listed = await queue({ bookingNo: { in: [mine.bookingNo, acmeSubmitted.bookingNo] } });
    expect(listed.body.success, JSON.stringify(listed.body)).toBe(true);
    const rows = listed.body.data.result;
    expect(rows.map((r) => [r.bookingNo, r.customerCd, r.status]).sort()).toEqual(
      [
        [mine.bookingNo, 'DEMO', 'RECEIVED'],
        [acmeSubmitted.bookingNo, 'ACME', 'RECEIVED'],
      ].sort(),
    );
    expect(rows.find((r) => r.customerCd === 'DEMO')).toMatchObject({ id: mine.id, customerName: 'Demo Trading Co.', pol: 'CNSHA', pod: 'DEHAM', mode: 'SEA' });
    expect((await queue({ status: 'DRAFT' })).body.data.result).toEqual([]);
    expect((await t.call('GET', '/bookingReview', { token: admin, query: { id: String(drafted.id) } })).body.exceptioncode).toBe(ExceptionCode.NotFound);
  });

  it('is read by administrators only: a customer, even its company administrator, is refused and sees nothing', async () => {
    for (const token of [demo, acme]) {
      const res = await queue({}, token);
      expect(res.body.success).toBe(false);
      expect(res.body.exceptioncode).toBe(ExceptionCode.Forbidden);
    }
  });

  it("confirms from the queue: the booking moves, the queue's row answers with the carrier's reference", async () => {
    const b = await submitted();
    const answer = await review('confirm', { id: b.id, carrierBookingReference: ' COSU6311 ', transportName: 'CSCL SATURN / 031E' }, admin, 'zh-CN');
    expect(answer.body.data).toMatchObject({ id: b.id, bookingNo: b.bookingNo, customerCd: 'DEMO', status: 'CONFIRMED', carrierBookingReference: 'COSU6311', transportName: 'CSCL SATURN / 031E' });
    const seen = (await t.call<Booking>('GET', '/booking', { token: demo, query: { id: String(b.id) } })).body.data;
    expect(seen).toMatchObject({ status: 'CONFIRMED', carrierBookingReference: 'COSU6311' });
    // A second confirmation is refused in the reviewer's language, naming both states.
    const again = await review('confirm', { id: b.id, carrierBookingReference: 'X', transportName: 'V' }, admin, 'zh-CN');
    expect(again.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(again.body.message).toBe('状态为「已确认」的订舱不能变为「已确认」。');
  });
});
