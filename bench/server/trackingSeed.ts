// Data of the tracking stats bench and of the heavy lists bench: `events` shipment events of Demo Trading
// Co., ten per booking, on bookings written with them (one statement over generate_series, seconds not
// minutes). Each booking runs the milestones a shipment has — booked, planned and twice estimated
// arrival, gate-in, loading, departure, arrival, discharge, gate-out — with every fifth one a day to three
// late; events still in the future are estimates. Departures span 400 days up to a month ahead, 5 to 44
// days in transit. The bookings carry what a customer's bookings carry, so the list's reference names
// and tracking summary have work to do: one of the company's shippers and consignees, a carrier of the
// mode, a border crossing on rail, a container number on the sea events at the quay.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export const EVENTS_PER_BOOKING = 10;

export interface TrackingSpread {
  /**
   * Every `otherEvery`-th booking (0: none) is Acme Imports Ltd.'s, the rest Demo Trading Co.'s: companies'
   * bookings come in over the same days, so their ids and booking numbers interleave as a shared server's do.
   */
  otherEvery?: number;
  /** Demo's bookings, when more than those with events (the first ones have the events, ten each). */
  bookings?: number;
}

/** `events` shipment events of Demo Trading Co., ten a booking (and the other company's share beside them). */
export async function seedTrackingEvents(db: Kysely<Database>, events: number, spread: TrackingSpread = {}): Promise<void> {
  if (events === 0 && !spread.bookings) return;
  const otherEvery = spread.otherEvery ?? 0;
  const withOther = (demo: number) => (otherEvery > 1 ? Math.ceil((demo * otherEvery) / (otherEvery - 1)) : demo);
  const tracked = withOther(Math.ceil(events / EVENTS_PER_BOOKING));
  const bookings = Math.max(tracked, withOther(spread.bookings ?? 0));
  const every = otherEvery > 1 ? otherEvery : bookings + 1;
  // Bulk rows are not news: the per-row hub trigger would queue a million pushes. And the milestones are
  // kept as a bulk load keeps them: written once at the end (migration 0250's own first fill), not by the
  // triggers, whose per-booking query on insert made 100,000 bookings take 10 to 20 minutes on PostgreSQL.
  await sql`ALTER TABLE shipment_events DISABLE TRIGGER shipment_events_hub`.execute(db);
  await sql`ALTER TABLE shipment_events DISABLE TRIGGER shipment_events_inserted_milestones`.execute(db);
  await sql`ALTER TABLE bookings DISABLE TRIGGER bookings_tracking_milestones`.execute(db);
  try {
    await sql`WITH b AS (
        SELECT g, 'BENCH' || lpad(g::text, 8, '0') AS booking_no, 1 + g % 4 AS m, (ARRAY['SEA','RAIL','AIR','TRUCK'])[1 + g % 4] AS mode,
          l.codes[1 + g % 30] AS pol, l.codes[31 + (g / 30) % 30] AS pod, current_date + 30 - g % 400 AS etd, 5 + g % 40 AS transit,
          CASE WHEN g % 5 = 0 THEN 24 * (1 + g % 3) ELSE 0 END AS delay, u.customer_id, u.user_id,
          u.shippers[1 + g % array_length(u.shippers, 1)] AS shipper, u.consignees[1 + g % array_length(u.consignees, 1)] AS consignee,
          (ARRAY[c.sea[1 + g % array_length(c.sea, 1)], c.rail[1 + g % array_length(c.rail, 1)], c.air[1 + g % array_length(c.air, 1)], c.truck[1 + g % array_length(c.truck, 1)]])[1 + g % 4] AS carrier,
          CASE WHEN g % 4 = 1 THEN x.codes[1 + g % array_length(x.codes, 1)] END AS border_crossing,
          CASE WHEN g % 4 = 0 THEN 'BNCU' || lpad((g % 10000000)::text, 7, '0') END AS container_no
        FROM generate_series(1, ${bookings}) AS g
          JOIN (SELECT (users.account = 'acme')::int AS other, users.id AS user_id, users.customer_id,
              (SELECT array_agg(s.name ORDER BY s.name) FROM shippers s WHERE s.customer_id = users.customer_id) AS shippers,
              (SELECT array_agg(a.name ORDER BY a.name) FROM addresses a WHERE a.customer_id = users.customer_id) AS consignees
            FROM users WHERE users.account IN ('demo', 'acme')) AS u ON u.other = (g % ${every} = 0)::int,
          (SELECT array_agg(un_locode ORDER BY un_locode) AS codes FROM locations) AS l,
          (SELECT array_agg(code ORDER BY code) FILTER (WHERE mode = 'sea') AS sea, array_agg(code ORDER BY code) FILTER (WHERE mode = 'rail') AS rail,
             array_agg(code ORDER BY code) FILTER (WHERE mode = 'air') AS air, array_agg(code ORDER BY code) FILTER (WHERE mode = 'truck') AS truck FROM carriers) AS c,
          (SELECT array_agg(code ORDER BY code) AS codes FROM border_crossings) AS x
      ), booked AS (
        INSERT INTO bookings (customer_id, created_by, booking_no, mode, status, shipper_reference, pol, pod, etd, eta, shipper, consignee, notify, carrier, border_crossing, carrier_booking_reference)
        SELECT customer_id, user_id, booking_no, mode, CASE WHEN etd + transit < current_date THEN 'COMPLETED' ELSE 'CONFIRMED' END,
          'BENCH-' || g, pol, pod, etd, etd + transit, shipper, consignee, consignee, carrier, border_crossing, carrier || lpad(g::text, 9, '0')
        FROM b
      )
      INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, reported_at, location, container_no)
      SELECT b.booking_no, b.mode, (ARRAY[
          ['CONF','ARRI','ARRI','GTIN','LOAD','DEPA','ARRI','ARRI','DISC','GTOT'],
          ['CONF','RARR','RARR','GTIN','STUF','RDEP','RARR','RARR','STRP','GTOT'],
          ['BKD','ARR','ARR','RCS','MAN','DEP','ARR','ARR','RCF','DLV'],
          ['CONF','ARRI','ARRI','PICK','LOAD','DEPA','ARRI','ARRI','DISC','DROP']])[b.m][1 + k],
        CASE WHEN k = 1 THEN 'PLN' WHEN k IN (2, 6) OR t.at > now() THEN 'EST' ELSE 'ACT' END,
        t.at, 'UTC', t.reported, CASE WHEN k IN (0, 3, 4, 5) THEN b.pol ELSE b.pod END,
        CASE WHEN k IN (3, 4, 8, 9) THEN b.container_no END
      FROM b CROSS JOIN generate_series(0, ${EVENTS_PER_BOOKING - 1}) AS k
        CROSS JOIN LATERAL (SELECT (b.etd + time '08:00') AT TIME ZONE 'UTC' AS dep, b.transit * 24 AS arrive) AS d
        CROSS JOIN LATERAL (SELECT d.dep + make_interval(hours => (ARRAY[-72, d.arrive, d.arrive + b.delay / 2, -24, -8, 0, d.arrive + b.delay, d.arrive + b.delay, d.arrive + b.delay + 10, d.arrive + b.delay + 40])[1 + k]) AS at) AS h
        CROSS JOIN LATERAL (SELECT h.at, CASE k WHEN 1 THEN d.dep - interval '72 hours' WHEN 2 THEN d.dep WHEN 6 THEN d.dep + make_interval(hours => d.arrive / 2) ELSE least(h.at, now()) END AS reported) AS t
      WHERE b.g <= ${tracked}`.execute(db);
    // Planned on the statistics of the tables as written (unanalysed, a booking's events look like a
    // scan's worth), each booking's milestones would read every event.
    await sql`ANALYZE shipment_events, bookings`.execute(db);
    await sql`SELECT f9_refresh_tracking_milestones(ARRAY(SELECT DISTINCT booking_no FROM shipment_events WHERE booking_no LIKE 'BENCH%' AND f9_arrival_event(event_type)))`.execute(db);
  } finally {
    await sql`ALTER TABLE bookings ENABLE TRIGGER bookings_tracking_milestones`.execute(db);
    await sql`ALTER TABLE shipment_events ENABLE TRIGGER shipment_events_inserted_milestones`.execute(db);
    await sql`ALTER TABLE shipment_events ENABLE TRIGGER shipment_events_hub`.execute(db);
  }
  // The tracked bookings were written before their milestones, then again with them: clear the first
  // versions as autovacuum would on a server.
  await sql`VACUUM ANALYZE bookings`.execute(db);
  await sql`VACUUM ANALYZE shipment_events`.execute(db);
}
