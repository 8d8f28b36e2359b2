-- Each user's own preferences (a grid's columns, order, frozen columns and widths), keyed per page.
-- Scoped to the user alone: no other user, not even one of the same company, reads or writes them.
CREATE TABLE user_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pref_key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, pref_key)
);
