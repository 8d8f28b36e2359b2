-- After the generated overseas-delivery tables (0120_gen…).
-- Appointments start as drafts; a slot starts with no place taken.
ALTER TABLE delivery_appointments ALTER COLUMN status SET DEFAULT 'DRAFT';
UPDATE delivery_appointments SET status = 'DRAFT' WHERE status IS NULL;
ALTER TABLE delivery_appointments ALTER COLUMN status SET NOT NULL;
ALTER TABLE delivery_slots ALTER COLUMN booked SET DEFAULT 0;
UPDATE delivery_slots SET booked = 0 WHERE booked IS NULL;
ALTER TABLE delivery_slots ALTER COLUMN booked SET NOT NULL;
-- The database itself never lets a slot hold more than its capacity, whatever code runs.
ALTER TABLE delivery_slots ADD CONSTRAINT ck_delivery_slots_capacity CHECK (booked >= 0 AND booked <= capacity);
-- A booking request's key books once per company: a double submission finds the first appointment.
CREATE UNIQUE INDEX ux_delivery_appointments_idempotency ON delivery_appointments (customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX ux_delivery_slots_slot_no ON delivery_slots (slot_no);
