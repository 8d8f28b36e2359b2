// A role still given to users cannot be deleted (users.cus_role_id references it): the delete is
// refused naming the role and how many users hold it, instead of failing on the foreign key.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n/translate';

export async function roleInUse(db: Kysely<Database>, ids: number[], language: Language): Promise<FieldError[]> {
  const held = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.cus_role_id')
    .select(['roles.role_cd', (eb) => eb.fn.countAll<string>().as('count')])
    .where('users.cus_role_id', 'in', ids)
    .groupBy('roles.role_cd')
    .execute();
  return held.map((r) => ({ field: 'ids', message: translate(language, 'error.roleInUse', { role: r.role_cd, count: Number(r.count) }) }));
}
