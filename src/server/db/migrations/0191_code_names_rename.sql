-- One shape for the names of codes (src/shared/entities/codeNaming.ts): locations, carriers and
-- equipment types take the code library's name columns, keeping their data (name → name_en, the
-- Chinese name → name_zh), and every name column is varchar(80). The generated migration after this
-- one adds the names in the other languages, the sort number and the active flag.
ALTER TABLE locations RENAME COLUMN name TO name_en;
ALTER TABLE locations RENAME COLUMN name_local TO name_zh;
ALTER TABLE carriers RENAME COLUMN name TO name_en;
ALTER TABLE carriers RENAME COLUMN name_local TO name_zh;
ALTER TABLE equipment_types RENAME COLUMN name TO name_en;
ALTER TABLE equipment_types ALTER COLUMN name_en TYPE varchar(80);
ALTER TABLE announcement_types ALTER COLUMN name_en TYPE varchar(80);
ALTER TABLE announcement_types ALTER COLUMN name_zh TYPE varchar(80);
ALTER TABLE announcement_types ALTER COLUMN name_tr TYPE varchar(80);
ALTER TABLE announcement_types ALTER COLUMN name_es TYPE varchar(80);
