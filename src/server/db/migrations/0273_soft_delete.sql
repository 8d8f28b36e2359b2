-- Soft delete (issue 44): master data and roles go to a bin for 30 days (src/server/resources/softDelete.ts).
-- deleted_at set: binned (every read leaves the row out); deleted_by: the user who deleted it.
ALTER TABLE addresses ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;
ALTER TABLE importers ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;
ALTER TABLE insured_parties ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;
ALTER TABLE pick_addresses ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;
ALTER TABLE shippers ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;
ALTER TABLE products ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;
ALTER TABLE roles ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by integer;

-- A binned role's code is free again: re-creating it after a delete must not collide with the bin.
ALTER TABLE roles DROP CONSTRAINT roles_role_cd_key;
CREATE UNIQUE INDEX ux_roles_role_cd_live ON roles (role_cd) WHERE deleted_at IS NULL;

-- The purge's and the bin's reads: only binned rows, by when.
CREATE INDEX ix_addresses_binned ON addresses (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX ix_importers_binned ON importers (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX ix_insured_parties_binned ON insured_parties (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX ix_pick_addresses_binned ON pick_addresses (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX ix_shippers_binned ON shippers (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX ix_products_binned ON products (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX ix_roles_binned ON roles (deleted_at) WHERE deleted_at IS NOT NULL;
