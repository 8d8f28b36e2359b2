-- FBA orders start as drafts (bookings/fbaOrderActions.ts moves them); their numbers are unique.
ALTER TABLE fba_orders ALTER COLUMN status SET DEFAULT 'DRAFT';
UPDATE fba_orders SET status = 'DRAFT' WHERE status IS NULL;
ALTER TABLE fba_orders ALTER COLUMN status SET NOT NULL;
CREATE UNIQUE INDEX ux_fba_orders_order_no ON fba_orders (order_no) WHERE order_no IS NOT NULL;
