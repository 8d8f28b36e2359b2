-- A truck booking's vehicle type becomes one of the FTL price list's types (the form showed a quote's
-- code, "truck7", as free text). A text that names a type becomes its code; any other text is kept in
-- the booking's remarks, so nothing typed is lost, and the type is left for the customer to pick.
UPDATE bookings b SET
  vehicle_type = m.code,
  remarks = CASE WHEN m.code IS NULL THEN left(concat_ws(E'\n', b.remarks, 'Vehicle: ' || b.vehicle_type), 2000) ELSE b.remarks END
FROM (
  SELECT id, CASE
      WHEN vehicle_type IN ('van35', 'truck7', 'truck12', 'megaTrailer', 'tautliner') THEN vehicle_type
      WHEN vehicle_type ~* 'mega' THEN 'megaTrailer'
      WHEN vehicle_type ~* '(taut|curtain)' THEN 'tautliner'
      WHEN vehicle_type ~* '((^|[^0-9.])3[.,]5 ?t|van)' THEN 'van35'
      WHEN vehicle_type ~* '(^|[^0-9.])7[.,]5 ?t' THEN 'truck7'
      WHEN vehicle_type ~* '(^|[^0-9.])12 ?t' THEN 'truck12'
    END AS code
  FROM bookings WHERE vehicle_type IS NOT NULL
) m
WHERE b.id = m.id;
ALTER TABLE bookings ALTER COLUMN vehicle_type TYPE varchar(11);
