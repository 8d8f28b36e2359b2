// Documents a customer uploads to a booking (issue 46): each accepted type (made here: a PDF by pdfkit,
// an xlsx by exceljs, a PNG, a JPEG, a csv) uploads and downloads byte-identical; the type is the
// content's, not the name's; an executable, a zip that is no workbook and text with NUL are refused in
// the caller's language; a body past 20 MB is refused with 413; another company finds nothing; only the
// uploader or a company administrator deletes; the audit log has each upload and delete; a refusal
// writes nothing.
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_RESOURCE } from '../../../src/server/domains/bookings/resources';
import { contentDisposition, detectDocumentType, storedFileName } from '../../../src/server/domains/bookings/shipmentDocuments';
import { accessOf } from '../../../src/server/resources/registry';
import type { RouteAccess } from '../../../src/server/auth/access';
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import { Calls } from '../../../src/shared/wire/calls';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { signFields } from '../../../src/shared/wire/sign';
import { multipartCall } from '../resources/multipartBody';
import { createTestContext, TEST_SIGN_SECRET, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';
import { pdfBytes } from '../support/pdfBytes';

interface Doc {
  id: number;
  bookingId: number;
  kind: string;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  uploadedBy: string | null;
  uploadedAt: string;
  canDelete: boolean;
}

let t: TestContext;
let demo: string;
let acme: string;
let ops: string;
let clerk: string;
let demoBooking: number;
let acmeBooking: number;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function xlsxBytes(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Invoice').addRows([
    ['Item', 'Qty', 'Amount'],
    ['Lamp', 24, 1500.5],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A 1×1 PNG and the first bytes of a JPEG (the check reads the signature only). */
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01', 'latin1'), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);
const CSV_BYTES = Buffer.from('item,qty,amount\nLamp,24,1500.50\n台灯,1,9.90\n');
/** A zip whose one part is no workbook: an empty zip directory (End Of Central Directory only) behind a local header signature. */
const ZIP_NOT_XLSX = (() => {
  const name = Buffer.from('readme.txt');
  const data = Buffer.from('hello');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([local, name, data, central, name, end]);
})();
const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), Buffer.alloc(120), Buffer.from('This program cannot be run in DOS mode.')]);

const upload = (file: { filename: string; content: Buffer }, { token = demo, bookingId = demoBooking, kind = 'COMMERCIAL_INVOICE', culture = 'en-US' } = {}) =>
  multipartCall<Doc>(t, Calls.shipmentDocument, { token, culture, fields: { bookingId: String(bookingId), kind }, file });
const list = (bookingId: number, token = demo) => t.call<{ result: Doc[] }>('GET', Calls.shipmentDocumentList, { token, culture: 'en-US', query: { bookingId: String(bookingId) } });
const remove = (id: number, token = demo, culture = 'en-US') => t.call<{ deleted: number }>('DELETE', Calls.shipmentDocument, { token, culture, query: { id: String(id) } });

/** The file route's raw answer: bytes, not text. */
async function download(id: number, token = demo) {
  const query: Record<string, string> = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true', id: String(id) };
  query.hash = signFields(TEST_SIGN_SECRET, query, {});
  const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${Calls.shipmentDocumentFile}?${new URLSearchParams(query)}` });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const stored = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM shipment_documents`.execute(t.db)).rows[0].n;
const audits = async (operation: string, id: number) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'shipmentDocument' AND operation = ${operation} AND record_id = ${String(id)}`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await createTestContext();
  // demo.ops may write bookings here (not in the demo data): a writer of the company who is no administrator.
  const access: RouteAccess = accessOf(BOOKING_RESOURCE, 'update');
  const funcs = (access.anyOf ?? [access]).map((a) => a.func!).filter(Boolean);
  const { rows: role } = await sql<{ id: number }>`SELECT cus_role_id AS id FROM users WHERE account = 'demo.ops'`.execute(t.db);
  for (const func of funcs) await sql`INSERT INTO role_funcs (role_id, func_id) VALUES (${role[0].id}, ${func}) ON CONFLICT DO NOTHING`.execute(t.db);
  [demo, acme, ops, clerk] = await Promise.all([t.login('demo', 'demo1234'), t.login('acme', 'acme1234'), t.login('demo.ops', 'ops12345'), t.login('demo.clerk', 'clerk1234')]);
  const bookingOf = async (account: string) =>
    (await sql<{ id: number }>`SELECT b.id FROM bookings b JOIN users u ON u.customer_id = b.customer_id WHERE u.account = ${account} ORDER BY b.id LIMIT 1`.execute(t.db)).rows[0].id;
  [demoBooking, acmeBooking] = [await bookingOf('demo'), await bookingOf('acme')];
});
afterAll(() => t?.close());

describe('shipment documents', () => {
  it('uploads each accepted type and downloads it byte-identical, typed by its content', async () => {
    const files = [
      { filename: 'invoice.pdf', content: await pdfBytes('Commercial invoice DEMO'), mediaType: 'application/pdf' },
      { filename: 'packing.xlsx', content: await xlsxBytes(), mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      { filename: 'packing.csv', content: CSV_BYTES, mediaType: 'text/csv' },
      { filename: 'cert.png', content: PNG_BYTES, mediaType: 'image/png' },
      { filename: 'photo.jpg', content: JPEG_BYTES, mediaType: 'image/jpeg' },
    ];
    for (const file of files) {
      const res = await upload(file);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ bookingId: demoBooking, fileName: file.filename, mediaType: file.mediaType, size: file.content.length, sha256: sha(file.content), uploadedBy: 'Chen Li', canDelete: true });
      expect(res.body.message).toContain(file.filename);
      const got = await download(res.body.data.id);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toContain(file.mediaType);
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${file.filename}`);
      expect(sha(got.bytes)).toBe(sha(file.content));
      expect(await audits('create', res.body.data.id)).toBe(1);
    }
    const listed = await list(demoBooking);
    expect(listed.status).toBe(200);
    expect(listed.body.data.result.map((d) => d.fileName)).toEqual(expect.arrayContaining(files.map((f) => f.filename)));
    // Never the bytes.
    expect(JSON.stringify(listed.body.data)).not.toContain('content');
  });

  it('types a file by its content: PNG bytes named .pdf are a PNG, named so', async () => {
    const res = await upload({ filename: 'invoice.pdf', content: PNG_BYTES }, { kind: 'CERTIFICATE' });
    expect(res.body.data).toMatchObject({ mediaType: 'image/png', fileName: 'invoice.pdf.png', kind: 'CERTIFICATE' });
    const got = await download(res.body.data.id);
    expect(got.headers['content-type']).toContain('image/png');
  });

  it('names a file with any characters safely in Content-Disposition', async () => {
    // (A browser escapes quotes and line breaks in a part's file name; the rest arrives as typed.)
    const res = await upload({ filename: "发票 (A); 50% O'Neil.pdf", content: await pdfBytes('x') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = await download(res.body.data.id);
    const header = String(got.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1])).toBe("发票 (A); 50% O'Neil.pdf");
    expect(res.body.data.fileName).toBe("发票 (A); 50% O'Neil.pdf");
  });

  it('stores a name without folders or control characters, and the header never carries one', () => {
    const pdf = detectDocumentType(Buffer.from('%PDF-1.4\n'))!;
    expect(storedFileName('C:\\Users\\x\\in\r\nvoice.pdf', pdf)).toBe('invoice.pdf');
    expect(storedFileName('../../etc/passwd', pdf)).toBe('passwd.pdf');
    expect(storedFileName('', pdf)).toBe('document.pdf');
    expect(contentDisposition('a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });

  it.each([
    ['an executable named .pdf', 'setup.pdf', EXE_BYTES],
    ['a zip that is no workbook', 'packing.xlsx', ZIP_NOT_XLSX],
    ['text with a NUL byte', 'list.csv', Buffer.from('a,b\n1,\0\n')],
    ['bytes that are no UTF-8', 'list.csv', Buffer.from([0x61, 0x2c, 0xc3, 0x28, 0x0a])],
  ])('refuses %s in the caller language, storing nothing', async (_label, filename, content) => {
    const before = await stored();
    const [en, zh] = [await upload({ filename, content }), await upload({ filename, content }, { culture: 'zh-CN' })];
    for (const res of [en, zh]) {
      expect(res.status).toBe(400);
      expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
      expect(errorsOf(res.body).map((e) => e.field)).toEqual(['file']);
    }
    expect(en.body.message).toMatch(/not a PDF/);
    expect(zh.body.message).toMatch(/不是 PDF/);
    expect(await stored()).toBe(before);
  });

  it('refuses a 21 MB upload with 413 before storing anything, in the caller language', async () => {
    const before = await stored();
    const big = Buffer.alloc(21 * 1024 * 1024, 0x41);
    const [en, zh] = [await upload({ filename: 'big.csv', content: big }), await upload({ filename: 'big.csv', content: big }, { culture: 'zh-CN' })];
    expect(en.status).toBe(413);
    expect(en.body.message).toBe('The document is larger than 20 MB; upload a smaller file.');
    expect(zh.status).toBe(413);
    expect(zh.body.message).toMatch(/20 MB/);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    // Just past 20 MB of file (the body within its framing allowance) is refused the same way.
    const over = await upload({ filename: 'big.csv', content: Buffer.alloc(20 * 1024 * 1024 + 1, 0x41) });
    expect(over.status).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('refuses a missing file, kind or booking id, naming the field', async () => {
    const before = await stored();
    const noFile = await multipartCall(t, Calls.shipmentDocument, { token: demo, fields: { bookingId: String(demoBooking), kind: 'OTHER' } });
    expect(errorsOf(noFile.body).map((e) => e.field)).toEqual(['file']);
    const badKind = await upload({ filename: 'a.csv', content: CSV_BYTES }, { kind: 'PASSPORT' });
    expect(errorsOf(badKind.body).map((e) => e.field)).toEqual(['kind']);
    const badBooking = await multipartCall(t, Calls.shipmentDocument, { token: demo, fields: { bookingId: 'x', kind: 'OTHER' }, file: { filename: 'a.csv', content: CSV_BYTES } });
    expect(errorsOf(badBooking.body).map((e) => e.field)).toEqual(['bookingId']);
    expect(await stored()).toBe(before);
  });

  it('signs the booking and kind with the request (SPEC §7): changed after signing, refused, nothing stored', async () => {
    const before = await stored();
    const res = await multipartCall(t, Calls.shipmentDocument, {
      token: demo,
      fields: { bookingId: String(demoBooking), kind: 'OTHER' },
      signedFields: { bookingId: String(acmeBooking), kind: 'OTHER' },
      file: { filename: 'a.csv', content: CSV_BYTES },
    });
    expect(res.status).toBe(400);
    expect(res.body.exceptioncode).toBe(ExceptionCode.BadSignature);
    expect(await stored()).toBe(before);
  });

  it("keeps a company's documents from every other company: not found, as its bookings", async () => {
    const mine = (await upload({ filename: 'secret.pdf', content: await pdfBytes('secret') })).body.data;
    const before = await stored();
    const bookingAnswer = await t.call('GET', '/booking', { token: acme, culture: 'en-US', query: { id: String(demoBooking) } });
    expect(bookingAnswer.status).toBe(404);
    const listed = await list(demoBooking, acme);
    const got = await download(mine.id, acme);
    const deleted = await remove(mine.id, acme);
    const uploaded = await upload({ filename: 'x.csv', content: CSV_BYTES }, { token: acme });
    for (const res of [listed, deleted, uploaded]) {
      expect(res.status).toBe(404);
      expect(res.body.exceptioncode).toBe(ExceptionCode.NotFound);
      expect(res.body.message).toBe(bookingAnswer.body.message);
    }
    expect(got.status).toBe(404);
    expect(JSON.parse(got.bytes.toString()).exceptioncode).toBe(ExceptionCode.NotFound);
    expect(await stored()).toBe(before);
    // acme's own booking lists only acme's documents.
    expect((await list(acmeBooking, acme)).body.data.result.every((d) => d.bookingId === acmeBooking)).toBe(true);
  });

  it('lets the uploader or a company administrator delete, nobody else of the company; audited', async () => {
    const byDemo = (await upload({ filename: 'admin.pdf', content: await pdfBytes('a') })).body.data;
    const byOps = await upload({ filename: 'ops.csv', content: CSV_BYTES }, { token: ops, kind: 'PACKING_LIST' });
    expect(byOps.status, JSON.stringify(byOps.body)).toBe(200);
    // The person's name, not the log-in account.
    expect(byOps.body.data.uploadedBy).toBe('Wang Fang');
    // ops sees demo's document as not deletable, and is refused deleting it, in en and zh.
    expect((await list(demoBooking, ops)).body.data.result.find((d) => d.id === byDemo.id)?.canDelete).toBe(false);
    const [en, zh] = [await remove(byDemo.id, ops), await remove(byDemo.id, ops, 'zh-CN')];
    expect(en.status).toBe(403);
    expect(en.body.message).toBe('Only the person who uploaded this document or a company administrator can delete it.');
    expect(zh.body.message).toBe('只有上传该文件的人或公司管理员可以删除它。');
    // A reader who may not write bookings may not delete either.
    expect((await remove(byDemo.id, clerk)).status).toBe(403);
    expect((await list(demoBooking)).body.data.result.some((d) => d.id === byDemo.id)).toBe(true);
    expect(await audits('delete', byDemo.id)).toBe(0);
    // The uploader deletes her own; the administrator deletes anyone's of the company.
    const own = await remove(byOps.body.data.id, ops);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe('Document ops.csv deleted.');
    const other = (await upload({ filename: 'ops2.csv', content: CSV_BYTES }, { token: ops })).body.data;
    expect((await remove(other.id)).status).toBe(200);
    expect((await remove(byDemo.id)).status).toBe(200);
    for (const id of [byOps.body.data.id, other.id, byDemo.id]) {
      expect(await audits('delete', id)).toBe(1);
      expect((await download(id)).status).toBe(404);
      expect((await remove(id)).status).toBe(404);
    }
    const ids = (await list(demoBooking)).body.data.result.map((d) => d.id);
    expect(ids).not.toContain(byDemo.id);
    // The audit log reads them as any change: who, what, the file's name.
    const log = await t.call<{ result: Array<{ resource: string; operation: string; recordId: string; account: string }> }>('GET', Calls.auditLogList, {
      token: await t.login('admin', 'admin1234', 'admin'),
      culture: 'en-US',
      query: { size: '500', sort: 'id', order: 'desc' },
    });
    expect(log.status, JSON.stringify(log.body).slice(0, 300)).toBe(200);
    const entries = log.body.data.result.filter((e) => e.resource === 'shipmentDocument' && e.recordId === String(byDemo.id));
    expect(entries.map((e) => e.operation).sort()).toEqual(['create', 'delete']);
  });
});
