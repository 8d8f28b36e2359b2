// "Document ready" (issue 47), on PGlite and PostgreSQL: the forwarder's staff issue a bill of lading to a
// customer's booking from the review queue (forwarderDocument); the booking's company is told through the
// outbox, in the upload's transaction: one e-mail to each user subscribed (a user without settings is), in
// their language, naming the document and linking the shipment, and one signed webhook delivery carrying the
// document's kind and name. The customer reads and downloads the document beside their own uploads and may
// not delete it; the staff see the customer's uploads too and delete only what they issued. A customer's own
// upload is no news. A customer cannot reach the staff's calls, another company sees nothing, and bad input
// is refused in en and zh with nothing written.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../../src/server/domains/notifications/webhookBody';
import { formatChinaTimestamp } from '../../../src/shared/wire/chinaTime';
import { Calls } from '../../../src/shared/wire/calls';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { API_PREFIX } from '../../../src/shared/wire/params';
import { signFields } from '../../../src/shared/wire/sign';
import { multipartCall } from '../resources/multipartBody';
import { ALERT_PUBLIC_URL, alertDomains, type HookReceiver, type MailCatcher, startHookReceiver, startMailCatcher, until } from '../support/alertReceivers';
import { createTestContext, TEST_SIGN_SECRET, type TestContext } from '../support/testContext';
import { pdfBytes } from '../support/pdfBytes';

interface Doc {
  id: number;
  bookingId: number;
  kind: string;
  fileName: string;
  uploadedBy: string | null;
  issuedByForwarder: boolean;
  canDelete: boolean;
}

const PUBLIC_URL = ALERT_PUBLIC_URL;
let t: TestContext;
let mail: MailCatcher;
let hooks: HookReceiver;
let admin: string;
let demo: string;
let acme: string;
let booking: { id: number; bookingNo: string; mode: string };
let secret: string;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const issue = (file: { filename: string; content: Buffer }, { token = admin, bookingId = booking.id, kind = 'BILL_OF_LADING', culture = 'en-US' } = {}) =>
  multipartCall<Doc>(t, Calls.forwarderDocument, { token, culture, fields: { bookingId: String(bookingId), kind }, file });
const listOf = (path: string, token: string, bookingId = booking.id) => t.call<{ result: Doc[] }>('GET', path, { token, query: { bookingId: String(bookingId) } });

/** A file route's raw answer (bytes), signed as the caller's kind of user. */
async function download(path: string, id: number, token: string, customer: boolean) {
  const query: Record<string, string> = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: String(customer), id: String(id) };
  query.hash = signFields(TEST_SIGN_SECRET, query, {});
  const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${path}?${new URLSearchParams(query)}` });
  return { status: res.statusCode, bytes: res.rawPayload };
}

const outboxOf = async (documentId: number) =>
  (await sql<{ channel: string; user_id: number | null; status: string }>`SELECT channel, user_id, status FROM notification_outbox WHERE event_key = ${`document:${documentId}`}`.execute(t.db)).rows;
const stored = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM shipment_documents`.execute(t.db)).rows[0]!.n;

beforeAll(async () => {
  [mail, hooks] = await Promise.all([startMailCatcher(), startHookReceiver()]);
  t = await createTestContext({ domains: alertDomains(mail) }, { checkAnswers: true });
  [admin, demo, acme] = await Promise.all([t.login('admin', 'admin1234', 'admin'), t.login('demo', 'demo1234'), t.login('acme', 'acme1234')]);
  booking = (await t.call<{ result: Array<{ id: number; bookingNo: string; mode: string }> }>('GET', '/booking-list', { token: demo, query: { filter: JSON.stringify({ mode: 'SEA', status: 'CONFIRMED' }) } })).body.data.result[0]!;
  const made = await t.call<{ secret: string }>('POST', Calls.webhook, { token: demo, form: { url: `${hooks.base.replace('127.0.0.1', 'localhost')}/documents`, events: 'documentReady' } });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  secret = made.body.data.secret;
  // By name: the delivery's own lookup resolves it (webhookTargets.ts deliveryLookup), the path a real endpoint takes.
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mail?.close(), hooks?.close()]);
});

describe('a document the forwarder issues', () => {
  let bl: Doc;
  let content: Buffer;

  it('is stored against the booking’s company and tells its subscribed users and webhooks that it is ready', async () => {
    content = await pdfBytes(`Bill of lading ${booking.bookingNo}`);
    const res = await issue({ filename: `BL-${booking.bookingNo}.pdf`, content });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    bl = res.body.data;
    expect(bl).toMatchObject({ bookingId: booking.id, kind: 'BILL_OF_LADING', fileName: `BL-${booking.bookingNo}.pdf`, issuedByForwarder: true, canDelete: true });
    const { rows } = await sql<{ customer_id: number; cust: number }>`SELECT d.customer_id, b.customer_id AS cust FROM shipment_documents d JOIN bookings b ON b.id = d.booking_id WHERE d.id = ${bl.id}`.execute(t.db);
    expect(rows[0]!.customer_id).toBe(rows[0]!.cust);

    const key = `document:${bl.id}`;
    await until(async () => (await outboxOf(bl.id)).every((r) => r.status !== 'pending') && hooks.calls.some((c) => c.path === '/documents'), 'the document’s alerts sent');
    // E-mail: the company's users without settings (the defaults take documentReady), each in their language.
    const mails = mail.mails.filter((m) => m.headers['x-f9-event'] === key);
    expect(mails.length).toBeGreaterThan(0);
    const { rows: subscribed } = await sql<{ email: string }>`SELECT u.email FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
      JOIN bookings b ON b.customer_id = u.customer_id WHERE b.id = ${booking.id} AND u.is_active AND u.user_type = 'customer' AND u.email <> ''
      AND 'documentReady' = ANY (coalesce(s.email_events, ARRAY['documentReady']))`.execute(t.db);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(subscribed.map((r) => r.email).sort());
    const link = `${PUBLIC_URL}/myOrder/seaBookingDetail?id=${booking.id}`;
    const en = mails.find((m) => /^Document ready/.test(m.subject));
    const zh = mails.find((m) => /^单证已就绪/.test(m.subject));
    for (const m of [en, zh].filter((x) => x !== undefined)) expect(m!.text).toContain(link);
    if (en) expect(en.text).toContain(`Bill of lading: BL-${booking.bookingNo}.pdf`);
    if (zh) expect(zh.text).toContain(`提单：BL-${booking.bookingNo}.pdf`);
    expect(en ?? zh).toBeDefined();

    // The webhook: one signed delivery naming the document.
    const calls = hooks.calls.filter((c) => c.path === '/documents');
    expect(calls).toHaveLength(1);
    expect(verifySignature(secret, String(calls[0]!.headers['f9-signature']), calls[0]!.body)).toBe(true);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ event: 'documentReady', subject: { type: 'booking', id: booking.id, number: booking.bookingNo, mode: 'SEA' }, data: { documentKind: 'BILL_OF_LADING', fileName: `BL-${booking.bookingNo}.pdf` } });
  });

  it('is listed to the customer beside their own uploads, downloads byte-identical, and is not theirs to delete', async () => {
    const own = await multipartCall<Doc>(t, Calls.shipmentDocument, { token: demo, culture: 'en-US', fields: { bookingId: String(booking.id), kind: 'PACKING_LIST' }, file: { filename: 'packing.pdf', content: await pdfBytes('Packing list') } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // The customer's own upload is no news.
    expect(await outboxOf(own.body.data.id)).toEqual([]);

    const listed = (await listOf(Calls.shipmentDocumentList, demo)).body.data.result;
    expect(listed.find((d) => d.id === bl.id)).toMatchObject({ kind: 'BILL_OF_LADING', issuedByForwarder: true, canDelete: false });
    expect(listed.find((d) => d.id === own.body.data.id)).toMatchObject({ issuedByForwarder: false, canDelete: true });
    const got = await download(Calls.shipmentDocumentFile, bl.id, demo, true);
    expect(got.status).toBe(200);
    expect(sha(got.bytes)).toBe(sha(content));
    const [en, zh] = await Promise.all(['en-US', 'zh-CN'].map((culture) => t.call('DELETE', Calls.shipmentDocument, { token: demo, culture, query: { id: String(bl.id) } })));
    expect(en.status).toBe(403);
    expect(en.body.message).toContain('issued by your forwarder');
    expect(zh.body.message).toContain('由货代出具');
    // A customer uploads only their own kinds.
    const forged = await multipartCall<Doc>(t, Calls.shipmentDocument, { token: demo, culture: 'zh-CN', fields: { bookingId: String(booking.id), kind: 'BILL_OF_LADING' }, file: { filename: 'bl.pdf', content } });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/[\u4e00-\u9fff]/);

    // The staff see the customer's upload too, download it, and may delete only what they issued.
    const staff = (await listOf(Calls.forwarderDocumentList, admin)).body.data.result;
    expect(staff.find((d) => d.id === own.body.data.id)).toMatchObject({ issuedByForwarder: false, canDelete: false });
    expect(staff.find((d) => d.id === bl.id)).toMatchObject({ canDelete: true });
    expect((await download(Calls.forwarderDocumentFile, own.body.data.id, admin, false)).status).toBe(200);
    const refused = await t.call('DELETE', Calls.forwarderDocument, { token: admin, culture: 'en-US', query: { id: String(own.body.data.id) } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('uploaded by the customer');
  });

  it('keeps each side to its own: customers never reach the staff’s calls, another company finds nothing', async () => {
    for (const token of [demo, acme]) {
      expect((await listOf(Calls.forwarderDocumentList, token)).status).toBe(403);
      expect((await issue({ filename: 'x.pdf', content }, { token })).status).toBe(403);
    }
    const other = await listOf(Calls.shipmentDocumentList, acme);
    expect(other.status).toBe(404);
    expect((await download(Calls.shipmentDocumentFile, bl.id, acme, true)).status).toBe(404);
    // A draft is no booking of the review queue: the staff cannot issue to it.
    const draft = await t.call<{ id: number }>('POST', '/booking', { token: demo, form: { data: JSON.stringify({ mode: 'SEA' }) } });
    expect((await issue({ filename: 'x.pdf', content }, { bookingId: draft.body.data.id })).status).toBe(404);
  });

  it('refuses bad input in the caller’s language, naming the field, and stores nothing', async () => {
    const before = await stored();
    for (const [options, field] of [
      [{ kind: 'COMMERCIAL_INVOICE' }, 'kind'],
      [{ kind: 'PASSPORT' }, 'kind'],
      [{ bookingId: 0 }, 'bookingId'],
    ] as const) {
      const [en, zh] = [await issue({ filename: 'x.pdf', content }, options), await issue({ filename: 'x.pdf', content }, { ...options, culture: 'zh-CN' })];
      for (const res of [en, zh]) {
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
        expect(JSON.stringify(res.body.data)).toContain(field);
      }
      expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const exe = await issue({ filename: 'bl.pdf', content: Buffer.from('MZ\x90\0\x03\0\0\0 This program cannot be run in DOS mode.', 'latin1') });
    expect(exe.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('is deleted by the staff: it leaves both lists, and the audit log keeps who did it', async () => {
    const gone = await t.call('DELETE', Calls.forwarderDocument, { token: admin, culture: 'en-US', query: { id: String(bl.id) } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await listOf(Calls.shipmentDocumentList, demo)).body.data.result.some((d) => d.id === bl.id)).toBe(false);
    expect((await listOf(Calls.forwarderDocumentList, admin)).body.data.result.some((d) => d.id === bl.id)).toBe(false);
    const { rows } = await sql<{ operation: string }>`SELECT operation FROM audit_log WHERE resource = 'forwarderDocument' AND record_id = ${String(bl.id)} ORDER BY id`.execute(t.db);
    expect(rows.map((r) => r.operation)).toEqual(['create', 'delete']);
  });
});
