-- A booking's status change names who made it (`byUserId`: booking_history.user_id, when a user did).
-- That user's portal shows no toast for it, having said so itself ("The booking was submitted."); the
-- company's other users still get one. Who made a change stays between the hub and the portal: the
-- e-mails and webhooks made from the event (migration 0283, restated below but for that) do not carry it.
CREATE OR REPLACE FUNCTION booking_history_hub() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hub_events (topic, audience, customer_id, ref_id, payload)
  SELECT 'bookingStatus', 'customer', b.customer_id, b.id, jsonb_build_object('bookingId', b.id, 'bookingNo', b.booking_no, 'mode', b.mode, 'from', NEW.from_status, 'to', NEW.to_status)
    || CASE WHEN NEW.user_id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('byUserId', NEW.user_id) END
  FROM bookings b WHERE b.id = NEW.booking_id
  ; RETURN NEW
; END $$;

CREATE OR REPLACE FUNCTION hub_events_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE kind text
; e record
; planned timestamptz
; BEGIN
  IF NEW.customer_id IS NULL THEN RETURN NEW
  ; END IF
  ; IF NEW.topic = 'bookingStatus' THEN
    kind := CASE NEW.payload->>'to' WHEN 'CONFIRMED' THEN 'bookingConfirmed' WHEN 'REJECTED' THEN 'bookingRejected' END
    ; IF kind IS NOT NULL THEN
      PERFORM f9_enqueue_notification('hub:' || NEW.id, kind, NEW.customer_id, (NEW.payload->>'bookingId')::integer, (NEW.payload - 'byUserId') || jsonb_build_object('kind', kind), NULL)
    ; END IF
    ; RETURN NEW
  ; END IF
  -- Decided from the event's own payload first: a bulk load of history or of expected events reads nothing more.
  ; IF NEW.payload->>'classifier' IS DISTINCT FROM 'ACT' OR NEW.payload->>'eventType' NOT IN ('DEPA', 'DEP', 'RDEP', 'ARRI', 'ARR', 'RARR') OR (NEW.payload->>'eventTime')::timestamptz <= now() - interval '7 days' THEN RETURN NEW
  ; END IF
  ; SELECT s.id, s.booking_no, s.event_type, s.event_time, s.location, b.pod INTO e
  FROM shipment_events s JOIN bookings b ON b.booking_no = s.booking_no
  WHERE s.id = NEW.ref_id AND s.classifier = 'ACT' AND s.event_time > now() - interval '7 days'
  ; IF NOT FOUND THEN RETURN NEW
  ; END IF
  ; IF e.event_type IN ('DEPA', 'DEP', 'RDEP') AND NOT EXISTS (SELECT 1 FROM shipment_events d WHERE d.booking_no = e.booking_no AND d.classifier = 'ACT' AND d.event_type IN ('DEPA', 'DEP', 'RDEP') AND d.id <> e.id) THEN
    kind := 'departed'
  ; ELSIF f9_arrival_event(e.event_type) AND (e.location IS NULL OR e.pod IS NULL OR e.location = e.pod) THEN
    kind := 'arrived'
  ; ELSE RETURN NEW
  ; END IF
  ; SELECT p.event_time INTO planned FROM shipment_events p
  WHERE p.booking_no = e.booking_no AND p.classifier = 'PLN' AND p.event_type = e.event_type AND (e.location IS NULL OR p.location IS NULL OR p.location = e.location)
  ORDER BY COALESCE(p.reported_at, p.created_at) DESC, p.id DESC LIMIT 1
  ; PERFORM f9_enqueue_notification('hub:' || NEW.id, kind, NEW.customer_id, (NEW.payload->>'bookingId')::integer, (NEW.payload - 'byUserId') || jsonb_build_object('kind', kind, 'planned', planned), NULL)
  ; RETURN NEW
; END $$;
