-- A booking's status change names who made it (`byUserId`: booking_history.user_id, when a user did).
-- That user's portal shows no toast for it, having said so itself ("The booking was submitted."); the
-- company's other users still get one.
CREATE OR REPLACE FUNCTION booking_history_hub() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hub_events (topic, audience, customer_id, ref_id, payload)
  SELECT 'bookingStatus', 'customer', b.customer_id, b.id, jsonb_build_object('bookingId', b.id, 'bookingNo', b.booking_no, 'mode', b.mode, 'from', NEW.from_status, 'to', NEW.to_status)
    || CASE WHEN NEW.user_id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('byUserId', NEW.user_id) END
  FROM bookings b WHERE b.id = NEW.booking_id
  ; RETURN NEW
; END $$;

-- Who made a change stays between the hub and the portal: the e-mails and webhooks made from an event
-- (the outbox, whatever enqueues it) never carry it.
CREATE FUNCTION notification_outbox_without_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.payload := NEW.payload - 'byUserId'
  ; RETURN NEW
; END $$;
CREATE TRIGGER notification_outbox_without_author BEFORE INSERT ON notification_outbox FOR EACH ROW EXECUTE FUNCTION notification_outbox_without_author();
