-- Each process holds signed-in principals and the client-data version in memory (auth/principalCache.ts,
-- routes/clientDataCache.ts) and forgets them on these notifications, sent by triggers so no writer can
-- forget them. Ended sessions already notify on f9_session_end (0160).
-- f9_principal: 'user:<id>' when what a session resolves to changes (active, role, type, company,
-- account, password; or the user is deleted), 'role:<id>' when a role's grants or the role change.
CREATE FUNCTION f9_user_principal_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('f9_principal', 'user:' || OLD.id::text)
  ; RETURN NULL
; END $$;
CREATE TRIGGER users_principal_notify AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.cus_role_id IS DISTINCT FROM NEW.cus_role_id
    OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
    OR OLD.account IS DISTINCT FROM NEW.account OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION f9_user_principal_notify();
CREATE TRIGGER users_deleted_principal_notify AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION f9_user_principal_notify();

CREATE FUNCTION f9_role_principal_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('f9_principal', 'role:' || OLD.id::text)
  ; RETURN NULL
; END $$;
CREATE TRIGGER roles_principal_notify AFTER UPDATE ON roles FOR EACH ROW
  WHEN (OLD.grants_version IS DISTINCT FROM NEW.grants_version OR OLD.audience IS DISTINCT FROM NEW.audience OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION f9_role_principal_notify();
CREATE TRIGGER roles_deleted_principal_notify AFTER DELETE ON roles FOR EACH ROW EXECUTE FUNCTION f9_role_principal_notify();

-- f9_client_data: the new client_data_version, on every bump.
CREATE OR REPLACE FUNCTION f9_bump_client_data() RETURNS trigger AS $$
DECLARE bumped bigint
; BEGIN
  UPDATE client_data_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped
  ; PERFORM pg_notify('f9_client_data', bumped::text)
  ; RETURN NULL
; END $$ LANGUAGE plpgsql;
