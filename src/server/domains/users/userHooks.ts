// What the engine's generic steps cannot know about customer users (ResourceHooks in resources/types.ts): who reaches
// which accounts, the defaults and password hash a new account is stored with, the checks the schema
// cannot say, and sessions ended when an account is switched off.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { Principal } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { deleteUserSessions } from '../../auth/sessions';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { BUILTIN_ROLES } from '../../seed/menus';
import type { EntityRecord, HookError, HookOperation, ResourceHooks } from '../../resources/types';
import { projectPageWriters } from '../../pages/pageGrants';

/**
 * The company users' screen: of the menus whose pages write customer users, the one a company administrator
 * is given too (the pages say which: src/server/pages/pageGrants.ts). The others (the customer administrators'
 * accounts) reach customer administrators only.
 */
let usersMenu: string | undefined;
const usersMenuOf = (): string => (usersMenu ??= projectPageWriters('cususer').find((w) => w.audiences.includes('customer'))?.menu ?? '');

/** The caller reaches customer administrators only: an admin let in by the customer administrators' screen alone (for this operation). */
export function adminsOnly(principal: Principal, operation: HookOperation): boolean {
  if (principal.kind !== 'admin') return false;
  const menu = usersMenuOf();
  return !(principal.menus.has(menu) && (operation === 'read' || principal.funcs.has(`${menu}.${operation}`)));
}

export const fieldError = (language: Language, field: string, key: string, values: Record<string, string | number> = {}): HookError => ({
  field: `/${field}`,
  message: translate(language, key, values),
  key,
  values,
});

const roleIdOf = async (db: Kysely<Database>, roleCd: string) => (await db.selectFrom('roles').select('id').where('role_cd', '=', roleCd).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).id;

/** A role a user of this company may hold: a customer role, global or the company's own. */
async function roleAllowed(db: Kysely<Database>, roleId: number, customerId: number): Promise<boolean> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('id', '=', roleId)
    .where('deleted_at', 'is', null)
    .where('audience', '=', 'customer')
    .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]))
    .executeTakeFirst();
  return role !== undefined;
}

/**
 * A customer administrator gives only roles within the own rights: every menu and function the role
 * grants is one the administrator holds (a role above the own would let them grant themselves more).
 */
async function roleWithinOwnRights(db: Kysely<Database>, roleId: number, principal: Principal): Promise<boolean> {
  if (principal.kind === 'admin') return true;
  const [menus, funcs] = await Promise.all([
    db.selectFrom('role_menus').select('menu_name').where('role_id', '=', roleId).execute(),
    db.selectFrom('role_funcs').select('func_id').where('role_id', '=', roleId).execute(),
  ]);
  return menus.every((m) => principal.menus.has(m.menu_name)) && funcs.every((f) => principal.funcs.has(f.func_id));
}

/** An account name is free in the whole users table, whatever its case (it is the login name). */
async function accountTaken(db: Kysely<Database>, account: string, exceptUserId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()));
  if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const USER_HOOKS: ResourceHooks = {
  // A customer administrator reaches the own company's users; an administrator let in by
  // cusAdminManager alone reaches customer administrators' accounts only.
  rowScope(principal, operation) {
    const parts = [
      ...(principal.customerId === null ? [] : [sql`users.customer_id = ${principal.customerId}`]),
      ...(adminsOnly(principal, operation) ? [sql`users.cus_role_id IN (SELECT r.id FROM roles r WHERE r.role_cd = ${BUILTIN_ROLES.customerAdmin})`] : []),
    ];
    return parts.length === 0 ? null : sql.join(parts, sql` AND `);
  },

  async prepare(record, { db, principal, operation }, stored) {
    if (stored) return record;
    // A customer administrator always creates in the own company, whatever CustomerId says.
    const prepared: EntityRecord = { ...record, CustomerId: principal.customerId ?? record.CustomerId };
    // Whoever may manage customer administrators only creates customer administrators.
    const defaultRole = adminsOnly(principal, operation) ? BUILTIN_ROLES.customerAdmin : BUILTIN_ROLES.customerUser;
    if (prepared.CusRoleId === undefined) prepared.CusRoleId = await roleIdOf(db, defaultRole);
    prepared.Password = await hashPassword(String(record.Password));
    return prepared;
  },

  async checkWrite(record, { db, principal, language, operation }, stored) {
    const customerId = record.CustomerId as number | undefined;
    if (!stored) {
      const company = customerId === undefined ? undefined : await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
      if (!company) return [fieldError(language, 'CustomerId', 'error.customerRequired')];
    } else {
      if (customerId !== stored.CustomerId) return [fieldError(language, 'CustomerId', 'validation.invalid', { field: 'CustomerId' })];
      if (record.IsActive === false && stored.UserId === principal.userId) return [fieldError(language, 'IsActive', 'error.notYourself')];
    }
    const roleId = record.CusRoleId as number;
    const onlyAdmins = adminsOnly(principal, operation);
    if ((onlyAdmins && roleId !== (await roleIdOf(db, BUILTIN_ROLES.customerAdmin))) || !(await roleAllowed(db, roleId, customerId!))) {
      return [fieldError(language, 'CusRoleId', 'error.roleNotFound')];
    }
    // Only a change of role is judged: keeping a user's role is never refused.
    if (roleId !== stored?.CusRoleId && !(await roleWithinOwnRights(db, roleId, principal))) return [fieldError(language, 'CusRoleId', 'error.roleAboveOwn')];
    const account = String(record.Account);
    if (await accountTaken(db, account, stored?.UserId as number | undefined)) return [fieldError(language, 'Account', 'error.accountTaken', { account })];
    return [];
  },

  // A deactivated user's sessions end at once.
  async afterWrite({ db }, _before, after) {
    if (after && after.IsActive === false) await deleteUserSessions(db, [after.UserId as number]);
  },

  async checkDelete(ids, { principal, language }) {
    return ids.includes(principal.userId) ? [fieldError(language, 'UserId', 'error.notYourself')] : [];
  },
};
