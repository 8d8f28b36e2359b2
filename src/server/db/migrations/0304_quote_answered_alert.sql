-- The forwarder answered a quote request (issue 48, Quote Requests): news for the company that asked. Its
-- subscribed users and webhooks get "quoteAnswered" through the outbox (migration 0283) in the answer's
-- own transaction, when a request first gets its answer. A user without settings gets it by e-mail too.
CREATE FUNCTION saved_quotes_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM f9_enqueue_notification('quote:' || NEW.id, 'quoteAnswered', NEW.customer_id, NULL,
    jsonb_build_object('kind', 'quoteAnswered', 'subject', 'quote', 'subjectId', NEW.id, 'quoteNo', NEW.quote_no, 'mode', NEW.mode,
      'origin', NEW.origin, 'destination', NEW.destination, 'total', NEW.total::text, 'currency', NEW.currency, 'validTo', NEW.valid_to::text), NULL)
  ; RETURN NEW
; END $$;
CREATE TRIGGER saved_quotes_outbox AFTER UPDATE OF answered_at ON saved_quotes FOR EACH ROW
  WHEN (OLD.answered_at IS NULL AND NEW.answered_at IS NOT NULL) EXECUTE FUNCTION saved_quotes_outbox();
-- As in 0301, with quoteAnswered among the e-mail defaults (policy.ts DEFAULT_EMAIL_KINDS says the same).
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
    AND p_kind = ANY (CASE c.channel WHEN 'email' THEN coalesce(s.email_events, ARRAY['bookingConfirmed', 'bookingRejected', 'departed', 'arrived', 'documentReady', 'quoteAnswered']) ELSE coalesce(s.app_events, ARRAY[]::text[]) END)
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
