// The baseline of the instant-quote bench: a bare Fastify route running the search's price query for one
// lane (every FCL price list's rows of the lane valid on the date) and pricing each row by its own rule (with
// its charge lines, as the offers carry them),
// without signature, session, grants, validation, place resolution, departures, distances or envelope —
// what the instant quote costs beyond the bare query is the difference.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { PRICE_KINDS } from '../../src/server/domains/spaceAndPrices/quote/priceKinds';
import { selectPriceRows } from '../../src/server/domains/spaceAndPrices/quote/priceRows';
import { Exact } from '../../src/shared/freight/exactDecimal';
import { SPACE_AND_PRICE_RESOURCES } from '../../src/server/domains/spaceAndPrices/resources';
import { quotedRow } from '../../src/server/domains/spaceAndPrices/quote/quoteAction';

const LISTS = ['seaFclPrice', 'railFclPrice'].map((name) => SPACE_AND_PRICE_RESOURCES.find((r) => r.name === name)!);

export function serveInstantQuoteBaseline<DB>(app: FastifyInstance, db: Kysely<DB>): void {
  app.get<{ Querystring: { pol: string; pod: string; date: string } }>('/bare/instant-quote', async (request) => {
    const { pol, pod, date } = request.query;
    const cargo = { containers: [{ type: '45G1' as const, count: 2 }], pieces: [], loadingMetres: Exact.ZERO, trucks: 1 };
    const offers: Array<ReturnType<typeof quotedRow>> = [];
    for (const def of LISTS) {
      const rows = await selectPriceRows(db, def, sql`pol = ${pol} AND pod = ${pod} AND valid_from <= ${date}::date AND valid_to >= ${date}::date`, 200);
      // Each row's charge lines and their basis in words, as an offer carries them: the difference is the rest.
      for (const row of rows) if (!PRICE_KINDS[def.name].unquotable(row, cargo)) offers.push(quotedRow(row, PRICE_KINDS[def.name].quote(row, cargo), 'en'));
    }
    offers.sort((a, b) => Exact.of(a.total)!.cmp(Exact.of(b.total)!));
    return { success: true, data: { count: offers.length, offers: offers.slice(0, 50) }, message: '', exceptioncode: 0 };
  });
}
