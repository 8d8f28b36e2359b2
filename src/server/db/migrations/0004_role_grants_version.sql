-- Every change to a role's menus or functions bumps the role's grants_version (a trigger, so no
-- writer can forget it). Each call reads the version with the session, in the same statement, and
-- reuses the grants it already holds for that version: grants still take effect at once, on every
-- replica, without reading every menu and function of the role on every call.
ALTER TABLE roles ADD COLUMN grants_version bigint NOT NULL DEFAULT 1;
CREATE OR REPLACE FUNCTION f9_bump_role_grants() RETURNS trigger AS $$ BEGIN UPDATE roles SET grants_version = grants_version + 1 WHERE id = COALESCE(NEW.role_id, OLD.role_id); RETURN NULL; END $$ LANGUAGE plpgsql;
CREATE TRIGGER role_menus_bump_grants AFTER INSERT OR UPDATE OR DELETE ON role_menus FOR EACH ROW EXECUTE FUNCTION f9_bump_role_grants();
CREATE TRIGGER role_funcs_bump_grants AFTER INSERT OR UPDATE OR DELETE ON role_funcs FOR EACH ROW EXECUTE FUNCTION f9_bump_role_grants();
