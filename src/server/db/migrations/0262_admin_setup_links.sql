-- One-time links that set the first administrator's password (auth/firstAdmin.ts): a database started
-- on PostgreSQL without demo data and without F9_ADMIN_PASSWORD has an administrator no password
-- opens, and the server prints a link. Only the token's SHA-256 is kept; using it deletes it.
CREATE TABLE admin_setup_links (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
