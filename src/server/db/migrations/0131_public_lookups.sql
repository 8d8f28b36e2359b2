-- Attempts of the public lookups (the sea bill fee pages): a miss or a wrong second factor counts
-- against the client address, so numbers cannot be guessed; counted in PostgreSQL for every replica.
CREATE TABLE public_lookups (
  id bigserial PRIMARY KEY,
  lookup text NOT NULL,
  client_ip text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX public_lookups_ip_idx ON public_lookups (client_ip, attempted_at);
