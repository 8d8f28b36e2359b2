-- Every writer is audited now, not only administrators (issue 44): each row names the company the
-- change belongs to (a customer user's own, or the company of the record an administrator changed),
-- so a company administrator reads the own company's trail; a failed login names no known user.
ALTER TABLE audit_log ADD COLUMN customer_id integer;
ALTER TABLE audit_log ALTER COLUMN user_id DROP NOT NULL;
CREATE INDEX audit_log_customer_idx ON audit_log (customer_id, at);
