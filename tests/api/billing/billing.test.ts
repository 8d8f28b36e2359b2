// Online billing on the real server and database: charge-line amounts and currency totals exact to the
// cent (sums floating point gets wrong), bill totals equal to their lines, the status derived from the
// due date and the payments on every read, bill and statement xlsx files opened and checked, another
// company's bills not found, and the public sea bill fee lookup showing the fees and nothing private.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/wire/envelope';
import { type FileAnswer, XLSX_MEDIA_TYPE } from '../../../src/shared/wire/fileAnswer';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import type { StatsResult } from '../../../src/shared/wire/resourceContract';
import { createTestContext, type TestContext } from '../support/testContext';

type Rec = Record<string, unknown> & { id: number; version: number };
let t: TestContext;
let demo: string;
let acme: string;
/** Charge lines and bills are the forwarder's: an administrator writes them for the company it names (demo's). */
let admin: string;
let demoCompany: number;

/** Decimal text → integer cents (exact), "12.5" → 1250n. */
const cents = (text: string | number) => {
  const [whole, frac = ''] = String(text).split('.');
  const negative = whole.startsWith('-');
  const value = BigInt(whole.replace('-', '')) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -value : value;
};
const list = async (token: string, resource: string, filter: Record<string, unknown> = {}) =>
  (await t.call<ListResult<Rec>>('GET', `/${resource}-list`, { token, query: { size: '500', filter: JSON.stringify(filter) } })).body.data.result;
const stats = async (token: string, resource: string, query: Record<string, string>) => {
  const res = await t.call<StatsResult>('GET', `/${resource}-stats`, { token, query });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
};
/** A read bill as a PUT sends it: without what the server sets. */
const SERVER_SET = new Set(['createdAt', 'updatedAt', 'createdBy', 'customerId', 'total', 'paid', 'balance', 'status', 'bookingRefs']);
const editable = (bill: Rec) => Object.fromEntries(Object.entries(bill).filter(([k]) => !SERVER_SET.has(k)));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const workbookOf = async (base64: string) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  return wb;
};
const cellTexts = (ws: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme, admin] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('admin', 'admin1234', 'admin')]);
  demoCompany = (await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0].id;
});
afterAll(() => t?.close());

describe('charge lines', () => {
  it('computes each amount and tax on the server: quantity × unit price, to the cent', async () => {
    const lines = await list(demo, 'expense');
    expect(lines.length).toBeGreaterThan(10);
    expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(['USD', 'EUR', 'CNY']));
    const fsc = lines.find((l) => l.chargeCode === 'FSC')!;
    expect(fsc).toMatchObject({ quantity: 612, unitPrice: 0.85, amount: 520.2 });
    const thc = lines.find((l) => l.chargeCode === 'THC' && l.currency === 'EUR' && l.quantity === 2)!;
    // 2 × 245.35 = 490.70; 19 % tax = 93.233 → 93.23.
    expect(thc).toMatchObject({ amount: 490.7, tax: 93.23 });
  });

  it("names the company's own booking of a line's number and its mode, so the line opens its shipment page; none for another company's number", async () => {
    const lines = await list(demo, 'expense');
    const bookings = await list(demo, 'booking');
    const byNo = new Map(bookings.filter((b) => b.bookingNo).map((b) => [b.bookingNo, b]));
    const linked = lines.filter((l) => byNo.has(l.bookingRef));
    expect(linked.length).toBeGreaterThan(0);
    for (const l of linked) expect(l).toMatchObject({ bookingId: byNo.get(l.bookingRef)!.id, bookingMode: byNo.get(l.bookingRef)!.mode });
    for (const l of lines.filter((x) => !byNo.has(x.bookingRef))) expect(l.bookingId ?? null).toBeNull();
    // Acme's lines never name a Demo booking, even one of the same number.
    const acmeNos = new Set((await list(acme, 'booking')).map((b) => b.id));
    for (const l of await list(acme, 'expense')) if (l.bookingId != null) expect(acmeNos.has(l.bookingId as number)).toBe(true);
  });

  it('refuses a written amount: it is the server’s', async () => {
    const res = await t.call('POST', '/expense', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ customerId: demoCompany, chargeNo: 'EX-T-1', bookingRef: 'X', chargeCode: 'BAS', quantity: 1, unit: 'CTR', unitPrice: 10, currency: 'USD', status: 'estimated', incurredOn: day(0), amount: 999 }) } });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('sums 1,000 lines of 0.10 and 0.20 per currency exactly, for the filtered rows only', async () => {
    const customer = (await sql<{ id: number }>`SELECT customer_id AS id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0].id;
    const user = (await sql<{ id: number }>`SELECT id FROM users WHERE account = 'demo'`.execute(t.db)).rows[0].id;
    // Two test currencies (ISO 4217 XTS, XXX) so the demo lines stay out of the sums.
    const values = Array.from({ length: 1000 }, (_, i) => sql`(${customer}, ${user}, ${`EX-SUM-${i}`}, 'SUMTEST', 'BAS', 1, 'CTR', ${i % 2 === 0 ? '0.1' : '0.2'}, ${i % 4 < 2 ? 'XTS' : 'XXX'}, ${i % 3 === 0 ? 'confirmed' : 'estimated'}, ${day(0)}::date)`);
    await sql`INSERT INTO expenses (customer_id, created_by, charge_no, booking_ref, charge_code, quantity, unit, unit_price, currency, status, incurred_on) VALUES ${sql.join(values)}`.execute(t.db);
    // What floating point makes of it: not the cents the lines add up to.
    let float = 0;
    for (let i = 0; i < 1000; i++) float += i % 2 === 0 ? 0.1 : 0.2;
    expect(float).not.toBe(150);

    const all = await stats(demo, 'expense', { groupBy: 'currency', sum: 'amount,tax', filter: JSON.stringify({ bookingRef: { eq: 'SUMTEST' } }) });
    expect(all.total.sum.amount).toBe('150.00');
    expect(all.total.count).toBe(1000);
    // i % 4 < 2 gives one 0.1 and one 0.2 of every four lines to each currency: 250 × 0.30 = 75.00.
    expect(Object.fromEntries(all.groups.map((g) => [g.group.currency, g.sum.amount]))).toEqual({ XTS: '75.00', XXX: '75.00' });
    const confirmed = await stats(demo, 'expense', { groupBy: 'currency', sum: 'amount', filter: JSON.stringify({ bookingRef: { eq: 'SUMTEST' }, status: { eq: 'confirmed' } }) });
    // Every third line (i % 3 === 0), summed line by line as exact cents.
    let expected = 0n;
    for (let i = 0; i < 1000; i += 3) expected += i % 2 === 0 ? 10n : 20n;
    expect(cents(confirmed.total.sum.amount)).toBe(expected);
    expect(confirmed.total.count).toBe(334);
    await sql`DELETE FROM expenses WHERE booking_ref = 'SUMTEST'`.execute(t.db);
  });
});

describe('bills', () => {
  it('has demo bills in every status, overdue ones among them', async () => {
    const bills = await list(demo, 'bill');
    expect(new Set(bills.map((b) => b.status))).toEqual(new Set(['paid', 'partlyPaid', 'unpaid', 'overdue']));
    for (const b of bills.filter((x) => x.status === 'overdue')) expect(String(b.dueDate) < day(0)).toBe(true);
  });

  it('filters bills by status and by a booking their lines are for (issue 41: "find the booking’s bill")', async () => {
    const all = await list(demo, 'bill');
    for (const status of ['overdue', 'paid']) {
      const found = await list(demo, 'bill', { status: { in: [status] } });
      expect(found.length).toBeGreaterThan(0);
      expect(found.map((b) => b.billNo).sort()).toEqual(all.filter((b) => b.status === status).map((b) => b.billNo).sort());
    }
    // Each bill names the bookings of its lines; a booking's number finds its bills, and only those.
    const bill = all.find((b) => typeof b.bookingRefs === 'string' && b.bookingRefs !== '')!;
    const lines = await list(demo, 'expense', { billNo: { eq: bill.billNo } });
    const refs = [...new Set(lines.map((l) => String(l.bookingRef)))].sort();
    expect(bill.bookingRefs).toBe(refs.join(', '));
    const found = await list(demo, 'bill', { bookingRefs: refs[0] });
    expect(found.map((b) => b.billNo)).toContain(bill.billNo);
    for (const b of found) expect(String(b.bookingRefs)).toContain(refs[0]);
    expect(await list(demo, 'bill', { bookingRefs: 'NO-SUCH-BOOKING' })).toEqual([]);
    // Another company's bookings find nothing of demo's.
    expect(await list(acme, 'bill', { bookingRefs: refs[0] })).toEqual([]);
  });

  it('totals each bill as the sum of its lines (amount + tax) to the cent, and the balance as total − paid', async () => {
    for (const bill of await list(demo, 'bill')) {
      const lines = await list(demo, 'expense', { billNo: { eq: bill.billNo } });
      expect(lines.length).toBeGreaterThan(0);
      const sum = lines.reduce((s, l) => s + cents(String(l.amount)) + cents(String(l.tax)), 0n);
      expect(cents(String(bill.total))).toBe(sum);
      expect(cents(String(bill.balance))).toBe(cents(String(bill.total)) - cents(String(bill.paid ?? 0)));
    }
  });

  it('derives overdue from the due date and the payments on every read, never stored', async () => {
    const make = async (billNo: string, dueDate: string, payments: unknown[] = []) => {
      const res = await t.call<Rec>('POST', '/bill', { token: admin, form: { data: JSON.stringify({ customerId: demoCompany, billNo, periodFrom: day(-40), periodTo: day(-31), issueDate: day(-30), dueDate, currency: 'USD', exchangeRate: 7.1, payments }) } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      return res.body.data;
    };
    const line = { chargeNo: 'EX-OD-1', bookingRef: 'OD', chargeCode: 'BAS', quantity: 1, unit: 'CTR', unitPrice: 100, currency: 'USD', status: 'billed', incurredOn: day(-31), billNo: 'OD-1' };
    expect((await t.call('POST', '/expense', { token: admin, form: { data: JSON.stringify({ ...line, customerId: demoCompany }) } })).body.success).toBe(true);
    const late = await make('OD-1', day(-1));
    expect(late).toMatchObject({ total: 100, paid: 0, status: 'overdue' });
    // The same bill read when its due date is ahead: no longer overdue (nothing stored went stale).
    await sql`UPDATE bills SET due_date = ${day(5)}::date WHERE id = ${late.id}`.execute(t.db);
    expect((await t.call<Rec>('GET', '/bill', { token: demo, query: { id: String(late.id) } })).body.data.status).toBe('unpaid');
    const part = await t.call<Rec>('PUT', '/bill', { token: admin, form: { data: JSON.stringify({ ...editable(late), dueDate: day(5), version: 1, payments: [{ paidOn: day(-1), amount: 40, method: 'transfer' }] }) } });
    expect(part.body.data).toMatchObject({ paid: 40, balance: 60, status: 'partlyPaid' });
    await sql`UPDATE bills SET due_date = ${day(-1)}::date WHERE id = ${late.id}`.execute(t.db);
    expect((await t.call<Rec>('GET', '/bill', { token: demo, query: { id: String(late.id) } })).body.data.status).toBe('overdue');
    const paid = await t.call<Rec>('PUT', '/bill', { token: admin, form: { data: JSON.stringify({ ...editable(part.body.data), version: 2, payments: [{ paidOn: day(-1), amount: 40, method: 'transfer' }, { paidOn: day(0), amount: 60, method: 'cheque' }] }) } });
    expect(paid.body.data).toMatchObject({ paid: 100, balance: 0, status: 'paid' });
    // A status cannot be written.
    const forced = await t.call('PUT', '/bill', { token: admin, culture: 'en-US', form: { data: JSON.stringify({ ...editable(paid.body.data), version: 3, status: 'paid' }) } });
    expect(forced.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });

  it('answers another company’s bill as not found, in reads, exports and lists', async () => {
    const [bill] = await list(demo, 'bill');
    const get = await t.call('GET', '/bill', { token: acme, query: { id: String(bill.id) } });
    expect(get.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect(get.status).toBe(404);
    const exported = await t.call('POST', '/bill/exportXlsx', { token: acme, form: { data: JSON.stringify({ id: bill.id }) } });
    expect(exported.body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect((await list(acme, 'bill')).map((b) => b.billNo)).not.toContain(bill.billNo);
    expect((await list(acme, 'expense', { billNo: { eq: bill.billNo } })).length).toBe(0);
  });

  it('exports a bill as xlsx: its lines, its total in its currency, numbers with two decimals', async () => {
    const bill = (await list(demo, 'bill')).find((b) => b.status === 'partlyPaid')!;
    const res = await t.call<{ file: FileAnswer }>('POST', '/bill/exportXlsx', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ id: bill.id }) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    // The one file answer of every action (a report's xlsx too): `{ file: { fileName, mediaType, base64 } }`.
    expect(Object.keys(res.body.data)).toEqual(['file']);
    expect(res.body.data.file).toMatchObject({ fileName: `${bill.billNo}.xlsx`, mediaType: XLSX_MEDIA_TYPE });
    const ws = (await workbookOf(res.body.data.file.base64)).worksheets[0];
    const rows = cellTexts(ws);
    expect(rows[0]).toEqual(['Bill', bill.billNo]);
    const lines = await list(demo, 'expense', { billNo: { eq: bill.billNo } });
    for (const l of lines) expect(rows.some((r) => r[0] === l.chargeNo && r[8] === l.amount)).toBe(true);
    const totalRow = rows.find((r) => String(r[9] ?? '').startsWith(`Total (${bill.currency})`))!;
    expect(totalRow[10]).toBe(bill.total);
    let moneyCell: ExcelJS.Cell | undefined;
    ws.eachRow((row) => {
      if (row.getCell(1).value === lines[0].chargeNo) moneyCell = row.getCell(9);
    });
    expect(moneyCell?.numFmt).toBe('#,##0.00');
  });

  it('exports a statement for a period with the totals per currency, and refuses a reversed period in the user’s language', async () => {
    const reversed = await t.call('POST', '/bill/statement', { token: demo, culture: 'zh-CN', form: { data: JSON.stringify({ from: day(0), to: day(-10) }) } });
    expect(reversed.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(reversed.body.data)).toContain('结束日期');
    const res = await t.call<{ file: FileAnswer }>('POST', '/bill/statement', { token: demo, culture: 'en-US', form: { data: JSON.stringify({ from: day(-90), to: day(0) }) } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.file).toMatchObject({ fileName: `statement-${day(-90)}-${day(0)}.xlsx`, mediaType: XLSX_MEDIA_TYPE });
    const rows = cellTexts((await workbookOf(res.body.data.file.base64)).worksheets[0]);
    const bills = (await list(demo, 'bill')).filter((b) => String(b.issueDate) >= day(-90) && String(b.issueDate) <= day(0));
    const at = rows.findIndex((r) => r[0] === 'Totals per currency');
    expect(at).toBeGreaterThan(0);
    const totals = rows.slice(at + 1);
    for (const currency of new Set(bills.map((b) => b.currency))) {
      const expected = bills.filter((b) => b.currency === currency).reduce((s, b) => s + cents(String(b.total)), 0n);
      const row = totals.find((r) => r[4] === currency)!;
      expect(cents(String(row[5]))).toBe(expected);
    }
  });
});

describe('public sea bill fee lookup', () => {
  const lookup = (query: Record<string, string>, remoteAddress = '203.0.113.5', culture = 'en-US') =>
    t.call<Record<string, unknown>>('GET', '/seabillfee', { token: '', culture, query, remoteAddress });

  it('shows the charges due in the bill’s currency and in RMB at its rate, and where to collect, without an account', async () => {
    const { rows } = await sql<{ bl_no: string; access_code: string; bill_no: string }>`SELECT bl_no, access_code, bill_no FROM bills WHERE bill_no LIKE 'INVD%' AND currency = 'USD' ORDER BY id LIMIT 1`.execute(t.db);
    const res = await lookup({ blNo: rows[0].bl_no.toLowerCase(), code: rows[0].access_code });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const fee = res.body.data as Record<string, unknown> & { lines: Array<Record<string, string>>; exchangeRate: string; total: string; totalRmb: string };
    // The allow-list: nothing of the customer beyond this bill's fees and the place to collect.
    expect(Object.keys(fee).sort()).toEqual(['balance', 'balanceRmb', 'billNo', 'blNo', 'collectAddress', 'collectAt', 'collectHours', 'collectPhone', 'currency', 'dueDate', 'exchangeRate', 'issueDate', 'lines', 'status', 'total', 'totalRmb', 'totals'].sort());
    expect(JSON.stringify(fee)).not.toMatch(/customerId|accessCode|createdBy|Demo Trading|bookingRef/);
    expect(Object.keys(fee.lines[0]).sort()).toEqual(['amount', 'chargeCode', 'description', 'lineTotal', 'lineTotalRmb', 'quantity', 'tax', 'unit', 'unitPrice']);
    // RMB = amount × rate, rounded to the cent half away from zero, line by line and for the total.
    const rate = fee.exchangeRate; // e.g. "7.1234"
    const [, frac = ''] = rate.split('.');
    const rateUnits = BigInt(rate.replace('.', ''));
    const toRmb = (amount: string) => {
      const scaled = cents(amount) * rateUnits; // cents × 10^frac
      const div = 10n ** BigInt(frac.length);
      return (scaled * 2n + div) / (2n * div); // half up (amounts are positive)
    };
    for (const l of fee.lines) expect(cents(l.lineTotalRmb)).toBe(toRmb(l.lineTotal));
    expect(cents(fee.totalRmb)).toBe(toRmb(fee.total));
    expect(fee.collectAt).toContain('Hamburg');
  });

  it('answers a wrong code exactly as a missing B/L, and limits failures per address', async () => {
    const { rows } = await sql<{ bl_no: string; access_code: string }>`SELECT bl_no, access_code FROM bills WHERE bl_no IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db);
    const wrong = await lookup({ blNo: rows[0].bl_no, code: 'ZZZZZZ' }, '198.51.100.7');
    const missing = await lookup({ blNo: 'NOSUCHBL0001', code: rows[0].access_code }, '198.51.100.7');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(missing.body);
    expect(wrong.body.message).toMatch(/No bill matches/);
    const zh = await lookup({ blNo: 'NOSUCHBL0001', code: 'ABCDEF' }, '198.51.100.7', 'zh-CN');
    expect(zh.body.message).toContain('提单号');
    for (let i = 0; i < 7; i++) await lookup({ blNo: 'NOSUCHBL0001', code: 'ABCDEF' }, '198.51.100.7');
    // Ten failures: now even the right code is refused from that address, and not from another.
    const limited = await lookup({ blNo: rows[0].bl_no, code: rows[0].access_code }, '198.51.100.7');
    expect(limited.body.exceptioncode).toBe(ExceptionCode.RateLimited);
    expect(limited.status).toBe(429);
    expect((await lookup({ blNo: rows[0].bl_no, code: rows[0].access_code }, '198.51.100.8')).body.success).toBe(true);
  });

  it('refuses malformed input with a clear message and reads nothing', async () => {
    const res = await lookup({ blNo: "x' OR 1=1 --", code: '1' });
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
  });
});
