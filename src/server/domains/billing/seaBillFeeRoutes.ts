// GET seabillfee?blNo=&code= (public, SPEC §2 /seabillfee): what a consignee without an account sees
// of one bill by its B/L number and the code of its arrival notice: the charges due, in the bill's
// currency and in RMB at the bill's rate, and where to collect the goods. Nothing else of the
// customer leaves (an allow-list). A missing B/L and a wrong code answer the same "not found", and
// every failure counts against the address (the engine's public route, resources/publicLookup.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { registerPublicRoute } from '../../resources/publicLookup';
import type { LookupLimit } from '../../resources/publicLookupLimit';
import { querySchema } from '../../routes/schemaParts';
import { type BillHead, readBillByBl, readBillLines } from './billData';
import { arrayOf, exactObject, TEXT } from '../../http/answerSchemas';

export const SEA_BILL_FEE_PATH = '/seabillfee';

/** Ten failures per address, and per B/L number, in a quarter of an hour (B/L numbers are short enough to guess at). */
export const FEE_LOOKUP_LIMIT: LookupLimit = { windowMs: 15 * 60 * 1000, maxFailuresPerAddress: 10, maxFailuresPerNumber: 10 };

const sameCode = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Each amount × the bill's rate, rounded to the cent half away from zero (PostgreSQL numeric round). */
async function inRmb(db: Kysely<Database>, amounts: string[], rate: string): Promise<string[]> {
  if (amounts.length === 0) return [];
  const { rows } = await sql<{ rmb: string }>`SELECT round(x * ${rate}::numeric, 2)::text AS rmb FROM unnest(${amounts}::numeric[]) WITH ORDINALITY AS t(x, n) ORDER BY n`.execute(db);
  return rows.map((r) => r.rmb);
}

/** The allow-list of what the public page shows. */
async function publicFees(db: Kysely<Database>, bill: BillHead) {
  const lines = await readBillLines(db, bill);
  const rmb = await inRmb(db, [...lines.map((l) => l.lineTotal), bill.total, bill.balance], bill.exchangeRate);
  return {
    blNo: bill.blNo,
    billNo: bill.billNo,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    status: bill.status,
    currency: bill.currency,
    exchangeRate: bill.exchangeRate,
    lines: lines.map((l, i) => ({ chargeCode: l.chargeCode, description: l.description ?? '', quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice, amount: l.amount, tax: l.tax, lineTotal: l.lineTotal, lineTotalRmb: rmb[i] })),
    total: bill.total,
    balance: bill.balance,
    totalRmb: rmb[lines.length],
    balanceRmb: rmb[lines.length + 1],
    // The lines' totals as the bill states them (the page shows these under the lines).
    totals: { lineTotal: bill.total, lineTotalRmb: rmb[lines.length] },
    collectAt: bill.collectAt ?? '',
    collectAddress: bill.collectAddress ?? '',
    collectHours: bill.collectHours ?? '',
    collectPhone: bill.collectPhone ?? '',
  };
}

const MONEY = { type: 'string', description: 'exact decimal' };
/** publicFees as answered: nothing but these leave. */
const PUBLIC_FEES = exactObject({
  blNo: TEXT,
  billNo: TEXT,
  issueDate: TEXT,
  dueDate: TEXT,
  status: TEXT,
  currency: TEXT,
  exchangeRate: MONEY,
  lines: arrayOf(exactObject({ chargeCode: TEXT, description: TEXT, quantity: MONEY, unit: TEXT, unitPrice: MONEY, amount: MONEY, tax: MONEY, lineTotal: MONEY, lineTotalRmb: MONEY })),
  total: MONEY,
  balance: MONEY,
  totalRmb: MONEY,
  balanceRmb: MONEY,
  totals: exactObject({ lineTotal: MONEY, lineTotalRmb: MONEY }),
  collectAt: TEXT,
  collectAddress: TEXT,
  collectHours: TEXT,
  collectPhone: TEXT,
});

export function registerSeaBillFeeRoutes(app: FastifyInstance): void {
  const db = app.resourceEngine.database as Kysely<Database>;
  registerPublicRoute<{ blNo: string; code: string }>(app, db, {
    path: SEA_BILL_FEE_PATH,
    name: 'seabillfee',
    tags: ['bill'],
    summary: 'The fees of one sea bill by B/L number and the arrival notice code (public, failures limited per address); a miss and a wrong code are both not found',
    querystring: querySchema(
      { blNo: { type: 'string', pattern: '^[A-Za-z0-9]{4,20}$', title: 'field.bill.blNo' }, code: { type: 'string', pattern: '^[A-Za-z0-9]{6,12}$', title: 'field.bill.accessCode' } },
      ['blNo', 'code'],
    ),
    answer: PUBLIC_FEES,
    numberOf: ({ blNo }) => (blNo ?? '').toUpperCase(),
    notFoundMessage: 'billing.feeNotFound',
    rateLimitedMessage: 'billing.feeLookupLimited',
    limit: FEE_LOOKUP_LIMIT,
    async find({ blNo, code }) {
      const bill = await readBillByBl(db, blNo.toUpperCase());
      return bill !== undefined && bill.accessCode !== null && sameCode(bill.accessCode, code.toUpperCase()) ? publicFees(db, bill) : undefined;
    },
  });
}
