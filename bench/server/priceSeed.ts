// Data of the price bench: `rows` sea FCL prices written straight into the bench database with one
// INSERT … SELECT over generate_series (seconds, not minutes), spread over 900 lanes of the seeded
// locations and carriers, a third of them valid today. Plus what the bare baseline route runs.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export async function seedPriceRows(db: Kysely<Database>, rows: number): Promise<void> {
  if (rows === 0) return;
  await sql`INSERT INTO sea_fcl_prices (price_no, carrier, pol, pod, valid_from, valid_to, rate22_g1, rate42_g1, rate45_g1, baf, caf, thc_origin, thc_destination, doc, currency, transit_days)
    SELECT 'B-' || g, c.codes[1 + g % array_length(c.codes, 1)], l.codes[1 + g % 30], l.codes[31 + (g / 30) % 30],
      current_date - (g % 90), current_date - (g % 90) + 30 + (g % 60),
      1000 + (g % 1000) + 0.25, 1800 + (g % 1500) + 0.5, 1900 + (g % 1500) + 0.75, 280, 45, 110, 265, 50, 'USD', 20 + g % 20
    FROM generate_series(1, ${rows}) AS g,
      (SELECT array_agg(code ORDER BY code) AS codes FROM carriers WHERE mode = 'sea') AS c,
      (SELECT array_agg(un_locode ORDER BY un_locode) AS codes FROM locations) AS l`.execute(db);
  await sql`ANALYZE sea_fcl_prices`.execute(db);
}

/** A lane the bench asks for: the first origin and destination of the spread above. */
export async function benchLane(db: Kysely<Database>): Promise<{ pol: string; pod: string }> {
  const { rows } = await sql<{ pol: string; pod: string }>`SELECT pol, pod FROM sea_fcl_prices WHERE price_no = 'B-30'`.execute(db);
  return rows[0];
}
