// Booking numbers: mode prefix + China date (yymmdd) + a four-digit sequence of that prefix and day,
// e.g. SE2611230001, and FB… for FBA orders. The counter row's upsert locks it until the transaction
// ends, so concurrent saves take turns and never share a number; a rolled-back one leaves a gap (allowed).
import { type Kysely, sql } from 'kysely';
import { formatChinaTimestamp } from '../../../shared/wire/chinaTime';

const PREFIX = { SEA: 'SE', RAIL: 'RA', AIR: 'AI', TRUCK: 'TR', FBA: 'FB' } as const;
export type BookingMode = Exclude<keyof typeof PREFIX, 'FBA'>;
/** What is numbered: a booking by its mode, or an FBA order. */
export type NumberedKind = keyof typeof PREFIX;

/** The China calendar day of `now` as yymmdd. */
export function chinaDay(now: Date = new Date()): string {
  return formatChinaTimestamp(now).slice(2, 10).replaceAll('-', '');
}

export async function allocateBookingNo<DB>(db: Kysely<DB>, mode: NumberedKind, now: Date = new Date()): Promise<string> {
  const prefix = `${PREFIX[mode]}${chinaDay(now)}`;
  const { rows } = await sql<{ last_value: number }>`INSERT INTO booking_number_counters (prefix, last_value) VALUES (${prefix}, 1)
    ON CONFLICT (prefix) DO UPDATE SET last_value = booking_number_counters.last_value + 1
    RETURNING last_value`.execute(db);
  const n = Number(rows[0].last_value);
  // Four digits a day; a busier day simply grows the number.
  return `${prefix}${String(n).padStart(4, '0')}`;
}
