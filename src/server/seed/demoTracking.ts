// Writes the demo tracking data once (domains/tracking/demoEvents.ts): events along every placed demo
// booking's lane, the confirmed and completed bookings' dates moved onto their story, and the port
// calls of the carriers' services around today (demoVoyageSchedule.ts). A system option marks it done.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { demoTrack, type TrackedBooking } from '../domains/tracking/demoEvents';
import { demoVoyageCalls } from '../domains/tracking/demoVoyageSchedule';
import { SHIPMENT_EVENT_RESOURCE, VOYAGE_CALL_RESOURCE } from '../domains/tracking/resources';
import { insertRecords } from '../resources/rowStore';

export const TRACKING_MARKER = 'DEMOTRACKING';
const ADMIN_SCOPE = { scope: { customerId: null }, userId: 0 } as const;

interface BookingRow {
  id: number;
  booking_no: string;
  mode: TrackedBooking['mode'];
  status: string;
  pol: string;
  pod: string;
  customer_cd: string;
  submitted_at: Date | string;
  etd: string | Date | null;
  eta: string | Date | null;
}

const day = (v: string | Date | null) => (v === null ? undefined : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

export async function insertDemoTracking(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', TRACKING_MARKER).executeTakeFirst();
  if (done) return false;
  const zones = new Map((await sql<{ un_locode: string; time_zone: string | null }>`SELECT un_locode, time_zone FROM locations`.execute(db)).rows.map((r) => [r.un_locode, r.time_zone ?? 'UTC']));
  const zoneOf = (code: string) => zones.get(code) ?? 'UTC';
  const { rows } = await sql<BookingRow>`SELECT b.id, b.booking_no, b.mode, b.status, b.pol, b.pod, c.customer_cd, b.submitted_at, b.etd, b.eta
    FROM bookings b JOIN customers c ON c.id = b.customer_id
    WHERE b.booking_no IS NOT NULL AND b.pol IS NOT NULL AND b.pod IS NOT NULL AND c.customer_cd IN ('DEMO', 'ACME') ORDER BY b.id`.execute(db);
  for (const row of rows) {
    const booking: TrackedBooking = { id: row.id, bookingNo: row.booking_no, mode: row.mode, status: row.status, pol: row.pol, pod: row.pod, company: row.customer_cd, submittedAt: new Date(row.submitted_at), etd: day(row.etd), eta: day(row.eta) };
    const track = demoTrack(booking, zoneOf, now);
    const events = track.events.map((event, i) => ({ eventId: `EV-${row.booking_no}-${String(i + 1).padStart(2, '0')}`, ...event }));
    if (events.length > 0) await insertRecords(db, SHIPMENT_EVENT_RESOURCE, ADMIN_SCOPE, events);
    if (row.status === 'CONFIRMED' || row.status === 'COMPLETED')
      await sql`UPDATE bookings SET etd = ${day(track.departure)}, eta = ${day(track.plannedArrival)} WHERE id = ${row.id}`.execute(db);
  }
  const calls = demoVoyageCalls(zoneOf, now);
  if (calls.length > 0) await insertRecords(db, VOYAGE_CALL_RESOURCE, ADMIN_SCOPE, calls);
  await db.insertInto('sys_options').values({ sys_cd: TRACKING_MARKER, sys_value1: 'T', remark: 'Demo tracking events and port calls written (remove to write them again)' }).execute();
  return true;
}
