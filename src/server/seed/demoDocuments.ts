// Writes the demo shipment documents once: for each demo company, on its latest confirmed sea booking, the
// commercial invoice its user uploaded and the bill of lading the forwarder issued (two small PDFs made by
// the documents' own layout from the booking's data), so the shipment page's documents and the Booking
// Review's show both sides. They are history: the "document ready" rows their insert writes to the outbox
// are marked skipped, not sent at the first start. A system option marks it done.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { renderPdf } from '../documents/pdfLayout';
import { demoOwners } from './demoOwners';

export const DOCUMENTS_MARKER = 'DEMODOCS';
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoBooking {
  id: number;
  booking_no: string;
  carrier_booking_reference: string | null;
  transport_name: string | null;
  pol: string | null;
  pod: string | null;
}

const lines = (pairs: Array<[string, string | null]>): Array<[string, string]> => pairs.map(([k, v]) => [k, v ?? '']);

function invoicePdf(booking: DemoBooking, company: string, now: Date): Promise<Buffer> {
  return renderPdf({ language: 'en', title: 'Commercial invoice', reference: `CI-${booking.booking_no}` }, (page) => {
    page.keyValues('Seller', lines([['Company', company], ['Shipment', booking.booking_no]]));
    page.table('Goods', [{ title: 'Description', width: 4 }, { title: 'Quantity', width: 1, align: 'right' }, { title: 'Amount (USD)', width: 2, align: 'right' }], [
      ['LED desk lamps', '480', '7,200.00'],
      ['Lamp shades', '480', '1,440.00'],
    ], ['Total', '960', '8,640.00']);
  }, now);
}

function billOfLadingPdf(booking: DemoBooking, company: string, now: Date): Promise<Buffer> {
  return renderPdf({ language: 'en', title: 'Bill of lading', reference: booking.carrier_booking_reference ?? booking.booking_no, subtitle: 'Original, issued by F9 Logistics as agent of the carrier' }, (page) => {
    page.keyValues('Shipment', lines([['Shipper', company], ['Booking', booking.booking_no], ['Vessel / voyage', booking.transport_name], ['Port of loading', booking.pol], ['Port of discharge', booking.pod]]));
    page.paragraph(null, 'Shipped on board in apparent good order and condition, unless otherwise stated.');
  }, now);
}

async function store(db: Kysely<Database>, booking: DemoBooking, customerId: number, doc: { kind: string; fileName: string; content: Buffer; uploadedBy: number; at: Date; issuedByForwarder: boolean }): Promise<void> {
  const sha256 = createHash('sha256').update(doc.content).digest('hex');
  const { rows } = await sql<{ id: number }>`INSERT INTO shipment_documents (booking_id, customer_id, kind, file_name, media_type, size_bytes, sha256, content, uploaded_by, uploaded_at, issued_by_forwarder)
    VALUES (${booking.id}, ${customerId}, ${doc.kind}, ${doc.fileName}, 'application/pdf', ${doc.content.length}, ${sha256}, ${doc.content}, ${doc.uploadedBy}, ${doc.at}, ${doc.issuedByForwarder}) RETURNING id`.execute(db);
  await sql`UPDATE notification_outbox SET status = 'skipped', last_error = 'demo history, written at the first start' WHERE event_key = ${`document:${rows[0]!.id}`} AND status = 'pending'`.execute(db);
}

export async function insertDemoDocuments(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', DOCUMENTS_MARKER).executeTakeFirst();
  if (done) return false;
  const staff = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  for (const owner of await demoOwners(db)) {
    const { rows } = await sql<DemoBooking & { company: string }>`SELECT b.id, b.booking_no, b.carrier_booking_reference, b.transport_name, b.pol, b.pod, c.name AS company
      FROM bookings b JOIN customers c ON c.id = b.customer_id
      WHERE b.customer_id = ${owner.customerId} AND b.mode = 'SEA' AND b.status = 'CONFIRMED' ORDER BY b.id DESC LIMIT 1`.execute(db);
    const booking = rows[0];
    if (!booking) continue;
    await store(db, booking, owner.customerId, { kind: 'COMMERCIAL_INVOICE', fileName: `CI-${booking.booking_no}.pdf`, content: await invoicePdf(booking, booking.company, now), uploadedBy: owner.userId, at: new Date(now.getTime() - 3 * DAY_MS), issuedByForwarder: false });
    if (staff) await store(db, booking, owner.customerId, { kind: 'BILL_OF_LADING', fileName: `BL-${booking.booking_no}.pdf`, content: await billOfLadingPdf(booking, booking.company, now), uploadedBy: staff.id, at: new Date(now.getTime() - DAY_MS), issuedByForwarder: true });
  }
  await db.insertInto('sys_options').values({ sys_cd: DOCUMENTS_MARKER, sys_value1: 'T', remark: 'Demo shipment documents written (remove to write them again)' }).execute();
  return true;
}
