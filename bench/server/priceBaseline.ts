// The baseline of the price bench: bare Fastify routes that run the same SQL as the engine's price
// search and the quote action (and the same quote rules and answer rows), without signature, session, grants,
// validation or envelope translation — what the framework around them costs is the difference.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { PRICE_KINDS } from '../../src/server/domains/spaceAndPrices/quote/priceKinds';
import { laneCondition, selectPriceRows } from '../../src/server/domains/spaceAndPrices/quote/priceRows';
import { Exact } from '../../src/shared/freight/exactDecimal';
import { quotedRow } from '../../src/server/domains/spaceAndPrices/quote/quoteAction';
import { SPACE_AND_PRICE_RESOURCES } from '../../src/server/domains/spaceAndPrices/resources';
import { selectColumns, tableRef } from '../../src/server/resources/sqlParts';

const def = SPACE_AND_PRICE_RESOURCES.find((r) => r.name === 'seaFclPrice')!;

export function servePriceBaseline<DB>(app: FastifyInstance, db: Kysely<DB>): void {
  app.get<{ Querystring: { pol: string; pod: string; date: string } }>('/bare/price-search', async (request) => {
    const { pol, pod, date } = request.query;
    const where = sql`${sql.ref('pol')} = ${pol} AND ${sql.ref('pod')} = ${pod} AND ${sql.ref('valid_from')} <= ${date} AND ${sql.ref('valid_to')} >= ${date}`;
    const { rows } = await sql`SELECT ${selectColumns(def)} FROM ${tableRef(def)} WHERE ${where} ORDER BY ${sql.ref('valid_from')} DESC, ${sql.ref('id')} LIMIT 20 OFFSET 0`.execute(db);
    const { rows: count } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${tableRef(def)} WHERE ${where}`.execute(db);
    return { success: true, data: { result: rows, page: { current: 1, size: 20, total: Number(count[0].n) } }, message: '', exceptioncode: 0 };
  });
  app.get<{ Querystring: { pol: string; pod: string; date: string } }>('/bare/price-quote', async (request) => {
    const { pol, pod, date } = request.query;
    const rows = await selectPriceRows(db, def, laneCondition({ pol, pod }, date), 200);
    const cargo = { containers: [{ type: '45G1' as const, count: 2 }], pieces: [], loadingMetres: Exact.ZERO, trucks: 1 };
    const quoted = rows.map((row) => ({ row, quote: PRICE_KINDS.seaFclPrice.quote(row, cargo) }));
    quoted.sort((a, b) => a.quote.total.cmp(b.quote.total) || a.row.id - b.row.id);
    // The same answer as the action's rows (each charge line and its basis, translated), so the
    // difference is the framework's, not a smaller answer's.
    return { success: true, data: { rows: quoted.slice(0, 50).map(({ row, quote }) => quotedRow(row, quote, 'en')) }, message: '', exceptioncode: 0 };
  });
}
