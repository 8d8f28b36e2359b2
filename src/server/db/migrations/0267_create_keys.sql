-- Idempotent creates (resources/createKeys.ts): the key a form sends with a new record, per user and
-- resource, and the record it made. A retried request or a second click with the same key answers that
-- record instead of making another. Keys older than a day are pruned as new ones are claimed.
CREATE TABLE create_keys (
  resource text NOT NULL,
  user_id integer NOT NULL,
  key text NOT NULL,
  record_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource, key)
);
