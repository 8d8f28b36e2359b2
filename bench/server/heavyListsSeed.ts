// Data of the heavy lists bench (issue 45): a company with a forwarder's volumes of everything its heaviest
// lists read, written straight into the bench database by INSERT … SELECT over generate_series (minutes on
// PGlite for a million events, not hours through the API). Demo Trading Co. gets `bookings` bookings with
// ten shipment events each (trackingSeed.ts), `bills` bills of three charge lines each (half of them paid
// in part or in full) and `fbaOrders` FBA orders of two cartons each; Acme Imports Ltd. a tenth of each,
// interleaved, so the company's rows are most of a table but not all of it, as on a shared server.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { EVENTS_PER_BOOKING, seedTrackingEvents } from './trackingSeed';

export interface HeavyVolumes {
  /** Demo Trading Co.'s; ten shipment events each, or the first `events` / 10 of them when given. */
  bookings: number;
  events?: number;
  bills: number;
  fbaOrders: number;
}

/** Every 11th row of each table is Acme Imports Ltd.'s: a tenth of Demo's volumes, interleaved with them. */
export const OTHER_EVERY = 11;

/** How many rows in all for `demo` of Demo's, every OTHER_EVERY-th of them the other company's. */
export const withOther = (demo: number) => Math.ceil((demo * OTHER_EVERY) / (OTHER_EVERY - 1));

/** The two companies' users, row `g` belonging to the other one every OTHER_EVERY-th. */
const owners = sql`(SELECT (account = 'acme')::int AS other, id AS user_id, customer_id FROM users WHERE account IN ('demo', 'acme'))`;
const ownerOf = (g: string) => sql`u.other = (${sql.ref(g)} % ${OTHER_EVERY} = 0)::int`;

/** Row `g`'s numbers, as the seed writes them (g from 1; Demo's rows are those with g % OTHER_EVERY !== 0). */
export const benchNumbers = (g: number) => ({ bookingNo: `BENCH${String(g).padStart(8, '0')}`, billNo: `BENCHB${String(g).padStart(8, '0')}`, fbaShipmentId: `FBAB${String(g).padStart(8, '0')}` });

export async function seedHeavyLists(db: Kysely<Database>, volumes: HeavyVolumes): Promise<void> {
  if (volumes.bookings + volumes.bills + volumes.fbaOrders === 0) return;
  await seedTrackingEvents(db, volumes.events ?? volumes.bookings * EVENTS_PER_BOOKING, { otherEvery: OTHER_EVERY, bookings: volumes.bookings });
  await seedBills(db, withOther(volumes.bills));
  await seedFbaOrders(db, withOther(volumes.fbaOrders));
  for (const table of ['bills', 'expenses', 'bill_payments', 'fba_orders', 'fba_order_cartons']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}

/** Bills issued over two years in three currencies, each with three charge lines in its currency; every other bill has a payment, every fourth in full. */
async function seedBills(db: Kysely<Database>, bills: number): Promise<void> {
  if (bills === 0) return;
  await sql`INSERT INTO bills (customer_id, created_by, bill_no, bl_no, period_from, period_to, issue_date, due_date, currency, exchange_rate)
    SELECT u.customer_id, u.user_id, 'BENCHB' || lpad(g::text, 8, '0'), 'BL' || lpad(g::text, 10, '0'),
      current_date - (g % 730) - 30, current_date - (g % 730) - 1, current_date - (g % 730), current_date - (g % 730) + 30,
      (ARRAY['USD','CNY','EUR'])[1 + g % 3], (ARRAY[1, 7.1, 0.92])[1 + g % 3]
    FROM generate_series(1, ${bills}) AS g JOIN ${owners} AS u ON ${ownerOf('g')}`.execute(db);
  await sql`INSERT INTO expenses (customer_id, created_by, charge_no, booking_ref, charge_code, description, quantity, unit, unit_price, currency, tax_rate, status, bill_no, incurred_on)
    SELECT u.customer_id, u.user_id, 'BENCHC' || lpad((g * 3 + k)::text, 9, '0'), 'BENCH' || lpad(g::text, 8, '0'),
      (ARRAY['OFR','THC','DOC'])[1 + k], (ARRAY['Ocean freight','Terminal handling','Documentation'])[1 + k],
      1 + (g + k) % 4, (ARRAY['CTR','CTR','BL'])[1 + k], (ARRAY[1200.5, 180.25, 45])[1 + k] + g % 100,
      (ARRAY['USD','CNY','EUR'])[1 + g % 3], CASE WHEN k = 2 THEN 6 END, 'billed', 'BENCHB' || lpad(g::text, 8, '0'), current_date - (g % 730) - 10
    FROM generate_series(1, ${bills}) AS g CROSS JOIN generate_series(0, 2) AS k JOIN ${owners} AS u ON ${ownerOf('g')}`.execute(db);
  await sql`INSERT INTO bill_payments (parent_id, line_no, paid_on, amount, method)
    SELECT id, 1, issue_date + 20, CASE WHEN id % 4 = 0 THEN 100000 ELSE 500 END, 'transfer' FROM bills WHERE id % 2 = 0 AND bill_no LIKE 'BENCHB%'`.execute(db);
}

/** Amazon's fulfilment centres the orders go to: 40, as a seller shipping across the US meets them. */
export const FULFILMENT_CENTRES = ['ONT8', 'LGB8', 'SBD1', 'LAX9', 'SNA4', 'PHX6', 'PHX7', 'SMF3', 'OAK4', 'SJC7', 'PDX9', 'BFI4', 'SEA8', 'DEN4', 'SLC1', 'LAS1', 'DFW7', 'FTW1', 'IAH3', 'SAT1', 'OKC1', 'MCI1', 'STL4', 'MDW2', 'ORD2', 'IND9', 'CMH1', 'DTW1', 'CLT2', 'ATL6', 'MCO1', 'TPA1', 'JAX3', 'BWI2', 'PHL6', 'ABE8', 'EWR4', 'TEB9', 'BOS7', 'RDU1'];

/** FBA orders to the fulfilment centres over the four channels, two carton lines each. */
async function seedFbaOrders(db: Kysely<Database>, orders: number): Promise<void> {
  if (orders === 0) return;
  // FBA and 9 letters or digits.
  await sql`INSERT INTO fba_orders (customer_id, created_by, fba_shipment_id, amazon_reference_id, fulfilment_centre, channel, declared_value, currency)
    SELECT u.customer_id, u.user_id, 'FBAB' || lpad(g::text, 8, '0'), upper(substr(md5(g::text), 1, 8)),
      (${FULFILMENT_CENTRES}::text[])[1 + g % ${FULFILMENT_CENTRES.length}], (ARRAY['SEA','RAIL','AIR','TRUCK'])[1 + g % 4],
      500 + g % 20000, 'USD'
    FROM generate_series(1, ${orders}) AS g JOIN ${owners} AS u ON ${ownerOf('g')}`.execute(db);
  await sql`INSERT INTO fba_order_cartons (parent_id, line_no, carton_count, length_cm, width_cm, height_cm, weight_kg, msku, quantity)
    SELECT o.id, k, 1 + o.id % 20, 60, 40, 40, 12.5 + k, 'SKU-' || o.id || '-' || k, 24
    FROM fba_orders o CROSS JOIN generate_series(1, 2) AS k WHERE o.fba_shipment_id LIKE 'FBAB%'`.execute(db);
}
