// The booking and bill documents as PDF on the real server and database: each one answered as a file,
// decoded by poppler's pdftotext and read back, in English and in Chinese (Chinese names intact: the
// font is embedded), carrying the booking number, the consignee and the exact total; a document of
// another mode refused with a message; another company's booking or bill not found, with no file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/shared/format/numbers';
import { ExceptionCode, type ListResult } from '../../../src/shared/wire/envelope';
import type { FileAnswer } from '../../../src/shared/wire/fileAnswer';
import { createTestContext, type TestContext } from '../support/testContext';

type Rec = Record<string, unknown> & { id: number };

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;
// CI installs poppler-utils (.ci/run): there a missing pdftotext is a failure, not a skip.
if (!HAS_PDFTOTEXT && process.env.CI === 'true') throw new Error('pdftotext (poppler-utils) is missing');

let t: TestContext;
let demo: string;
let acme: string;
const scratch = mkdtempSync(join(tmpdir(), 'f9-pdf-'));

const list = async (token: string, resource: string) => (await t.call<ListResult<Rec>>('GET', `/${resource}-list`, { token, query: { size: '500' } })).body.data.result;
const get = async (token: string, resource: string, id: number) => (await t.call<Rec>('GET', `/${resource}`, { token, query: { id: String(id) } })).body.data;

/** The action's answer: the file, or the refusal's envelope. */
async function fetchDocument(token: string, path: string, payload: object, culture: string) {
  const res = await t.call<{ file: FileAnswer }>('POST', path, { token, culture, form: { data: JSON.stringify(payload) } });
  return res.body;
}

/** The PDF's text as pdftotext reads it (spaces and line breaks folded to single spaces). */
function pdfText(file: FileAnswer): string {
  const bytes = Buffer.from(file.base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const path = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestContext();
  [demo, acme] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t?.close();
});

describe.skipIf(!HAS_PDFTOTEXT)('booking documents', () => {
  const numbered = async (mode: string) => {
    const row = (await list(demo, 'booking')).find((b) => b.mode === mode && typeof b.bookingNo === 'string');
    expect(row, `a demo ${mode} booking with a number`).toBeDefined();
    // The quote it was booked on, one a float would print wrong (1234567.89 + nothing: exact digits).
    await sql`UPDATE bookings SET quoted_total = '1234567.89', quoted_currency = 'USD' WHERE id = ${row!.id}`.execute(t.db);
    return get(demo, 'booking', row!.id);
  };
  const placeName = async (code: string, column: 'name_en' | 'name_zh') =>
    (await sql<{ name: string }>`SELECT ${sql.ref(column)} AS name FROM locations WHERE un_locode = ${code}`.execute(t.db)).rows[0].name;

  it.each([
    ['en-US', 'Booking confirmation', 'name_en'],
    ['zh-CN', '订舱确认', 'name_zh'],
  ] as const)('answers the confirmation of a sea booking as a PDF in %s: number, consignee, lane, total', async (culture, title, column) => {
    const booking = await numbered('SEA');
    const body = await fetchDocument(demo, '/booking/confirmationPdf', { id: booking.id }, culture);
    expect(body.success, JSON.stringify(body).slice(0, 300)).toBe(true);
    expect(body.data.file).toMatchObject({ fileName: `booking-confirmation-${String(booking.bookingNo)}.pdf`, mediaType: 'application/pdf' });
    const text = pdfText(body.data.file);
    expect(text).toContain(title);
    expect(text).toContain(String(booking.bookingNo));
    expect(text).toContain(String(booking.consigneeText).split('\n')[0]);
    expect(text).toContain('1,234,567.89 USD');
    expect(text).toContain(await placeName(String(booking.pol), column));
    expect(text).toContain(await placeName(String(booking.pod), column));
    if (culture === 'zh-CN') expect(text).toContain('海运');
  });

  it('sums the cargo lines exactly in the totals row', async () => {
    const booking = await numbered('SEA');
    const lines = booking.cargoLines as Array<{ grossKg: number; packageCount: number }>;
    const text = pdfText((await fetchDocument(demo, '/booking/confirmationPdf', { id: booking.id }, 'en-US')).data.file);
    // Whole grams and whole packages: integers, so the expected sum needs no float arithmetic.
    const grams = lines.reduce((sum, l) => sum + BigInt(Math.round(l.grossKg * 1000)), 0n);
    const kg = `${grams / 1000n}.${String(grams % 1000n).padStart(3, '0').slice(0, 2)}`;
    expect(text).toContain(formatMoney(kg));
    expect(text).toContain(String(lines.reduce((sum, l) => sum + l.packageCount, 0)));
  });

  it.each([
    ['SEA', '/booking/blDraftPdf', 'B/L draft', '提单草稿'],
    ['AIR', '/booking/awbPdf', 'Air waybill data sheet', '空运提单数据表'],
    ['TRUCK', '/booking/cmrPdf', 'CMR consignment note data', 'CMR 公路运单数据'],
  ])('answers the %s document %s in en and zh', async (mode, path, en, zh) => {
    const row = (await list(demo, 'booking')).find((b) => b.mode === mode && typeof b.bookingNo === 'string');
    const booking = await get(demo, 'booking', row!.id);
    for (const [culture, title] of [['en-US', en], ['zh-CN', zh]]) {
      const body = await fetchDocument(demo, path, { id: booking.id }, culture);
      expect(body.success, JSON.stringify(body).slice(0, 300)).toBe(true);
      const text = pdfText(body.data.file);
      expect(text).toContain(title);
      expect(text).toContain(String(booking.bookingNo));
      expect(text).toContain(String(booking.consigneeText).split('\n')[0]);
    }
  });

  it('refuses a document of another mode with a message naming the mode it is for', async () => {
    const air = (await list(demo, 'booking')).find((b) => b.mode === 'AIR')!;
    const body = await fetchDocument(demo, '/booking/blDraftPdf', { id: air.id }, 'zh-CN');
    expect(body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(JSON.stringify(body)).toContain('此单据仅适用于海运订舱');
  });

  it("does not find another company's booking, and answers no file", async () => {
    const theirs = (await list(acme, 'booking'))[0];
    for (const path of ['/booking/confirmationPdf', '/booking/blDraftPdf', '/booking/awbPdf', '/booking/cmrPdf']) {
      const body = await fetchDocument(demo, path, { id: theirs.id }, 'en-US');
      expect(body.exceptioncode, path).toBe(ExceptionCode.NotFound);
      expect(JSON.stringify(body)).not.toContain('base64');
    }
  });
});

describe.skipIf(!HAS_PDFTOTEXT)('bill documents', () => {
  it.each([
    ['en-US', 'Invoice'],
    ['zh-CN', '账单'],
  ])('answers the bill as a PDF in %s: number, lines, total and due date', async (culture, title) => {
    const bill = (await list(demo, 'bill')).find((b) => Number(b.total) > 0)!;
    const body = await fetchDocument(demo, '/bill/exportPdf', { id: bill.id }, culture);
    expect(body.success, JSON.stringify(body).slice(0, 300)).toBe(true);
    expect(body.data.file).toMatchObject({ fileName: `${String(bill.billNo)}.pdf`, mediaType: 'application/pdf' });
    const text = pdfText(body.data.file);
    expect(text).toContain(title);
    expect(text).toContain(String(bill.billNo));
    expect(text).toContain(formatMoney(bill.total));
    expect(text).toContain(String(bill.dueDate));
    expect(text).toContain(String(bill.currency));
  });

  it('answers the statement of a period as a PDF with its bills', async () => {
    const bills = await list(demo, 'bill');
    const from = bills.map((b) => String(b.issueDate)).sort()[0];
    const body = await fetchDocument(demo, '/bill/statementPdf', { from, to: '2099-12-31' }, 'zh-CN');
    expect(body.success, JSON.stringify(body).slice(0, 300)).toBe(true);
    const text = pdfText(body.data.file);
    expect(text).toContain('对账单');
    for (const bill of bills) expect(text).toContain(String(bill.billNo));
  });

  it("does not find another company's bill, and answers no file", async () => {
    const theirs = (await list(acme, 'bill'))[0];
    const body = await fetchDocument(demo, '/bill/exportPdf', { id: theirs.id }, 'en-US');
    expect(body.exceptioncode).toBe(ExceptionCode.NotFound);
    expect(JSON.stringify(body)).not.toContain('base64');
  });
});
