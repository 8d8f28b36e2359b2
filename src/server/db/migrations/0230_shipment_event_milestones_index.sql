-- A booking's tracking summary (trackingSummarySql.ts: arrival, plan, estimate, delay) asks per booking
-- for its events of one type and classifier at one place, once per computed field and row; on the
-- generated (booking_no, id) index each ask reads all of the booking's events. With this index it
-- reads only the matching ones (the on-time chart over 100,000 bookings: 5.7M buffers read → 1.2M).
CREATE INDEX ix_shipment_events_booking_milestone ON shipment_events (booking_no, event_type, classifier, location, event_time);
