// Data of the stats bench: `rows` bookings of Demo Trading Co. written straight into the bench database
// with one INSERT … SELECT over generate_series, spread over the four modes, every status, 30 × 30
// lanes of the seeded locations and two years of departures, with 5 to 44 days in transit.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export async function seedStatsRows(db: Kysely<Database>, rows: number): Promise<void> {
  if (rows === 0) return;
  await sql`INSERT INTO bookings (customer_id, created_by, mode, status, shipper_reference, pol, pod, etd, eta, declared_value, currency)
    SELECT u.customer_id, u.id, (ARRAY['SEA','RAIL','AIR','TRUCK'])[1 + g % 4],
      (ARRAY['DRAFT','RECEIVED','PENDING_UPDATE','UPDATE_RECEIVED','CONFIRMED','REJECTED','CANCELLED','COMPLETED'])[1 + (g / 4) % 8],
      'BENCH-' || g, l.codes[1 + g % 30], l.codes[31 + (g / 30) % 30],
      current_date - (g % 730), current_date - (g % 730) + 5 + (g % 40), 1000 + (g % 5000) + 0.25, 'USD'
    FROM generate_series(1, ${rows}) AS g,
      (SELECT users.id, users.customer_id FROM users JOIN customers ON customers.id = users.customer_id WHERE customers.customer_cd = 'DEMO' AND users.account = 'demo') AS u,
      (SELECT array_agg(un_locode ORDER BY un_locode) AS codes FROM locations) AS l`.execute(db);
  await sql`ANALYZE bookings`.execute(db);
}
