-- Changes to what a user may see reach the user's open pages (issue 44): the hub tells them to read
-- their client data again. 'grants' goes to each signed-in user whose grants changed (their role's
-- menus or functions, or their role itself); 'requiredRules' to everyone when a required-field rule
-- changes (rules are not per company). One event per user (or one in all) per transaction: saving a
-- role's grants rewrites many role_menus rows, each bumping grants_version. created_at is now(), the
-- transaction's start, so it tells this transaction's events (hub_events_created_at_idx finds them).
-- Function bodies keep `;` off the line ends (migrate.ts splits statements there).
-- One 'grants' event for each signed-in, active user of the role, or the user, named.
CREATE FUNCTION hub_grants_changed(of_role integer, of_user integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO hub_events (topic, audience, customer_id, user_id, ref_id, payload)
  SELECT 'grants', u.user_type, u.customer_id, u.id, u.cus_role_id, jsonb_build_object('roleId', u.cus_role_id)
  FROM users u
  WHERE (u.cus_role_id = of_role OR u.id = of_user) AND u.is_active
    AND EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)
    AND NOT EXISTS (SELECT 1 FROM hub_events e WHERE e.created_at = now() AND e.topic = 'grants' AND e.user_id = u.id)
$$;

CREATE FUNCTION hub_grants_of_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hub_grants_changed(NEW.id, NULL)
  ; RETURN NULL
; END $$;
CREATE TRIGGER roles_grants_hub AFTER UPDATE ON roles FOR EACH ROW
  WHEN (OLD.grants_version IS DISTINCT FROM NEW.grants_version)
  EXECUTE FUNCTION hub_grants_of_role();

CREATE FUNCTION hub_grants_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hub_grants_changed(NULL, NEW.id)
  ; RETURN NULL
; END $$;
CREATE TRIGGER users_grants_hub AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.cus_role_id IS DISTINCT FROM NEW.cus_role_id)
  EXECUTE FUNCTION hub_grants_of_user();

CREATE FUNCTION hub_required_rules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hub_events (topic, audience)
  SELECT 'requiredRules', 'all'
  WHERE NOT EXISTS (SELECT 1 FROM hub_events e WHERE e.created_at = now() AND e.topic = 'requiredRules')
  ; RETURN NULL
; END $$;
CREATE TRIGGER required_configs_hub AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON required_configs FOR EACH STATEMENT EXECUTE FUNCTION hub_required_rules();
