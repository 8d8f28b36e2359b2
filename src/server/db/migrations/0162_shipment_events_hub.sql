-- A new tracking event goes to the company whose booking it belongs to (events are owned through their
-- booking's number, so hub_publish_row's own-scope rule does not fit). Only what the event list shows
-- travels: never the booking's parties or cargo.
CREATE FUNCTION shipment_events_hub() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hub_events (topic, audience, customer_id, ref_id, payload)
  SELECT 'trackingEvent', 'customer', b.customer_id, NEW.id, jsonb_build_object('bookingNo', NEW.booking_no, 'bookingId', b.id, 'mode', NEW.mode, 'eventType', NEW.event_type, 'classifier', NEW.classifier, 'eventTime', NEW.event_time, 'place', coalesce(NEW.place_name, NEW.location, ''), 'containerNo', NEW.container_no)
  FROM bookings b WHERE b.booking_no = NEW.booking_no
  ; RETURN NEW
; END $$;
CREATE TRIGGER shipment_events_hub AFTER INSERT ON shipment_events FOR EACH ROW EXECUTE FUNCTION shipment_events_hub();
