// Writes the demo companies' master data (domains/masterData/demoRecords.ts) once: on the first start,
// or the first start of a database made before it existed. A system option marks it done, so a
// customer who deletes the demo rows does not get them back at the next start. Creation dates are
// relative to today, so charts and stats by month show the last months.
import { type Kysely, sql } from 'kysely';
import { DEMO_MASTER_DATA, type DemoCompany } from '../domains/masterData/demoRecords';
import { MASTER_DATA_RESOURCES } from '../domains/masterData/resources';
import type { Database } from '../db/schema';
import { insertRecords } from '../resources/rowStore';
import { tableRef } from '../resources/sqlParts';

export const MASTER_DATA_MARKER = 'DEMOMASTERDATA';

/** The company's customer administrator (demo, acme) is the author of its rows. */
const AUTHORS: Record<DemoCompany, string> = { DEMO: 'demo', ACME: 'acme' };

export async function insertDemoMasterData(db: Kysely<Database>): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', MASTER_DATA_MARKER).executeTakeFirst();
  if (done) return false;
  for (const [company, byResource] of Object.entries(DEMO_MASTER_DATA) as Array<[DemoCompany, Record<string, Array<{ record: Record<string, unknown>; daysAgo: number }>>]>) {
    const owner = await db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select(['users.id as userId', 'customers.id as customerId'])
      .where('customers.customer_cd', '=', company)
      .where('users.account', '=', AUTHORS[company])
      .executeTakeFirst();
    // A database whose demo companies were removed gets no demo rows.
    if (!owner?.customerId) continue;
    for (const [name, rows] of Object.entries(byResource)) {
      const def = MASTER_DATA_RESOURCES.find((r) => r.name === name);
      if (!def) throw new Error(`demo master data names ${name}, which the master-data domain does not serve`);
      const inserted = await insertRecords(db, def, { scope: { customerId: owner.customerId }, userId: owner.userId }, rows.map((r) => r.record));
      for (const [i, row] of inserted.entries()) {
        const when = sql`now() - make_interval(days => ${rows[i].daysAgo}::int)`;
        await sql`UPDATE ${tableRef(def)} SET ${sql.ref('created_at')} = ${when}, ${sql.ref('updated_at')} = ${when} WHERE ${sql.ref('id')} = ${row.id}`.execute(db);
      }
    }
  }
  await db.insertInto('sys_options').values({ sys_cd: MASTER_DATA_MARKER, sys_value1: 'T', remark: 'Demo master data written (remove to write it again)' }).execute();
  return true;
}
