// What the server derives and stores at every save of a booking (the engine's `derive` hook): its
// number when it is first saved, so the form names the record at once; an air booking's chargeable
// weight by the shared rule its form shows live; the quoted total of its price reference.
import { type Kysely, sql } from 'kysely';
import { allocateBookingNo, type BookingMode } from './bookingNumber';
import { quoteBooking } from './bookingQuote';
import { translate } from '../../i18n/translate';
import { exactTotal, quoteRefusal, savedQuoteOf } from '../spaceAndPrices/instantQuote/savedQuoteActions';
import type { Language } from '../../../shared/constants';
import { bookingChargeableKg } from './chargeableWeight';
import type { EntityRecord, HookError, ResourceHooks } from '../../resources/types';

/** Stores the derived fields of booking `id`, whose fields and lines are `record`. */
export async function deriveBooking<DB>(db: Kysely<DB>, id: number, record: EntityRecord, stored?: EntityRecord, customerId: number | null = null): Promise<void> {
  const mode = record.mode as BookingMode;
  // Booked from a saved quote still valid: its total, whatever the price list says since.
  const quote = (await heldQuote(db, customerId, record)) ?? (await quoteBooking(db, record));
  const number = stored?.bookingNo ? null : await allocateBookingNo(db, mode);
  await sql`UPDATE bookings SET chargeable_kg = ${mode === 'AIR' ? bookingChargeableKg(record) : null},
    quoted_total = ${quote?.total ?? null}, quoted_currency = ${quote?.currency ?? null}
    ${number ? sql`, booking_no = ${number}` : sql``}
    WHERE id = ${id}`.execute(db);
}

const quoteNoOf = (record: EntityRecord) => (typeof record.quoteNo === 'string' && record.quoteNo.trim() !== '' ? record.quoteNo.trim() : null);

/** The total and currency of the saved quote the booking names, while the company may book at it. */
async function heldQuote<DB>(db: Kysely<DB>, customerId: number | null, record: EntityRecord): Promise<{ total: string; currency: string } | null> {
  const quoteNo = quoteNoOf(record);
  if (!quoteNo) return null;
  const quote = await savedQuoteOf(db, customerId, quoteNo);
  if (!quote || quoteRefusal(quote, quoteNo, record.mode)) return null;
  return { total: exactTotal(quote), currency: quote.currency ?? '' };
}

/**
 * Why the booking may not be held to the quote it names (unknown to the company, without a price, expired,
 * of another mode), under its field in the caller's language; none without a quote.
 */
export async function quoteHoldErrors<DB>(db: Kysely<DB>, customerId: number | null, record: EntityRecord, language: Language): Promise<HookError[]> {
  const quoteNo = quoteNoOf(record);
  if (!quoteNo) return [];
  const refusal = quoteRefusal(await savedQuoteOf(db, customerId, quoteNo), quoteNo, record.mode);
  return refusal ? [{ field: '/quoteNo', message: translate(language, refusal.key, refusal.values), key: refusal.key, values: refusal.values }] : [];
}

export const bookingHooks: ResourceHooks = {
  derive: ({ db, principal }, id, record, stored) => deriveBooking(db, id, record, stored, principal.customerId),
};
