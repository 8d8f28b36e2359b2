// Keeps the menus and functions tables equal to the menu tree (src/shared/menus/menuTree.ts, made from the page files; upsert on every start,
// so a menu added to the tree appears without a hand-written migration; FuncIds no longer listed go,
// with their grants), except where importMenu decided otherwise: a row it changed (admin_changed) is
// left as it is, and a menu it removed (menu_removals) is not brought back. It gives the built-in roles
// their full grants: ADMIN every admin menu and function, CUSADMIN every customer menu and function
// plus the customer user manager (scoped to the own company by the server).
import type { Kysely, Transaction } from 'kysely';
import { CUSTOMER_ADMIN_EXTRA_MENUS, flattenMenuTree, MENU_TREE } from '../../shared/menus/menuTree';
import type { Audience, Database } from '../db/schema';

export const BUILTIN_ROLES = {
  admin: 'ADMIN',
  customerAdmin: 'CUSADMIN',
  customerUser: 'CUSUSER',
} as const;

type Db = Kysely<Database> | Transaction<Database>;

function audienceOf(name: string): Audience {
  for (const g of MENU_TREE) if (g.name === name || g.children.some((c) => c.name === name)) return g.audience;
  throw new Error(`menu ${name} is not in the menu tree`);
}

/** The code's menus the sync may write: not removed by an import, nor under a group an import removed. */
async function syncedNodes(db: Db) {
  const removed = new Set((await db.selectFrom('menu_removals').select('name').execute()).map((r) => r.name));
  return flattenMenuTree().filter((n) => !removed.has(n.name) && !(n.parent !== null && removed.has(n.parent)));
}

export async function syncMenuTree(db: Db): Promise<void> {
  const nodes = await syncedNodes(db);
  const adminChanged = new Set((await db.selectFrom('menus').select('name').where('admin_changed', '=', true).execute()).map((r) => r.name));
  for (const n of nodes) {
    const row = {
      name: n.name,
      path: n.path,
      parent: n.parent,
      sno: n.sno,
      title_key: n.titleKey,
      icon: n.icon,
      hidden: n.hidden ?? false,
      no_cache: n.noCache ?? false,
      active_menu: n.activeMenu ?? null,
      audience: audienceOf(n.name),
    };
    const { name: _name, ...update } = row;
    // A row an import changed is the administrator's now: only a missing one is written.
    if (adminChanged.has(n.name)) await db.insertInto('menus').values(row).onConflict((oc) => oc.column('name').doNothing()).execute();
    else await db.insertInto('menus').values(row).onConflict((oc) => oc.column('name').doUpdateSet(update)).execute();
  }
  for (const n of nodes) {
    for (const [i, funcId] of (n.funcs ?? []).entries()) {
      await db
        .insertInto('functions')
        .values({ func_id: funcId, menu_name: n.name, sno: i + 1 })
        .onConflict((oc) => oc.column('func_id').doUpdateSet({ menu_name: n.name, sno: i + 1 }))
        .execute();
    }
  }
  // A FuncId the tree no longer lists (export became a read) is taken away from every role, so no
  // client is told it holds a button that no longer exists.
  const listed = flattenMenuTree().flatMap((n) => n.funcs ?? []);
  await db.deleteFrom('role_funcs').where('func_id', 'not in', listed).execute();
  await db.deleteFrom('functions').where('func_id', 'not in', listed).execute();
}

/** The menus and FuncIds each built-in role holds. */
export function builtinGrants(): Record<string, { menus: string[]; funcs: string[] }> {
  const nodes = flattenMenuTree();
  const of = (names: (n: (typeof nodes)[number]) => boolean) => nodes.filter(names);
  const admin = of((n) => audienceOf(n.name) === 'admin');
  const customer = of((n) => audienceOf(n.name) === 'customer');
  const extra = of((n) => CUSTOMER_ADMIN_EXTRA_MENUS.includes(n.name));
  const funcsOf = (list: typeof nodes) => list.flatMap((n) => n.funcs ?? []);
  return {
    [BUILTIN_ROLES.admin]: { menus: admin.map((n) => n.name), funcs: funcsOf(admin) },
    [BUILTIN_ROLES.customerAdmin]: { menus: [...customer, ...extra].map((n) => n.name), funcs: [...funcsOf(customer), ...funcsOf(extra)] },
    // Reads every customer screen; changes nothing.
    [BUILTIN_ROLES.customerUser]: { menus: customer.map((n) => n.name), funcs: [] },
  };
}

/** Adds the missing grants of the built-in roles that exist (never removes an admin's extra grants). */
export async function grantBuiltinRoles(db: Db): Promise<void> {
  // Menus an import removed are not granted again (nor their functions, which went with them).
  const stored = new Set((await db.selectFrom('menus').select('name').execute()).map((r) => r.name));
  const funcs = new Set((await db.selectFrom('functions').select('func_id').execute()).map((r) => r.func_id));
  for (const [roleCd, all] of Object.entries(builtinGrants())) {
    const role = await db.selectFrom('roles').select('id').where('role_cd', '=', roleCd).executeTakeFirst();
    if (!role) continue;
    const grants = { menus: all.menus.filter((m) => stored.has(m)), funcs: all.funcs.filter((f) => funcs.has(f)) };
    if (grants.menus.length) {
      await db
        .insertInto('role_menus')
        .values(grants.menus.map((menu_name) => ({ role_id: role.id, menu_name })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (grants.funcs.length) {
      await db
        .insertInto('role_funcs')
        .values(grants.funcs.map((func_id) => ({ role_id: role.id, func_id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}
