// A record that names a booking by its number (a charge line, a tally order) opens that booking's
// shipment page: the company's own booking of the number (none for an FBA shipment's reference), its id
// and its mode, which picks the page. Computed fields (`@computed`) over the record's own row.
import { sql } from 'kysely';

/** `table`: the record's table as the engine reads it (unaliased); `column`: the one holding the number. */
export function bookingOfReference(table: string, column: string) {
  const ofRow = sql`b.customer_id = ${sql.ref(`${table}.customer_id`)} AND b.booking_no = ${sql.ref(`${table}.${column}`)}`;
  return {
    bookingId: sql<number>`(SELECT b.id FROM bookings b WHERE ${ofRow} ORDER BY b.id LIMIT 1)`,
    bookingMode: sql<string>`(SELECT b.mode FROM bookings b WHERE ${ofRow} ORDER BY b.id LIMIT 1)`,
  };
}
