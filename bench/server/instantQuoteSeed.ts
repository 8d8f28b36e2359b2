// Data of the instant-quote bench (issue 48): `rows` sea FCL prices over 2,000 lanes (pairs of the seeded
// locations, the sea ports first, so the first lanes run port to port as a sea price's do), written with one INSERT … SELECT over generate_series, a third of them valid today; and the
// bare baseline's query: the rows of the searched lane on the FCL price lists, priced by their own rule.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** Lanes the rows spread over: lane k runs from place k % n to place (k % n + 1 + ⌊k / n⌋ % (n − 1)) % n. */
export const QUOTE_BENCH_LANES = 2000;

export async function seedQuoteRows(db: Kysely<Database>, rows: number): Promise<void> {
  if (rows === 0) return;
  await sql`INSERT INTO sea_fcl_prices (price_no, carrier, pol, pod, valid_from, valid_to, rate22_g1, rate42_g1, rate45_g1, baf, caf, thc_origin, thc_destination, doc, currency, transit_days)
    SELECT 'Q-' || g, c.codes[1 + g % array_length(c.codes, 1)],
      l.codes[1 + (g % ${QUOTE_BENCH_LANES}) % array_length(l.codes, 1)],
      l.codes[1 + ((g % ${QUOTE_BENCH_LANES}) % array_length(l.codes, 1) + 1 + ((g % ${QUOTE_BENCH_LANES}) / array_length(l.codes, 1)) % (array_length(l.codes, 1) - 1)) % array_length(l.codes, 1)],
      current_date - (g % 90), current_date - (g % 90) + 30 + (g % 60),
      1000 + (g % 1000) + 0.25, 1800 + (g % 1500) + 0.5, 1900 + (g % 1500) + 0.75, 280, 45, 110, 265, 50, 'USD', 20 + g % 20
    FROM generate_series(1, ${rows}) AS g,
      (SELECT array_agg(code ORDER BY code) AS codes FROM carriers WHERE mode = 'sea') AS c,
      (SELECT array_agg(un_locode ORDER BY NOT serves_sea, un_locode) AS codes FROM locations) AS l`.execute(db);
  await sql`ANALYZE sea_fcl_prices`.execute(db);
}
