-- Secrets every server process must agree on but that no one configured (F9_LINK_SECRET unset): made
-- once by the first process that needs one, then read by every replica (db/sharedSecret.ts).
CREATE TABLE shared_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
