// The forwarder's review of bookings (administrators: the menu whose page lists the review FuncIds): confirm with the carrier's
// reference and the vessel/voyage, flight or train; reject with a reason; complete. Any customer's
// booking, by id; the status machine refuses what the current state does not allow.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYLOAD_FIELD } from '../../../shared/wire/resourceContract';
import { forbidden } from '../../http/apiError';
import { parseJsonField } from '../../http/jsonField';
import { requestLanguage } from '../../http/language';
import { ok } from '../../http/reply';
import type { Database } from '../../db/schema';
import { lockBooking, moveBooking } from './bookingStore';
import type { BookingStatus } from '../../../shared/entities/bookingStatus';
import { nextStatus, type Transition } from './statusMachine';
import { routeSchemas } from '../../resources/routeSchemas';
import type { ResourceDef } from '../../resources/types';
import { answers } from '../../http/answerSchemas';
import { recordSchemaId } from '../../resources/recordAnswers';
import { menuFuncAccess } from '../../pages/pageGrants';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' });

interface Review {
  transition: Extract<Transition, 'confirm' | 'reject' | 'complete'>;
  /** The FuncId's name: the menu whose page file lists `<menu>.<func>` grants it (menuFuncAccess). */
  func: string;
  summary: string;
  payload: { properties: Record<string, object>; required: string[] };
  columns: (p: Record<string, string>) => Record<string, unknown>;
  note: (p: Record<string, string>) => string | null;
}

const REVIEWS: Review[] = [
  {
    transition: 'confirm',
    func: 'confirmBooking',
    summary: 'Confirm a received booking (→ CONFIRMED) with the carrier booking reference and vessel/voyage, flight or train (data: {"id","carrierBookingReference","transportName"})',
    payload: { properties: { carrierBookingReference: text(35), transportName: text(60) }, required: ['carrierBookingReference', 'transportName'] },
    columns: (p) => ({ carrier_booking_reference: p.carrierBookingReference.trim(), transport_name: p.transportName.trim() }),
    note: (p) => `${p.carrierBookingReference.trim()} / ${p.transportName.trim()}`,
  },
  {
    transition: 'reject',
    func: 'rejectBooking',
    summary: 'Reject a booking (→ REJECTED) with a reason (data: {"id","reason"})',
    payload: { properties: { reason: text(500) }, required: ['reason'] },
    columns: (p) => ({ reject_reason: p.reason.trim() }),
    note: (p) => p.reason.trim(),
  },
  {
    transition: 'complete',
    func: 'completeBooking',
    summary: 'Complete a confirmed booking (→ COMPLETED) (data: {"id"})',
    payload: { properties: {}, required: [] },
    columns: () => ({}),
    note: () => null,
  },
];

export function registerReviewRoutes(app: FastifyInstance, def: ResourceDef): void {
  const db = app.resourceEngine.database;
  for (const review of REVIEWS) {
    const schema = { type: 'object', properties: { id: ID, ...review.payload.properties }, required: ['id', ...review.payload.required], additionalProperties: false };
    app.post(
      `/bookingReview/${review.transition}`,
      // Its input as an action's: the payload as JSON text in the form field `data`, checked against
      // `schema` by the handler. Its answer: the booking as moved, a record of the resource.
      { config: { access: menuFuncAccess(review.func), changes: def.name }, schema: { tags: ['bookingReview'], summary: review.summary, ...routeSchemas(def).action(schema), response: answers({ $ref: `${recordSchemaId(def)}#` }) } },
      async (request: FastifyRequest) => {
        if (!request.principal || request.principal.kind !== 'admin') throw forbidden();
        const principal = request.principal;
        const language = requestLanguage(request);
        const payload = parseJsonField<Record<string, string> & { id: number }>(request, PAYLOAD_FIELD, (request.body as Record<string, unknown> | undefined)?.[PAYLOAD_FIELD], schema);
        const result = await db.transaction().execute(async (trx) => {
          const booking = await lockBooking<Database>(trx, def, { customerId: null }, payload.id);
          const to = nextStatus(review.transition, booking.status as BookingStatus, language);
          return moveBooking<Database>(trx, def, booking, to, principal, review.note(payload), review.columns(payload));
        });
        return ok(result);
      },
    );
  }
}
