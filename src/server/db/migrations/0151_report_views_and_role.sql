-- SQL reports (domains/reports) read only these report_* views, under the role f9_report, in a READ
-- ONLY transaction. The views name the columns a report may see: never sessions, password hashes,
-- tokens or login attempts. A view runs with its owner's rights, so f9_report needs no table grant.
CREATE VIEW report_customers AS SELECT id, customer_cd, name, is_active FROM customers;
CREATE VIEW report_bookings AS
  SELECT b.id, b.booking_no, c.customer_cd, c.name AS customer_name, b.mode, b.status, b.pol, b.pod, b.carrier, b.incoterm,
         b.etd, b.eta, b.declared_value, b.currency, b.chargeable_kg, b.load_type, b.submitted_at, b.created_at
  FROM bookings b JOIN customers c ON c.id = b.customer_id;
CREATE VIEW report_departures AS
  SELECT departure_no, mode, carrier, service, vessel, voyage, train_no, pol, pod, etd, eta, transit_days, status FROM departures;
CREATE VIEW report_locations AS SELECT un_locode, name, name_local, country, kind FROM locations;
CREATE VIEW report_carriers AS SELECT code, name, name_local, mode FROM carriers;
-- The role is the cluster's (PostgreSQL roles are not per database): made once, granted to the app's user.
DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'f9_report') THEN CREATE ROLE f9_report NOLOGIN; END IF; END $$;
DO $$ BEGIN IF NOT pg_has_role(current_user, 'f9_report', 'MEMBER') THEN EXECUTE format('GRANT f9_report TO %I', current_user); END IF; END $$;
GRANT USAGE ON SCHEMA public TO f9_report;
GRANT SELECT ON report_customers, report_bookings, report_departures, report_locations, report_carriers TO f9_report;
-- set_config('role', 'none') would give a report the session user's rights back mid-query, and the
-- sleeps would hold the single PGlite backend: nobody but the app's own user may call them.
DO $$ BEGIN REVOKE EXECUTE ON FUNCTION set_config(text, text, boolean), pg_sleep(double precision), pg_sleep_for(interval), pg_sleep_until(timestamptz) FROM PUBLIC; EXECUTE format('GRANT EXECUTE ON FUNCTION set_config(text, text, boolean) TO %I', current_user); EXCEPTION WHEN insufficient_privilege THEN RAISE WARNING 'f9 reports: not allowed to revoke set_config and pg_sleep from PUBLIC; run this migration as a superuser'; END $$;
