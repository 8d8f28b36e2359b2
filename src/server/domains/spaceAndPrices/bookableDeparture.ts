// Whether a departure can still be booked — the one check the booking domain calls before it accepts a
// booking on a sailing or a train (the space screens only hide "Book"; the server decides).
// A departure is closed once its earliest cut-off has passed, when it is full or blank, or after it left.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/schema';
import { translate } from '../../i18n/translate';

/** Why a departure cannot be booked (a message key `departure.notBookable.<reason>`), or null when it can. */
export type NotBookableReason = 'unknown' | 'blank' | 'full' | 'pastCutoff' | 'departed';

interface DepartureState {
  status: string;
  etd: Date | string;
  earliest_cutoff: Date | string | null;
}

const EARLIEST_CUTOFF = sql`LEAST(doc_cutoff, vgm_cutoff, fcl_cutoff, lcl_cutoff)`;

/** The same rule as SQL over a departure row: the `bookable` field the space screens hide "Book" by. */
export const BOOKABLE_SQL = sql<boolean>`status IN ('available', 'limited') AND etd > now() AND COALESCE(${EARLIEST_CUTOFF} > now(), true)`;

export async function bookableDeparture(db: Kysely<Database>, departureNo: string, now = new Date()): Promise<NotBookableReason | null> {
  // LEAST ignores nulls: a departure without cut-offs closes when it leaves.
  const { rows } = await sql<DepartureState>`
    SELECT status, etd, ${EARLIEST_CUTOFF} AS earliest_cutoff
    FROM departures WHERE departure_no = ${departureNo}`.execute(db);
  const d = rows[0];
  if (!d) return 'unknown';
  if (d.status === 'blank') return 'blank';
  if (d.status === 'full') return 'full';
  if (new Date(d.etd).getTime() <= now.getTime()) return 'departed';
  if (d.earliest_cutoff !== null && new Date(d.earliest_cutoff).getTime() <= now.getTime()) return 'pastCutoff';
  return null;
}

/** The refusal in the request's language, for the booking's 10002 answer on its departure field. */
export const notBookableMessage = (language: Language, departureNo: string, reason: NotBookableReason) =>
  translate(language, `departure.notBookable.${reason}`, { departureNo });
