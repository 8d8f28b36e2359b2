-- The audit log of every administrative change (issue 16): who, when, which resource and record,
-- what was done, the record before and after (secrets redacted by the writer, audit/auditLog.ts).
-- Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so no call (nor a mistaken one) can
-- rewrite history. No foreign key to users: deleting an account keeps its trail (account is copied).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer NOT NULL,
  account text NOT NULL,
  resource text NOT NULL,
  operation text NOT NULL,
  record_id text,
  before text,
  after text
);
CREATE INDEX audit_log_at_idx ON audit_log (at, id);
CREATE INDEX audit_log_account_idx ON audit_log (account, at);
CREATE INDEX audit_log_resource_idx ON audit_log (resource, at);
CREATE OR REPLACE FUNCTION f9_audit_log_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$ LANGUAGE plpgsql;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION f9_audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION f9_audit_log_append_only();
