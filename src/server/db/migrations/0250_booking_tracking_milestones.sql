-- A booking's tracking milestones (arrival, plan, latest estimate), kept on the booking by triggers
-- instead of derived from its events on every read: the on-time chart, the dashboard's delayed and
-- arriving counts and every filter on them asked three subqueries per booking of the company (1.7 s
-- over 100,000 bookings); a stored, indexed column answers in a fraction of that.
-- The rule, the same as etaOf/milestonesOf (shared/tracking/trackEvents.ts, tests/api/tracking):
--   arrivals are the destination's arrival events; while there is none at the destination, every one;
--   arrived = the latest actual arrival; planned, estimated = the one of its classifier reported last.
-- trackingSummarySql.ts derives the tracked ETA, the delay and the delay in hours from these columns.
-- Arrivals (sea, air, rail), the event types the milestones are read from.
CREATE FUNCTION f9_arrival_event(event_type text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT event_type IN ('ARRI', 'ARR', 'RARR') $$;
ALTER TABLE bookings ADD COLUMN tracking_arrived_at timestamptz, ADD COLUMN tracking_planned_eta timestamptz, ADD COLUMN tracking_expected_eta timestamptz;
CREATE FUNCTION f9_tracking_milestones(p_booking_no text, p_pod text, OUT arrived timestamptz, OUT planned timestamptz, OUT expected timestamptz) LANGUAGE sql STABLE AS $$
  WITH arrivals AS (
    SELECT a.classifier, a.event_time, COALESCE(a.reported_at, a.created_at) AS reported, a.id FROM shipment_events a
    WHERE a.booking_no = p_booking_no AND f9_arrival_event(a.event_type)
      AND (a.location = p_pod OR NOT EXISTS (SELECT 1 FROM shipment_events d WHERE d.booking_no = p_booking_no AND f9_arrival_event(d.event_type) AND d.location = p_pod))
  ), arrival AS (SELECT max(event_time) AS at FROM arrivals WHERE classifier = 'ACT')
  SELECT arrival.at,
    (SELECT event_time FROM arrivals WHERE classifier = 'PLN' ORDER BY reported DESC, id DESC LIMIT 1),
    COALESCE(arrival.at, (SELECT event_time FROM arrivals WHERE classifier = 'EST' ORDER BY reported DESC, id DESC LIMIT 1))
  FROM arrival
$$;
-- A booking written or moved to another destination takes its milestones from the events there are.
CREATE FUNCTION f9_booking_tracking_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.arrived, m.planned, m.expected INTO NEW.tracking_arrived_at, NEW.tracking_planned_eta, NEW.tracking_expected_eta
  FROM f9_tracking_milestones(NEW.booking_no, NEW.pod) AS m
  ; RETURN NEW
; END $$;
CREATE TRIGGER bookings_tracking_milestones BEFORE INSERT OR UPDATE OF booking_no, pod ON bookings FOR EACH ROW EXECUTE FUNCTION f9_booking_tracking_milestones();
-- Arrival events written, changed or removed: the bookings they name, once per statement (an import or
-- a bulk load refreshes each booking once, not once per event). Other events (gate-in, loading, ...)
-- change no milestone, and a booking whose milestones come out the same is not written again: each
-- write of a booking leaves a dead row version behind, and embedded PGlite runs no autovacuum.
CREATE FUNCTION f9_refresh_tracking_milestones(numbers text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE bookings b SET tracking_arrived_at = m.arrived, tracking_planned_eta = m.planned, tracking_expected_eta = m.expected
  FROM bookings k CROSS JOIN LATERAL f9_tracking_milestones(k.booking_no, k.pod) AS m
  WHERE k.booking_no = ANY (numbers) AND b.id = k.id
    AND (b.tracking_arrived_at, b.tracking_planned_eta, b.tracking_expected_eta) IS DISTINCT FROM (m.arrived, m.planned, m.expected)
$$;
-- One function for the three triggers: each names its rows changed_events (the new rows of an insert,
-- the old of a delete or an update, whose new rows are changed_events_after).
CREATE FUNCTION f9_events_changed_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM f9_refresh_tracking_milestones(ARRAY(SELECT booking_no FROM changed_events WHERE f9_arrival_event(event_type) UNION SELECT booking_no FROM changed_events_after WHERE f9_arrival_event(event_type)))
  ; ELSE
    PERFORM f9_refresh_tracking_milestones(ARRAY(SELECT DISTINCT booking_no FROM changed_events WHERE f9_arrival_event(event_type)))
  ; END IF
  ; RETURN NULL
; END $$;
CREATE FUNCTION f9_events_truncated_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET tracking_arrived_at = NULL, tracking_planned_eta = NULL, tracking_expected_eta = NULL
  WHERE tracking_arrived_at IS NOT NULL OR tracking_planned_eta IS NOT NULL OR tracking_expected_eta IS NOT NULL
  ; RETURN NULL
; END $$;
CREATE TRIGGER shipment_events_inserted_milestones AFTER INSERT ON shipment_events REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION f9_events_changed_milestones();
CREATE TRIGGER shipment_events_updated_milestones AFTER UPDATE ON shipment_events REFERENCING OLD TABLE AS changed_events NEW TABLE AS changed_events_after FOR EACH STATEMENT EXECUTE FUNCTION f9_events_changed_milestones();
CREATE TRIGGER shipment_events_deleted_milestones AFTER DELETE ON shipment_events REFERENCING OLD TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION f9_events_changed_milestones();
CREATE TRIGGER shipment_events_truncated_milestones AFTER TRUNCATE ON shipment_events FOR EACH STATEMENT EXECUTE FUNCTION f9_events_truncated_milestones();
-- The bookings there are, from their events; then the indexes the on-time chart and the counts read.
SELECT f9_refresh_tracking_milestones(ARRAY(SELECT DISTINCT booking_no FROM shipment_events WHERE f9_arrival_event(event_type)));
CREATE INDEX bookings_tracking_arrived_idx ON bookings (customer_id, tracking_arrived_at);
CREATE INDEX bookings_tracking_expected_idx ON bookings (customer_id, (COALESCE(tracking_expected_eta, tracking_planned_eta)));
