// The menus and FuncIds granted to a role, held per (role, grants_version). The version is read from
// the database with the session whenever a session is not held (a trigger bumps it on any change to
// role_menus or role_funcs, and the bump drops held sessions of the role: principalCache.ts), so a grant
// or a revocation applies at the next call on every replica; the lists are not re-read while unchanged.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RoleGrants {
  menus: ReadonlySet<string>;
  funcs: ReadonlySet<string>;
}

/** Roles are few; the bound only guards against a runaway number of role ids. */
const MAX_ROLES = 1000;
type Held = Map<number, { version: string; grants: Promise<RoleGrants> }>;
/** Per database: role ids and versions are only unique within one (a process may serve several, as tests do). */
const heldByDatabase = new WeakMap<Kysely<Database>, Held>();

async function load(db: Kysely<Database>, roleId: number): Promise<RoleGrants> {
  const [menus, funcs] = await Promise.all([
    db.selectFrom('role_menus').select('menu_name').where('role_id', '=', roleId).execute(),
    db.selectFrom('role_funcs').select('func_id').where('role_id', '=', roleId).execute(),
  ]);
  return { menus: new Set(menus.map((r) => r.menu_name)), funcs: new Set(funcs.map((r) => r.func_id)) };
}

export function roleGrants(db: Kysely<Database>, roleId: number, version: string | number): Promise<RoleGrants> {
  const key = String(version);
  let held = heldByDatabase.get(db);
  if (!held) heldByDatabase.set(db, (held = new Map()));
  const hit = held.get(roleId);
  if (hit && hit.version === key) return hit.grants;
  if (held.size >= MAX_ROLES) held.clear();
  const grants = load(db, roleId);
  held.set(roleId, { version: key, grants });
  // A failed read is not kept: the next call reads again.
  grants.catch(() => held.get(roleId)?.grants === grants && held.delete(roleId));
  return grants;
}
