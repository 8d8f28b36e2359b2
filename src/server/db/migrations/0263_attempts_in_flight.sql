-- Password and public-lookup attempts are counted before they are checked (auth/passwordAttempts.ts,
-- resources/publicLookupLimit.ts): an attempt is written as soon as it is let through, with
-- succeeded NULL while it is being checked, so parallel guesses each see the ones before them.
-- A public lookup also keeps the number it asked for, limited per number as well as per address.
ALTER TABLE login_attempts ALTER COLUMN succeeded DROP NOT NULL;
CREATE INDEX login_attempts_pair_idx ON login_attempts (account, client_ip, attempted_at);
ALTER TABLE public_lookups ALTER COLUMN succeeded DROP NOT NULL;
ALTER TABLE public_lookups ADD COLUMN number text NOT NULL DEFAULT '';
CREATE INDEX public_lookups_number_idx ON public_lookups (lookup, number, attempted_at);
