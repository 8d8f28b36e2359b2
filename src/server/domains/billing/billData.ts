// Reads a bill, its lines and payments, and a period's bills, with every amount as exact decimal text
// straight from SQL (never through a JS number), for the xlsx documents and the public fee lookup.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { BILL_BALANCE_SQL, BILL_PAID_SQL, BILL_STATUS_SQL, BILL_TOTAL_SQL, LINE_AMOUNT_SQL, LINE_TAX_SQL } from './billingSql';

export interface BillHead {
  id: number;
  customerId: number;
  billNo: string;
  blNo: string | null;
  periodFrom: string;
  periodTo: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  exchangeRate: string;
  total: string;
  paid: string;
  balance: string;
  status: string;
  collectAt: string | null;
  collectAddress: string | null;
  collectHours: string | null;
  collectPhone: string | null;
  accessCode: string | null;
}

export interface BillLine {
  chargeNo: string;
  bookingRef: string;
  chargeCode: string;
  description: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  currency: string;
  amount: string;
  tax: string;
  lineTotal: string;
}

export interface BillPaymentRow {
  paidOn: string;
  amount: string;
  method: string;
  reference: string | null;
}

const HEAD = sql`id, customer_id AS "customerId", bill_no AS "billNo", bl_no AS "blNo", period_from::text AS "periodFrom", period_to::text AS "periodTo",
  issue_date::text AS "issueDate", due_date::text AS "dueDate", currency, exchange_rate::text AS "exchangeRate",
  (${BILL_TOTAL_SQL})::text AS total, (${BILL_PAID_SQL})::text AS paid, (${BILL_BALANCE_SQL})::text AS balance, (${BILL_STATUS_SQL}) AS status,
  collect_at AS "collectAt", collect_address AS "collectAddress", collect_hours AS "collectHours", collect_phone AS "collectPhone", access_code AS "accessCode"`;

/** One bill of the company, or undefined (another company's bill is as absent as a missing one). */
export async function readBill(db: Kysely<Database>, customerId: number, id: number): Promise<BillHead | undefined> {
  const { rows } = await sql<BillHead>`SELECT ${HEAD} FROM bills WHERE customer_id = ${customerId} AND id = ${id}`.execute(db);
  return rows[0];
}

/** The bill of a B/L number, whichever company it belongs to (the public lookup checks the second factor). */
export async function readBillByBl(db: Kysely<Database>, blNo: string): Promise<BillHead | undefined> {
  const { rows } = await sql<BillHead>`SELECT ${HEAD} FROM bills WHERE bl_no = ${blNo} ORDER BY id LIMIT 1`.execute(db);
  return rows[0];
}

/** The bill's lines: the company's charge lines carrying its number, in its currency. */
export async function readBillLines(db: Kysely<Database>, bill: BillHead): Promise<BillLine[]> {
  const { rows } = await sql<BillLine>`SELECT charge_no AS "chargeNo", booking_ref AS "bookingRef", charge_code AS "chargeCode", description,
      quantity::text AS quantity, unit, unit_price::text AS "unitPrice", currency,
      (${LINE_AMOUNT_SQL})::text AS amount, (${LINE_TAX_SQL})::text AS tax, ((${LINE_AMOUNT_SQL}) + (${LINE_TAX_SQL}))::text AS "lineTotal"
    FROM expenses WHERE customer_id = ${bill.customerId} AND bill_no = ${bill.billNo} AND currency = ${bill.currency}
    ORDER BY incurred_on, id`.execute(db);
  return rows;
}

export async function readBillPayments(db: Kysely<Database>, billId: number): Promise<BillPaymentRow[]> {
  const { rows } = await sql<BillPaymentRow>`SELECT paid_on::text AS "paidOn", amount::text AS amount, method, reference
    FROM bill_payments WHERE parent_id = ${billId} ORDER BY line_no`.execute(db);
  return rows;
}

/** The company's bills issued in a period, oldest first. */
export async function readPeriodBills(db: Kysely<Database>, customerId: number, from: string, to: string): Promise<BillHead[]> {
  const { rows } = await sql<BillHead>`SELECT ${HEAD} FROM bills WHERE customer_id = ${customerId} AND issue_date BETWEEN ${from}::date AND ${to}::date
    ORDER BY issue_date, id`.execute(db);
  return rows;
}

export interface CurrencyTotal {
  currency: string;
  total: string;
  paid: string;
  balance: string;
}

/** Sums per currency of a period's bills, summed in SQL (exact). */
export async function readPeriodTotals(db: Kysely<Database>, customerId: number, from: string, to: string): Promise<CurrencyTotal[]> {
  const { rows } = await sql<CurrencyTotal>`SELECT currency, sum(${BILL_TOTAL_SQL})::text AS total, sum(${BILL_PAID_SQL})::text AS paid, sum(${BILL_BALANCE_SQL})::text AS balance
    FROM bills WHERE customer_id = ${customerId} AND issue_date BETWEEN ${from}::date AND ${to}::date GROUP BY currency ORDER BY currency`.execute(db);
  return rows;
}
