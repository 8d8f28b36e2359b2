// Data of the tracking stats bench: `events` shipment events of Demo Trading Co., ten per booking, on
// bookings written with them (one statement over generate_series, seconds not minutes). Each booking
// runs the milestones a shipment has — booked, planned and twice estimated arrival, gate-in, loading,
// departure, arrival, discharge, gate-out — with every fifth one a day to three late; events still in
// the future are estimates. Departures span 400 days up to a month ahead, 5 to 44 days in transit.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export const EVENTS_PER_BOOKING = 10;

export async function seedTrackingEvents(db: Kysely<Database>, events: number): Promise<void> {
  if (events === 0) return;
  const bookings = Math.ceil(events / EVENTS_PER_BOOKING);
  // Bulk rows are not news: the per-row hub trigger would queue a million pushes.
  await sql`ALTER TABLE shipment_events DISABLE TRIGGER shipment_events_hub`.execute(db);
  await sql`WITH b AS (
      SELECT g, 'BENCH' || lpad(g::text, 8, '0') AS booking_no, 1 + g % 4 AS m, (ARRAY['SEA','RAIL','AIR','TRUCK'])[1 + g % 4] AS mode,
        l.codes[1 + g % 30] AS pol, l.codes[31 + (g / 30) % 30] AS pod, current_date + 30 - g % 400 AS etd, 5 + g % 40 AS transit,
        CASE WHEN g % 5 = 0 THEN 24 * (1 + g % 3) ELSE 0 END AS delay, u.customer_id, u.id AS user_id
      FROM generate_series(1, ${bookings}) AS g,
        (SELECT users.id, users.customer_id FROM users JOIN customers ON customers.id = users.customer_id WHERE customers.customer_cd = 'DEMO' AND users.account = 'demo') AS u,
        (SELECT array_agg(un_locode ORDER BY un_locode) AS codes FROM locations) AS l
    ), booked AS (
      INSERT INTO bookings (customer_id, created_by, booking_no, mode, status, shipper_reference, pol, pod, etd, eta)
      SELECT customer_id, user_id, booking_no, mode, CASE WHEN etd + transit < current_date THEN 'COMPLETED' ELSE 'CONFIRMED' END,
        'BENCH-' || g, pol, pod, etd, etd + transit
      FROM b
    )
    INSERT INTO shipment_events (booking_no, mode, event_type, classifier, event_time, time_zone, reported_at, location)
    SELECT b.booking_no, b.mode, (ARRAY[
        ['CONF','ARRI','ARRI','GTIN','LOAD','DEPA','ARRI','ARRI','DISC','GTOT'],
        ['CONF','RARR','RARR','GTIN','STUF','RDEP','RARR','RARR','STRP','GTOT'],
        ['BKD','ARR','ARR','RCS','MAN','DEP','ARR','ARR','RCF','DLV'],
        ['CONF','ARRI','ARRI','PICK','LOAD','DEPA','ARRI','ARRI','DISC','DROP']])[b.m][1 + k],
      CASE WHEN k = 1 THEN 'PLN' WHEN k IN (2, 6) OR t.at > now() THEN 'EST' ELSE 'ACT' END,
      t.at, 'UTC', t.reported, CASE WHEN k IN (0, 3, 4, 5) THEN b.pol ELSE b.pod END
    FROM b CROSS JOIN generate_series(0, ${EVENTS_PER_BOOKING - 1}) AS k
      CROSS JOIN LATERAL (SELECT (b.etd + time '08:00') AT TIME ZONE 'UTC' AS dep, b.transit * 24 AS arrive) AS d
      CROSS JOIN LATERAL (SELECT d.dep + make_interval(hours => (ARRAY[-72, d.arrive, d.arrive + b.delay / 2, -24, -8, 0, d.arrive + b.delay, d.arrive + b.delay, d.arrive + b.delay + 10, d.arrive + b.delay + 40])[1 + k]) AS at) AS h
      CROSS JOIN LATERAL (SELECT h.at, CASE k WHEN 1 THEN d.dep - interval '72 hours' WHEN 2 THEN d.dep WHEN 6 THEN d.dep + make_interval(hours => d.arrive / 2) ELSE least(h.at, now()) END AS reported) AS t
    WHERE (b.g - 1) * ${EVENTS_PER_BOOKING} + k < ${events}`.execute(db);
  await sql`ALTER TABLE shipment_events ENABLE TRIGGER shipment_events_hub`.execute(db);
  // The bookings were written before their events, then again with the milestones the events give them
  // (migration 0250's triggers): clear the first versions as autovacuum would on a server.
  await sql`VACUUM ANALYZE bookings`.execute(db);
  await sql`ANALYZE shipment_events`.execute(db);
}
