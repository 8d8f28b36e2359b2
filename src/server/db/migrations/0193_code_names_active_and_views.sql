-- Codes written before the active flag existed are active. The report views of locations and carriers
-- name each in every language, and `name` in the language of the administrator running the report
-- (reportRunner.ts sets f9.language for the report's transaction; tr falls back to zh, then to en).
UPDATE locations SET active = true WHERE active IS NULL;
UPDATE carriers SET active = true WHERE active IS NULL;
UPDATE equipment_types SET active = true WHERE active IS NULL;
UPDATE code_entries SET active = true WHERE active IS NULL;
UPDATE announcement_types SET active = true WHERE active IS NULL;
CREATE OR REPLACE FUNCTION f9_code_name(en text, zh text, tr text, es text) RETURNS text LANGUAGE sql STABLE AS $$ SELECT COALESCE(NULLIF(CASE current_setting('f9.language', true) WHEN 'zh' THEN zh WHEN 'tr' THEN COALESCE(NULLIF(tr, ''), zh) WHEN 'es' THEN es END, ''), en) $$;
DROP VIEW report_locations;
DROP VIEW report_carriers;
CREATE VIEW report_locations AS SELECT un_locode, f9_code_name(name_en, name_zh, name_tr, name_es) AS name, name_en, name_zh, name_tr, name_es, country, kind, active FROM locations;
CREATE VIEW report_carriers AS SELECT code, f9_code_name(name_en, name_zh, name_tr, name_es) AS name, name_en, name_zh, name_tr, name_es, mode, active FROM carriers;
GRANT SELECT ON report_locations, report_carriers TO f9_report;
