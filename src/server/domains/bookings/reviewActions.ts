// The forwarder's review of bookings (the bookingReview resource, administrators): confirm with the
// carrier's reference and the vessel/voyage, flight or train; reject with a reason; complete. Any company's
// booking, by id; the status machine refuses what the current state does not allow. Each is an action of
// the review queue (`POST bookingReview/<action>`), granted by the FuncIds its page offers, and answers the
// booking's row of the queue as moved.
import type { Database } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { rowToRecord } from '../../resources/records';
import { selectByIds } from '../../resources/rowStore';
import type { ResourceAction, ResourceDef } from '../../resources/types';
import type { BookingStatus } from '../../../shared/entities/bookingStatus';
import { lockBooking, moveBooking } from './bookingStore';
import { nextStatus, type Transition } from './statusMachine';
import { ROW_ID } from '../../resources/columnBounds';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' });

interface Review {
  transition: Extract<Transition, 'confirm' | 'reject' | 'complete'>;
  summary: string;
  payload: { properties: Record<string, object>; required: string[] };
  columns: (p: Record<string, string>) => Record<string, unknown>;
  note: (p: Record<string, string>) => string | null;
}

const REVIEWS: Review[] = [
  {
    transition: 'confirm',
    summary: 'Confirm a received booking (→ CONFIRMED) with the carrier booking reference and vessel/voyage, flight or train (data: {"id","carrierBookingReference","transportName"})',
    payload: { properties: { carrierBookingReference: text(35), transportName: text(60) }, required: ['carrierBookingReference', 'transportName'] },
    columns: (p) => ({ carrier_booking_reference: p.carrierBookingReference.trim(), transport_name: p.transportName.trim() }),
    note: (p) => `${p.carrierBookingReference.trim()} / ${p.transportName.trim()}`,
  },
  {
    transition: 'reject',
    summary: 'Reject a booking (→ REJECTED) with a reason (data: {"id","reason"})',
    payload: { properties: { reason: text(500) }, required: ['reason'] },
    columns: (p) => ({ reject_reason: p.reason.trim() }),
    note: (p) => p.reason.trim(),
  },
  {
    transition: 'complete',
    summary: 'Complete a confirmed booking (→ COMPLETED) (data: {"id"})',
    payload: { properties: {}, required: [] },
    columns: () => ({}),
    note: () => null,
  },
];

/** The review actions, moving bookings of `bookings` (the booking resource) and answering the queue's row. */
export function reviewActions(bookings: () => ResourceDef): ResourceAction[] {
  return REVIEWS.map((review) => ({
    name: review.transition,
    summary: review.summary,
    answer: { record: true },
    payloadSchema: { type: 'object', properties: { id: ROW_ID, ...review.payload.properties }, required: ['id', ...review.payload.required], additionalProperties: false },
    async run({ db, def, principal, language }, raw) {
      const payload = raw as Record<string, string> & { id: number };
      const booking = await lockBooking<Database>(db, bookings(), { customerId: null }, payload.id);
      const to = nextStatus(review.transition, booking.status as BookingStatus, language);
      await moveBooking<Database>(db, bookings(), booking, to, principal, review.note(payload), review.columns(payload));
      const [row] = await selectByIds(db, def, { customerId: null }, [payload.id]);
      if (!row) throw notFound();
      return rowToRecord(def, row);
    },
  }));
}
