-- After the generated customer_merchants table (0180_gen…).
-- A merchant written without the flags is active but not yet approved: only the forwarder approves.
ALTER TABLE customer_merchants ALTER COLUMN approved SET DEFAULT false;
ALTER TABLE customer_merchants ALTER COLUMN active SET DEFAULT true;
-- The company's merchants are read at every booking submission (domains/bookings/merchantCheck.ts).
CREATE INDEX ix_customer_merchants_tax_id ON customer_merchants (customer_id, tax_id) WHERE tax_id IS NOT NULL;
