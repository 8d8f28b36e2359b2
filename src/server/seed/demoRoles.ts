// Demo customer roles beside the built-in ones, so roleManager, cusRoleManager and the users' role
// picker show what administrators make of them: operations staff who must not see the bills.
import type { Transaction } from 'kysely';
import { flattenMenuTree, MENU_TREE } from '../../shared/menus/menuTree';
import type { Database } from '../db/schema';

interface DemoRole {
  roleCd: string;
  name: string;
  remark: string;
  /** Customer menu groups left out (with every screen under them). */
  without: string[];
  /** Grants the write functions of the screens it holds, or only reads them. */
  writes: boolean;
}

export const DEMO_CUSTOMER_ROLES: DemoRole[] = [
  { roleCd: 'CUS_OPS_NOBILL', name: 'Operations without billing', remark: 'Books, tracks and keeps master data; never sees charges or bills', without: ['onlineBiling'], writes: true },
  { roleCd: 'CUS_VIEW_NOBILL', name: 'Viewer without billing', remark: 'Reads the operational screens only; changes nothing', without: ['onlineBiling'], writes: false },
];

/** The customer menus and FuncIds a demo role holds: every customer menu outside its left-out groups. */
export function demoRoleGrants(role: DemoRole): { menus: string[]; funcs: string[] } {
  const groups = new Set(MENU_TREE.filter((g) => g.audience === 'customer' && !role.without.includes(g.name)).map((g) => g.name));
  const nodes = flattenMenuTree().filter((n) => groups.has(n.name) || (n.parent !== null && groups.has(n.parent)));
  return { menus: nodes.map((n) => n.name), funcs: role.writes ? nodes.flatMap((n) => n.funcs ?? []) : [] };
}

/** Inserts the demo roles with their grants (after the menu tree is synced: grants name its menus). */
export async function insertDemoRoles(trx: Transaction<Database>): Promise<void> {
  for (const role of DEMO_CUSTOMER_ROLES) {
    const { id } = await trx.insertInto('roles').values({ role_cd: role.roleCd, audience: 'customer', name: role.name, remark: role.remark }).returning('id').executeTakeFirstOrThrow();
    const { menus, funcs } = demoRoleGrants(role);
    await trx.insertInto('role_menus').values(menus.map((menu_name) => ({ role_id: id, menu_name }))).execute();
    if (funcs.length) await trx.insertInto('role_funcs').values(funcs.map((func_id) => ({ role_id: id, func_id }))).execute();
  }
}
