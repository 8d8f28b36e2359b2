// A booking's tracking summary as SQL over its shipment events: the computed fields the tracking lists
// and the report show. The same rules as etaOf/milestonesOf (shared/tracking/trackEvents.ts), which
// the timeline applies to one shipment; tests/api/tracking/shipmentEvents.test.ts checks they agree.
import { type RawBuilder, sql } from 'kysely';

const booking = sql.ref('bookings.booking_no');

// The milestones are the booking's own columns, kept from its events by the triggers of migration
// 0250 (where the rule is written): a filter, a chart's group or a count reads a column, not three
// subqueries per booking.
const arrived = sql.ref('bookings.tracking_arrived_at');
const planned = sql.ref('bookings.tracking_planned_eta');
/** The actual arrival, else the latest estimate. */
const expected = sql.ref('bookings.tracking_expected_eta');

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
