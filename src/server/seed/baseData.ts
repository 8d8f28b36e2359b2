// What every database needs before anyone signs in, demo or not (written on the first start, when
// there are no users): the built-in roles the menu grants hang on, and the system options the client
// reads (site title, code-library caching, the forwarder's name).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { BUILTIN_ROLES } from './menus';

export const SITE_NAME = 'F9 Freight Portal';

export async function insertBaseData(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('roles')
    .values([
      { role_cd: BUILTIN_ROLES.admin, audience: 'admin', name: 'Administrator', remark: 'Every admin menu and function' },
      { role_cd: BUILTIN_ROLES.customerAdmin, audience: 'customer', name: 'Customer administrator', remark: 'Every customer menu and function, and the company users' },
      { role_cd: BUILTIN_ROLES.customerUser, audience: 'customer', name: 'Customer user', remark: 'Reads every customer screen' },
    ])
    // The live roles' codes are unique (a binned role's code is free, migration 0273).
    .onConflict((oc) => oc.column('role_cd').where('deleted_at', 'is', null).doNothing())
    .execute();
  await trx
    .insertInto('sys_options')
    .values([
      { sys_cd: 'CODELIBCACHE', sys_value1: 'T', remark: 'T: the client caches the code library' },
      { sys_cd: 'SITENAME', sys_value1: SITE_NAME, remark: 'Site title shown in the browser' },
      { sys_cd: 'COMPANYNAME', sys_value1: 'F9 Logistics Co., Ltd.', remark: 'The forwarder, shown as the administrators\u2019 company' },
    ])
    .onConflict((oc) => oc.column('sys_cd').doNothing())
    .execute();
}
