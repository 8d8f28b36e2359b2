-- Documents the forwarder issues to a customer's booking (issue 47's "document ready"): the bill of lading or
-- waybill, the rail consignment note, the arrival notice, the customs release, the delivery order, uploaded by
-- the forwarder's staff on the Booking Review screen. They sit beside the customer's own uploads (one list on
-- the shipment page), marked issued_by_forwarder: a customer reads and downloads them, never deletes them.
-- Each one is news: the booking's company's subscribed users and webhooks get "documentReady" through the
-- outbox (migration 0283), in the upload's own transaction. A user without settings now gets it by e-mail too.
ALTER TABLE shipment_documents DROP CONSTRAINT shipment_documents_kind_check;
ALTER TABLE shipment_documents ADD CONSTRAINT shipment_documents_kind_check CHECK (kind IN ('COMMERCIAL_INVOICE', 'PACKING_LIST', 'CERTIFICATE', 'OTHER', 'BILL_OF_LADING', 'SEA_WAYBILL', 'AIR_WAYBILL', 'RAIL_CONSIGNMENT_NOTE', 'ARRIVAL_NOTICE', 'CUSTOMS_RELEASE', 'DELIVERY_ORDER'));
ALTER TABLE shipment_documents ADD COLUMN issued_by_forwarder boolean NOT NULL DEFAULT false;

CREATE FUNCTION shipment_documents_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b record
; BEGIN
  SELECT booking_no, mode INTO b FROM bookings WHERE id = NEW.booking_id
  ; PERFORM f9_enqueue_notification('document:' || NEW.id, 'documentReady', NEW.customer_id, NEW.booking_id,
    jsonb_build_object('kind', 'documentReady', 'bookingId', NEW.booking_id, 'bookingNo', b.booking_no, 'mode', b.mode, 'documentId', NEW.id, 'documentKind', NEW.kind, 'fileName', NEW.file_name), NULL)
  ; RETURN NEW
; END $$;
CREATE TRIGGER shipment_documents_outbox AFTER INSERT ON shipment_documents FOR EACH ROW WHEN (NEW.issued_by_forwarder) EXECUTE FUNCTION shipment_documents_outbox();

-- As in 0283, with documentReady among the e-mail defaults (policy.ts DEFAULT_EMAIL_KINDS says the same).
CREATE OR REPLACE FUNCTION f9_enqueue_notification(p_key text, p_kind text, p_customer integer, p_booking integer, p_payload jsonb, p_moved_hours numeric) RETURNS void LANGUAGE plpgsql AS $$
DECLARE made integer := 0
; more integer := 0
; BEGIN
  INSERT INTO notification_outbox (event_key, kind, channel, customer_id, user_id, booking_id, payload)
  SELECT p_key, p_kind, c.channel, p_customer, u.id, p_booking, p_payload
  FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
  CROSS JOIN (VALUES ('email'), ('app')) AS c (channel)
  WHERE u.customer_id = p_customer AND u.is_active AND u.user_type = 'customer'
    AND (c.channel <> 'email' OR u.email <> '')
    AND p_kind = ANY (CASE c.channel WHEN 'email' THEN coalesce(s.email_events, ARRAY['bookingConfirmed', 'bookingRejected', 'departed', 'arrived', 'documentReady']) ELSE coalesce(s.app_events, ARRAY[]::text[]) END)
    AND (p_moved_hours IS NULL OR p_moved_hours > coalesce(s.eta_hours, 24))
  ON CONFLICT DO NOTHING
  ; GET DIAGNOSTICS made = ROW_COUNT
  ; INSERT INTO notification_outbox (event_key, kind, channel, customer_id, webhook_id, booking_id, payload)
  SELECT p_key, p_kind, 'webhook', p_customer, w.id, p_booking, p_payload FROM webhooks w
  WHERE w.customer_id = p_customer AND w.paused_at IS NULL AND p_kind = ANY (w.events)
    AND (p_moved_hours IS NULL OR p_moved_hours > w.eta_hours)
  ON CONFLICT DO NOTHING
  ; GET DIAGNOSTICS more = ROW_COUNT
  ; IF made + more > 0 THEN PERFORM pg_notify('f9_outbox', p_key)
  ; END IF
; END $$;
