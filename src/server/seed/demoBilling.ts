// Writes the demo charge lines and bills (domains/billing/demoBilling.ts) once, for demo and acme,
// dated relative to today; payments are a share of each bill's total as the server computes it
// (exact numeric SQL). A system option marks it done.
import { demoOwners } from './demoOwners';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { BILL_TOTAL_SQL } from '../domains/billing/billingSql';
import { demoBilling } from '../domains/billing/demoBilling';
import { BILL_RESOURCE, EXPENSE_RESOURCE } from '../domains/billing/resources';
import { insertRecords } from '../resources/rowStore';

export const BILLING_MARKER = 'DEMOBILLING';
const DAY = 86_400_000;

export async function insertDemoBilling(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const done = await db.selectFrom('sys_options').select('sys_cd').where('sys_cd', '=', BILLING_MARKER).executeTakeFirst();
  if (done) return false;
  for (const owner of await demoOwners(db)) {
    const { company } = owner;
    const author = { scope: { customerId: owner.customerId }, userId: owner.userId };
    const { rows: refs } = await sql<{ ref: string }>`SELECT booking_no AS ref FROM bookings WHERE customer_id = ${owner.customerId} AND booking_no IS NOT NULL ORDER BY id`.execute(db);
    const { bills, expenses } = demoBilling(now, company, refs.map((r) => r.ref));
    await insertRecords(db, EXPENSE_RESOURCE, author, expenses);
    for (const bill of bills) {
      const [row] = await insertRecords(db, BILL_RESOURCE, author, [bill.record]);
      if (bill.paidShare <= 0) continue;
      const paidOn = new Date(now.getTime() - bill.paidDaysAgo * DAY).toISOString().slice(0, 10);
      await sql`INSERT INTO bill_payments (parent_id, line_no, paid_on, amount, method, reference)
        SELECT id, 1, ${paidOn}::date, round(${BILL_TOTAL_SQL} * ${bill.paidShare}::numeric, 2), 'transfer', ${`TT${String(bill.record.billNo).replace(/\D/g, '')}`}
        FROM bills WHERE id = ${Number(row.id)}`.execute(db);
    }
  }
  await db.insertInto('sys_options').values({ sys_cd: BILLING_MARKER, sys_value1: 'T', remark: 'Demo charge lines and bills written (remove to write them again)' }).execute();
  return true;
}
