-- The real-time hub (src/server/hub): every event worth pushing is a row of hub_events, written by a
-- trigger on the table it comes from, so a write from ANY process (another replica, a script, psql)
-- is pushed. A trigger on hub_events then NOTIFYs channel f9_hub with the event, or only its id when
-- the event is over NOTIFY's 8000-byte limit (the listener reads the row). Rows also let a client
-- that reconnects ask for what it missed since its last id. Scope columns say who may receive it:
-- audience ('all', 'customer', 'admin'), customer_id (null = every company of the audience) and
-- user_id (null = every user in scope), the same rule as home messages.
-- Function bodies keep `;` off the line ends (migrate.ts splits statements there).
CREATE TABLE hub_events (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'customer', 'admin')),
  customer_id integer,
  user_id integer,
  ref_id bigint,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hub_events_created_at_idx ON hub_events (created_at);

CREATE FUNCTION hub_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE message text
; BEGIN
  message := json_build_object('id', NEW.id, 'topic', NEW.topic, 'audience', NEW.audience, 'customerId', NEW.customer_id, 'userId', NEW.user_id, 'refId', NEW.ref_id, 'payload', NEW.payload, 'at', NEW.created_at)::text
  ; IF octet_length(message) > 7900 THEN message := json_build_object('id', NEW.id, 'byId', true)::text
  ; END IF
  ; PERFORM pg_notify('f9_hub', message)
  ; RETURN NEW
; END $$;
CREATE TRIGGER hub_events_notify AFTER INSERT ON hub_events FOR EACH ROW EXECUTE FUNCTION hub_events_notify();

-- A general publisher for any table whose rows carry their own scope: TG_ARGV[0] is the topic; the
-- row's customer_id, user_id and audience (when the table has them) scope the event; the row itself
-- (as JSON) is the payload. Tracking events and other domains attach it the same way.
CREATE FUNCTION hub_publish_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r jsonb := to_jsonb(NEW)
; BEGIN
  INSERT INTO hub_events (topic, audience, customer_id, user_id, ref_id, payload)
  VALUES (TG_ARGV[0], coalesce(r->>'audience', 'all'), (r->>'customer_id')::integer, (r->>'user_id')::integer, (r->>'id')::bigint, r)
  ; RETURN NEW
; END $$;

-- Home messages and system messages: published now or earlier (a scheduled one is not pushed early).
CREATE TRIGGER home_messages_hub AFTER INSERT ON home_messages FOR EACH ROW WHEN (NEW.published_at <= now()) EXECUTE FUNCTION hub_publish_row('homeMessage');

-- A booking's status change goes to its company's users (customer audience).
CREATE FUNCTION booking_history_hub() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hub_events (topic, audience, customer_id, ref_id, payload)
  SELECT 'bookingStatus', 'customer', b.customer_id, b.id, jsonb_build_object('bookingId', b.id, 'bookingNo', b.booking_no, 'mode', b.mode, 'from', NEW.from_status, 'to', NEW.to_status)
  FROM bookings b WHERE b.id = NEW.booking_id
  ; RETURN NEW
; END $$;
CREATE TRIGGER booking_history_hub AFTER INSERT ON booking_history FOR EACH ROW EXECUTE FUNCTION booking_history_hub();

-- A warehouse receipt (tally order) goes to its company's users: the row is theirs to read.
CREATE TRIGGER tally_orders_hub AFTER INSERT ON tally_orders FOR EACH ROW EXECUTE FUNCTION hub_publish_row('tallyOrder');

-- A session that ends (logout, password change, deactivation, expiry pruned) closes its hub
-- connections on every process at once.
CREATE FUNCTION sessions_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('f9_session_end', OLD.id::text)
  ; RETURN OLD
; END $$;
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_ended_notify();
