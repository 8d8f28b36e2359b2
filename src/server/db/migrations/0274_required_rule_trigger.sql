-- Required-field rules say when they are checked (issue 44): 'save' (on every save of the form) or
-- 'submit' (only at submission; forms with a submit, the booking forms). Until now the free-text
-- trigger meant nothing: a booking form's rules were checked only at submission and every other
-- menu's on each save, so that is what each stored rule becomes.
UPDATE required_configs
SET tri_type = CASE WHEN menu_cd IN ('seaBooking', 'railBooking', 'airBooking', 'truckBooking') THEN 'submit' ELSE 'save' END;
ALTER TABLE required_configs ALTER COLUMN tri_type SET DEFAULT 'save';
ALTER TABLE required_configs ADD CONSTRAINT required_configs_tri_type_check CHECK (tri_type IN ('save', 'submit'));
