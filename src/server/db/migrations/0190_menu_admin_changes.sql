-- importMenu's changes outlive a restart: the start-up sync (seed/menus.ts) adds the code's new menus
-- but neither overwrites a row an import changed (admin_changed) nor brings back one it removed.
ALTER TABLE menus ADD COLUMN admin_changed boolean NOT NULL DEFAULT false;
CREATE TABLE menu_removals (
  name text PRIMARY KEY,
  removed_at timestamptz NOT NULL DEFAULT now()
);
