// The history of a booking: one entry per status change (who, when, from, to, note), written in the
// transaction of the change and read through the booking, whose scope guards it.
import { type Kysely, sql } from 'kysely';
import type { Principal } from '../../auth/access';
import { formatChinaTimestamp } from '../../../shared/wire/chinaTime';

export interface HistoryEntry {
  /** China time, `YYYY-MM-DD HH:mm:ss`, as every time on the wire. */
  at: string;
  user: string | null;
  from: string | null;
  to: string;
  note: string | null;
}

export async function recordHistory<DB>(db: Kysely<DB>, bookingId: number, by: Pick<Principal, 'userId' | 'account'> | null, from: string | null, to: string, note?: string | null): Promise<void> {
  await sql`INSERT INTO booking_history (booking_id, user_id, user_name, from_status, to_status, note)
    VALUES (${bookingId}, ${by?.userId ?? null}, ${by?.account ?? null}, ${from}, ${to}, ${note ?? null})`.execute(db);
}

export async function historyOf<DB>(db: Kysely<DB>, bookingId: number): Promise<HistoryEntry[]> {
  const { rows } = await sql<{ at: Date; user_name: string | null; from_status: string | null; to_status: string; note: string | null }>`
    SELECT at, user_name, from_status, to_status, note FROM booking_history WHERE booking_id = ${bookingId} ORDER BY at, id`.execute(db);
  return rows.map((r) => ({ at: formatChinaTimestamp(new Date(r.at)), user: r.user_name, from: r.from_status, to: r.to_status, note: r.note }));
}
