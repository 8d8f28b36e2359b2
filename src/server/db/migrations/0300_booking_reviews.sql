-- The forwarder's review queue (entity bookingReview, served read only by the engine to administrators):
-- every company's bookings past the draft, with the company's code and name. The review actions move
-- the booking itself (domains/bookings/reviewActions.ts), so the view needs no trigger.
CREATE VIEW booking_reviews AS
  SELECT b.id, b.version, b.created_at, b.updated_at, c.customer_cd, c.name AS customer_name,
         b.booking_no, b.shipper_reference, b.mode, b.status, b.pol, b.pod, b.carrier, b.etd, b.submitted_at,
         b.carrier_booking_reference, b.transport_name, b.reject_reason
    FROM bookings b
    JOIN customers c ON c.id = b.customer_id
   WHERE b.status <> 'DRAFT';
