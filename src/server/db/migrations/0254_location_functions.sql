-- After the generated serves_* columns (0253_gen…): which modes a place serves (UN/LOCODE functions 1 port,
-- 2 rail terminal, 4 airport), what the pickers of each mode offer (`@referenceFilter` on the price lists).
-- One rule for every write (the API, imports, the demo seed, psql): a place always serves its own kind's
-- mode, and one with an IATA code serves air; a flag left empty is false. (Statements inside the function
-- end mid-line: the migration runner splits at a semicolon that ends a line.)
CREATE FUNCTION f9_location_functions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.serves_sea := coalesce(NEW.serves_sea, false) OR NEW.kind = 'seaport'
  ; NEW.serves_rail := coalesce(NEW.serves_rail, false) OR NEW.kind = 'railTerminal'
  ; NEW.serves_air := coalesce(NEW.serves_air, false) OR NEW.kind = 'airport' OR NEW.iata_code IS NOT NULL
  ; RETURN NEW
; END $$;
CREATE TRIGGER locations_functions BEFORE INSERT OR UPDATE ON locations FOR EACH ROW EXECUTE FUNCTION f9_location_functions();
-- The places there are: the trigger's rule, and Hamburg's rail terminal (the demo's China–Europe trains
-- end there; its UN/LOCODE functions are 12345---).
UPDATE locations SET serves_rail = (un_locode = 'DEHAM');
