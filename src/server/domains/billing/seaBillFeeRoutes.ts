// GET seabillfee?blNo=&code= (public, SPEC §2 /seabillfee): what a consignee without an account sees
// of one bill by its B/L number and the code of its arrival notice: the charges due, in the bill's
// currency and in RMB at the bill's rate, and where to collect the goods. Nothing else of the
// customer leaves (an allow-list). A missing B/L and a wrong code answer the same "not found", and
// every failure counts against the address (publicLookupLimit.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { ExceptionCode } from '../../../shared/wire/envelope';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { clientAddress } from '../../http/clientAddress';
import { ok } from '../../http/reply';
import { querySchema } from '../../routes/schemaParts';
import { type BillHead, readBillByBl, readBillLines } from './billData';
import { checkLookupAllowed, recordLookup } from './publicLookupLimit';

export const SEA_BILL_FEE_PATH = '/seabillfee';

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

export function registerSeaBillFeeRoutes(app: FastifyInstance): void {
  const db = app.resourceEngine.database as Kysely<Database>;
  app.get(
    SEA_BILL_FEE_PATH,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['bill'],
        summary: 'The fees of one sea bill by B/L number and the arrival notice code (public, rate-limited per address); a miss and a wrong code are both not found',
        querystring: querySchema(
          { blNo: { type: 'string', pattern: '^[A-Za-z0-9]{4,20}$', title: 'field.bill.blNo' }, code: { type: 'string', pattern: '^[A-Za-z0-9]{6,12}$', title: 'field.bill.accessCode' } },
          ['blNo', 'code'],
        ),
      },
    },
    async (request: FastifyRequest) => {
      const { blNo, code } = request.query as { blNo: string; code: string };
      const address = clientAddress(request);
      await checkLookupAllowed(db, address);
      const bill = await readBillByBl(db, blNo.toUpperCase());
      const found = bill !== undefined && bill.accessCode !== null && sameCode(bill.accessCode, code.toUpperCase());
      await recordLookup(db, 'seabillfee', address, found);
      if (!found) throw new ApiError(ExceptionCode.NotFound, 'billing.feeNotFound');
      return ok(await publicFees(db, bill));
    },
  );
}
