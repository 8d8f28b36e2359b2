// A booking's tracking summary as SQL over its shipment events: the computed fields the tracking lists
// and the report show. The same rules as etaOf/milestonesOf (shared/tracking/trackEvents.ts), which
// the timeline applies to one shipment; tests/api/tracking.test.ts checks they agree.
import { type RawBuilder, sql } from 'kysely';

const booking = sql.ref('bookings.booking_no');
const pod = sql.ref('bookings.pod');
const ARRIVALS = sql`('ARRI', 'ARR', 'RARR')`;

/** The destination's arrival events; without one at the destination, every arrival. */
const arrivals = (classifier: string) => sql`FROM shipment_events a WHERE a.booking_no = ${booking} AND a.event_type IN ${ARRIVALS} AND a.classifier = ${classifier}
  AND (a.location = ${pod} OR NOT EXISTS (SELECT 1 FROM shipment_events d WHERE d.booking_no = ${booking} AND d.event_type IN ${ARRIVALS} AND d.location = ${pod}))`;

/** Of successive estimates or plans, the one reported last. */
const latestReported = (classifier: string) => sql`(SELECT a.event_time ${arrivals(classifier)} ORDER BY COALESCE(a.reported_at, a.created_at) DESC, a.id DESC LIMIT 1)`;
const arrived = sql`(SELECT max(a.event_time) ${arrivals('ACT')})`;
const planned = latestReported('PLN');
const expected = sql`COALESCE(${arrived}, ${latestReported('EST')})`;

const lastActual = (column: RawBuilder<unknown>) =>
  sql`(SELECT ${column} FROM shipment_events l WHERE l.booking_no = ${booking} AND l.classifier = 'ACT' ORDER BY l.event_time DESC, l.id DESC LIMIT 1)`;

export const TRACKING_COMPUTED: Record<string, RawBuilder<unknown>> = {
  lastEvent: lastActual(sql`l.event_type`),
  lastEventAt: lastActual(sql`l.event_time`),
  lastEventPlace: lastActual(sql`COALESCE(l.location, l.place_name)`),
  trackedEta: sql`COALESCE(${expected}, ${planned})`,
  plannedEta: planned,
  arrivedAt: arrived,
  delayed: sql`COALESCE(${expected} > ${planned}, false)`,
  delayHours: sql`round(extract(epoch FROM (${expected} - ${planned})) / 3600)::integer`,
  containerNos: sql`(SELECT string_agg(DISTINCT c.container_no, ', ') FROM shipment_events c WHERE c.booking_no = ${booking} AND c.container_no IS NOT NULL)`,
};
