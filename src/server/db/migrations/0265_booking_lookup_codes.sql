-- Every booking has its public tracking code (booking.lookupCode, domains/tracking/publicTracking.ts):
-- 12 hex characters of a random UUID (gen_random_uuid draws from the system's strong random source;
-- its first 12 characters are all random), made by the database for each new booking and, here, for
-- every booking there is. 48 bits: the public lookup's limits per address and per number stop a
-- search for one long before it could succeed.
ALTER TABLE bookings ALTER COLUMN lookup_code SET DEFAULT upper(left(replace(gen_random_uuid()::text, '-', ''), 12));
UPDATE bookings SET lookup_code = upper(left(replace(gen_random_uuid()::text, '-', ''), 12)) WHERE lookup_code IS NULL;
ALTER TABLE bookings ALTER COLUMN lookup_code SET NOT NULL;
