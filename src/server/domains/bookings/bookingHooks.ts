// What the server derives and stores at every save of a booking (the engine's `derive` hook): its
// number when it is first saved, so the form names the record at once; an air booking's chargeable
// weight by the shared rule its form shows live; the quoted total of its price reference.
import { type Kysely, sql } from 'kysely';
import { allocateBookingNo, type BookingMode } from './bookingNumber';
import { quoteBooking } from './bookingQuote';
import { bookingChargeableKg } from './chargeableWeight';
import type { EntityRecord, ResourceHooks } from '../../resources/types';

/** Stores the derived fields of booking `id`, whose fields and lines are `record`. */
export async function deriveBooking<DB>(db: Kysely<DB>, id: number, record: EntityRecord, stored?: EntityRecord): Promise<void> {
  const mode = record.mode as BookingMode;
  const quote = await quoteBooking(db, record);
  const number = stored?.bookingNo ? null : await allocateBookingNo(db, mode);
  await sql`UPDATE bookings SET chargeable_kg = ${mode === 'AIR' ? bookingChargeableKg(record) : null},
    quoted_total = ${quote?.total ?? null}, quoted_currency = ${quote?.currency ?? null}
    ${number ? sql`, booking_no = ${number}` : sql``}
    WHERE id = ${id}`.execute(db);
}

export const bookingHooks: ResourceHooks = {
  derive: ({ db }, id, record, stored) => deriveBooking(db, id, record, stored),
};
