// A role still given to users, or a built-in one, cannot be deleted (users.cus_role_id references it): the delete is
// refused naming the role and how many users hold it, instead of failing on the foreign key.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { BUILTIN_ROLES } from '../../seed/menus';

export async function roleInUse(db: Kysely<Database>, ids: number[], language: Language): Promise<FieldError[]> {
  // The built-in roles are what logins and the seed name: never binned, held or not.
  const builtin = await db.selectFrom('roles').select('role_cd').where('id', 'in', ids).where('role_cd', 'in', Object.values(BUILTIN_ROLES)).execute();
  const fixed = builtin.map((r) => ({ field: 'ids', message: translate(language, 'error.builtinRoleDelete', { role: r.role_cd }) }));
  const held = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.cus_role_id')
    .select(['roles.role_cd', (eb) => eb.fn.countAll<string>().as('count')])
    .where('users.cus_role_id', 'in', ids)
    .where('roles.role_cd', 'not in', Object.values(BUILTIN_ROLES))
    .groupBy('roles.role_cd')
    .execute();
  return [...held.map((r) => ({ field: 'ids', message: translate(language, 'error.roleInUse', { role: r.role_cd, count: Number(r.count) }) })), ...fixed];
}
