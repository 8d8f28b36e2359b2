-- What getcusclientdata answers as `user` (routes/wireUser.ts: the user, its company, role name and
-- organisations) is held per user while the process listens; any change to those tables says so on
-- f9_user_data and every held user is read again (such changes are rare next to the calls that read it).
CREATE FUNCTION f9_user_data_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('f9_user_data', TG_TABLE_NAME)
  ; RETURN NULL
; END $$;
CREATE TRIGGER users_user_data_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION f9_user_data_notify();
CREATE TRIGGER customers_user_data_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION f9_user_data_notify();
CREATE TRIGGER roles_user_data_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION f9_user_data_notify();
CREATE TRIGGER orgs_user_data_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orgs FOR EACH STATEMENT EXECUTE FUNCTION f9_user_data_notify();
