-- One version of what every client data answer shares (menus, role grants, required-field rules,
-- system options), bumped by a statement trigger on any change to those tables, so no writer can
-- forget it. The server keeps the assembled parts per version and reads only this row per call:
-- an administrator's change is seen at the next call, on every replica.
CREATE TABLE client_data_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
INSERT INTO client_data_version (id, version) VALUES (1, 1);
CREATE OR REPLACE FUNCTION f9_bump_client_data() RETURNS trigger AS $$ BEGIN UPDATE client_data_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$ LANGUAGE plpgsql;
CREATE TRIGGER menus_bump_client_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION f9_bump_client_data();
CREATE TRIGGER role_menus_bump_client_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus FOR EACH STATEMENT EXECUTE FUNCTION f9_bump_client_data();
CREATE TRIGGER required_configs_bump_client_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON required_configs FOR EACH STATEMENT EXECUTE FUNCTION f9_bump_client_data();
CREATE TRIGGER sys_options_bump_client_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_options FOR EACH STATEMENT EXECUTE FUNCTION f9_bump_client_data();
