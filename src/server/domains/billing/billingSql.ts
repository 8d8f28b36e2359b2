// The billing domain's derived fields as SQL (the engine's `@computed` expressions): exact numeric
// arithmetic in the database, never floating point. Money is rounded to the cent half away from zero
// (PostgreSQL round on numeric), line by line, and a bill's total is the sum of its rounded lines.
import { sql } from 'kysely';
import { TIMEZONE } from '../../../shared/constants';

/** A charge line's amount: quantity × unit price, to the cent. */
export const LINE_AMOUNT_SQL = sql<string>`round(quantity * unit_price, 2)`;
/** Its tax: the rounded amount × rate %, to the cent. */
export const LINE_TAX_SQL = sql<string>`round(round(quantity * unit_price, 2) * coalesce(tax_rate, 0) / 100, 2)`;

// Subqueries name the bill's own row as `bills`: the engine reads from the table unaliased.
/** The bill's total: its lines (expenses carrying its number) in its currency, amount + tax. */
export const BILL_TOTAL_SQL = sql<string>`(SELECT coalesce(sum(round(e.quantity * e.unit_price, 2) + round(round(e.quantity * e.unit_price, 2) * coalesce(e.tax_rate, 0) / 100, 2)), 0)
  FROM expenses e WHERE e.customer_id = bills.customer_id AND e.bill_no = bills.bill_no AND e.currency = bills.currency)`;
export const BILL_PAID_SQL = sql<string>`(SELECT coalesce(sum(p.amount), 0) FROM bill_payments p WHERE p.parent_id = bills.id)`;
export const BILL_BALANCE_SQL = sql<string>`${BILL_TOTAL_SQL} - ${BILL_PAID_SQL}`;

/** The bookings its lines are for (its own company's lines carrying its number), sorted and comma-separated. */
export const BILL_BOOKINGS_SQL = sql<string>`(SELECT string_agg(DISTINCT e.booking_ref, ', ' ORDER BY e.booking_ref)
  FROM expenses e WHERE e.customer_id = bills.customer_id AND e.bill_no = bills.bill_no)`;

/** Today in China time (SPEC §9): a bill is overdue from the day after its due date there. */
const TODAY = sql`(now() AT TIME ZONE ${sql.lit(TIMEZONE)})::date`;

/** Paid once the payments cover the total; else overdue after the due date; else partly paid or unpaid. */
export const BILL_STATUS_SQL = sql<string>`CASE
  WHEN ${BILL_PAID_SQL} >= ${BILL_TOTAL_SQL} THEN 'paid'
  WHEN due_date < ${TODAY} THEN 'overdue'
  WHEN ${BILL_PAID_SQL} > 0 THEN 'partlyPaid'
  ELSE 'unpaid' END`;
