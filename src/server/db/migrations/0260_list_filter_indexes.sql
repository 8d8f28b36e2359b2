-- Indexes for what the heaviest lists' screens filter on (issue 45), so a filtered page reads the rows it
-- shows, not every row of the company (100,000 bookings: a booking number typed in the order list's
-- filter read all of them, 350-600 ms on PostgreSQL).
-- A free-text filter is `contains` (ILIKE '%text%', resources/sqlParts.ts), which no B-tree can answer:
-- trigram indexes (pg_trgm, part of PostgreSQL's contrib and loaded by the embedded database) can, for any
-- text of three characters or more, on the text fields the screens offer: the order and tracking lists'
-- booking number, own reference and carrier reference; the bill list's bill and B/L numbers; the FBA
-- lists' shipment id and fulfilment centre.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX ix_bookings_booking_no_trgm ON bookings USING gin (booking_no gin_trgm_ops);
CREATE INDEX ix_bookings_shipper_reference_trgm ON bookings USING gin (shipper_reference gin_trgm_ops);
CREATE INDEX ix_bookings_carrier_booking_reference_trgm ON bookings USING gin (carrier_booking_reference gin_trgm_ops);
CREATE INDEX ix_bills_bill_no_trgm ON bills USING gin (bill_no gin_trgm_ops);
CREATE INDEX ix_bills_bl_no_trgm ON bills USING gin (bl_no gin_trgm_ops);
CREATE INDEX ix_fba_orders_fba_shipment_id_trgm ON fba_orders USING gin (fba_shipment_id gin_trgm_ops);
CREATE INDEX ix_fba_orders_fulfilment_centre_trgm ON fba_orders USING gin (fulfilment_centre gin_trgm_ops);
-- The order list's "delayed" filter is a computed field (trackingSummarySql.ts: the latest estimate later
-- than the plan): its bookings newest first within the company, as the list reads them. The newest
-- bookings have not sailed and are never late, so reading the list's order and skipping the others read
-- 10,000 bookings for a page of 20.
CREATE INDEX ix_bookings_delayed ON bookings (customer_id, id) WHERE COALESCE(tracking_expected_eta > tracking_planned_eta, false);
-- The tracking lists (seaTracking, airTracking, ...): one mode, by departure, newest first, often of one
-- status; the status beside them so the index alone says which rows pass (completed bookings are the
-- older ones: read by departure, a status filter skipped thousands of newer rows in the table).
CREATE INDEX ix_bookings_mode_etd ON bookings (customer_id, mode, etd, id) INCLUDE (status);
-- A booking's last actual event (trackingSummarySql.ts: lastEvent, lastEventAt, lastEventPlace: one
-- subquery each, per row of the tracking lists) read in its order from the index, one entry, where the
-- booking's events were read and sorted three times a row; its container numbers read from the index alone.
CREATE INDEX ix_shipment_events_last_actual ON shipment_events (booking_no, classifier, event_time DESC, id DESC);
CREATE INDEX ix_shipment_events_containers ON shipment_events (booking_no, container_no) WHERE container_no IS NOT NULL;
