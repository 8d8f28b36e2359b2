// Writes the demo companies' merchants (domains/access/demoMerchants.ts) once, as the administrator
// wrote them, dated relative to today; a system option marks it done, so merchants an administrator
// deletes do not come back. A database whose demo companies were removed gets none.
import { type Kysely, sql } from 'kysely';
import { DEMO_MERCHANTS } from '../domains/access/demoMerchants';
import { CUSTOMER_MERCHANT_RESOURCE } from '../domains/access/resources';
import type { Database } from '../db/schema';
import { insertRecords } from '../resources/rowStore';
import { demoOwners } from './demoOwners';

export const MERCHANTS_MARKER = 'DEMOMERCHANTS';

export async function insertDemoMerchants(db: Kysely<Database>): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', MERCHANTS_MARKER).executeTakeFirst();
  if (done) return false;
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst();
  for (const owner of await demoOwners(db)) {
    const merchants = DEMO_MERCHANTS[owner.company];
    const rows = await insertRecords(db, CUSTOMER_MERCHANT_RESOURCE, { scope: { customerId: owner.customerId }, userId: admin?.id ?? owner.userId }, merchants.map((m) => m.record));
    for (const [i, row] of rows.entries()) {
      const when = sql`now() - make_interval(days => ${merchants[i].daysAgo}::int)`;
      await sql`UPDATE customer_merchants SET created_at = ${when}, updated_at = ${when} WHERE id = ${row.id}`.execute(db);
    }
  }
  await db.insertInto('sys_options').values({ sys_cd: MERCHANTS_MARKER, sys_value1: 'T', remark: 'Demo merchants written (remove to write them again)' }).execute();
  return true;
}
