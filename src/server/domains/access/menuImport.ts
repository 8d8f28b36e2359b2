// importMenu: what a menu file changes in the menus table (added, changed, removed), shown before it
// is applied, and the same comparison applied in one transaction. A removed menu still granted to a
// role other than the built-in ones, or one the application gives button functions, is refused by
// name: nothing is removed behind an administrator's back, and nothing is half imported.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { BUILTIN_ROLES } from '../../seed/menus';
import type { MenuRow } from './menuFile';

export interface MenuChange {
  name: string;
  fields: Record<string, { from: unknown; to: unknown }>;
}

export interface MenuDiff {
  added: MenuRow[];
  changed: MenuChange[];
  removed: Array<{ name: string; grantedTo: string[] }>;
}

const COLUMNS = { path: 'path', parent: 'parent', sno: 'sno', titleKey: 'title_key', icon: 'icon', hidden: 'hidden', noCache: 'no_cache', activeMenu: 'active_menu', audience: 'audience' } as const;

export async function menuDiff(db: Kysely<Database>, menus: MenuRow[]): Promise<MenuDiff> {
  const stored = await db.selectFrom('menus').selectAll().execute();
  const storedByName = new Map(stored.map((m) => [m.name, m]));
  const incoming = new Set(menus.map((m) => m.name));
  const added = menus.filter((m) => !storedByName.has(m.name));
  const changed: MenuChange[] = [];
  for (const m of menus) {
    const old = storedByName.get(m.name);
    if (!old) continue;
    const fields: MenuChange['fields'] = {};
    for (const [field, column] of Object.entries(COLUMNS)) {
      const from = old[column];
      const to = m[field as keyof MenuRow];
      if (from !== to) fields[field] = { from, to };
    }
    if (Object.keys(fields).length > 0) changed.push({ name: m.name, fields });
  }
  const gone = stored.filter((m) => !incoming.has(m.name)).map((m) => m.name);
  const grants = gone.length ? await db.selectFrom('role_menus').innerJoin('roles', 'roles.id', 'role_menus.role_id').select(['role_menus.menu_name', 'roles.role_cd']).where('role_menus.menu_name', 'in', gone).execute() : [];
  const removed = gone.map((name) => ({ name, grantedTo: grants.filter((g) => g.menu_name === name).map((g) => g.role_cd).sort() }));
  return { added, changed, removed };
}

/** Why the diff cannot be applied (each refused removal named), none when it can. */
export async function diffErrors(db: Kysely<Database>, diff: MenuDiff, language: Language): Promise<FieldError[]> {
  const builtin = new Set<string>(Object.values(BUILTIN_ROLES));
  const errors: FieldError[] = [];
  const names = diff.removed.map((r) => r.name);
  const funcs = names.length ? await db.selectFrom('functions').select(['func_id', 'menu_name']).where('menu_name', 'in', names).execute() : [];
  for (const r of diff.removed) {
    const roles = r.grantedTo.filter((cd) => !builtin.has(cd));
    if (roles.length > 0) errors.push({ field: 'file', message: translate(language, 'error.menuRemoveGranted', { name: r.name, roles: roles.join(', ') }) });
    const own = funcs.filter((f) => f.menu_name === r.name).map((f) => f.func_id);
    if (own.length > 0) errors.push({ field: 'file', message: translate(language, 'error.menuRemoveFuncs', { name: r.name, funcs: own.join(', ') }) });
  }
  return errors;
}

// Marked admin_changed: the start-up sync (seed/menus.ts) leaves what an import wrote as it is.
const rowOf = (m: MenuRow) => ({ name: m.name, path: m.path, parent: m.parent, sno: m.sno, title_key: m.titleKey, icon: m.icon, hidden: m.hidden, no_cache: m.noCache, active_menu: m.activeMenu, audience: m.audience, admin_changed: true });

/** Writes the diff (inside the caller's transaction): groups before their children, removals last. */
export async function applyMenuDiff(db: Kysely<Database>, menus: MenuRow[], diff: MenuDiff): Promise<void> {
  const groupsFirst = [...menus].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null));
  const touched = new Set([...diff.added.map((m) => m.name), ...diff.changed.map((c) => c.name)]);
  for (const m of groupsFirst.filter((x) => touched.has(x.name))) {
    const { name: _name, ...update } = rowOf(m);
    // active_menu may name a menu written later in the loop: set it once every menu exists.
    await db.insertInto('menus').values({ ...rowOf(m), active_menu: null }).onConflict((oc) => oc.column('name').doUpdateSet({ ...update, active_menu: null })).execute();
  }
  for (const m of menus.filter((x) => touched.has(x.name) && x.activeMenu !== null)) await db.updateTable('menus').set({ active_menu: m.activeMenu }).where('name', '=', m.name).execute();
  // A menu added back is no longer remembered as removed; a removed one is, so no restart restores it.
  if (diff.added.length) await db.deleteFrom('menu_removals').where('name', 'in', diff.added.map((m) => m.name)).execute();
  const gone = diff.removed.map((r) => r.name);
  if (gone.length) await db.insertInto('menu_removals').values(gone.map((name) => ({ name }))).onConflict((oc) => oc.column('name').doNothing()).execute();
  if (gone.length) {
    // Only built-in roles can still hold them here (diffErrors refused the rest); their grants go with the menu.
    await db.deleteFrom('role_menus').where('menu_name', 'in', gone).execute();
    await db.updateTable('menus').set({ active_menu: null }).where('active_menu', 'in', gone).execute();
    // Children before their groups.
    await db.deleteFrom('menus').where('name', 'in', gone).where('parent', 'is not', null).execute();
    await db.deleteFrom('menus').where('name', 'in', gone).execute();
  }
}
