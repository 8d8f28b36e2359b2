// `POST booking/track` (data = {"number"}): the one search box of /cargoTracing/mulCargoTrack. Any
// number on a customer's papers — booking no., B/L or AWB (the carrier's reference), container, train,
// flight or VIN — names one of the caller's shipments; the answer says which (id, mode) so the page
// opens its tracking detail. A container number with a wrong check digit, or a number that names
// nothing of the caller's, is refused on the field with a message in the user's language.
import { sql } from 'kysely';
import { CONTAINER_NUMBER } from '../../../shared/tracking/iso6346';
import { invalidInput } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { tableRef } from '../../resources/sqlParts';
import { containerNumberError } from './eventCheck';
import type { ResourceAction } from '../../resources/types';
import { exactObject, INTEGER, TEXT } from '../../http/answerSchemas';

export interface TrackedShipment {
  id: number;
  mode: string;
  bookingNo: string;
}

/** What people type: case, spaces and dashes vary. */
export const normalizeNumber = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

export const trackLookup: ResourceAction = {
  name: 'track',
  answer: { schema: exactObject({ id: INTEGER, mode: TEXT, bookingNo: TEXT }) },
  summary: 'Find one of the caller’s shipments by booking no., B/L, AWB, container, train, flight or VIN (data: {"number"}); answers {id, mode, bookingNo}',
  reads: true,
  payloadSchema: { type: 'object', properties: { number: { type: 'string', maxLength: 40 } }, required: ['number'], additionalProperties: false },
  async run({ db, def, scope, language }, payload) {
    const number = normalizeNumber((payload as { number: string }).number);
    const refuse = (message: string) => invalidInput([{ field: '/number', message }]);
    if (number === '') throw refuse(translate(language, 'tracking.lookupEmpty'));
    if (CONTAINER_NUMBER.test(number)) {
      const problem = containerNumberError(language, number);
      if (problem) throw refuse(problem);
    }
    if (scope.customerId === null) throw refuse(translate(language, 'tracking.lookupUnknown', { value: number }));
    const { rows } = await sql<{ id: number; mode: string; booking_no: string }>`
      SELECT b.id, b.mode, b.booking_no FROM ${tableRef(def)} b
      WHERE b.customer_id = ${scope.customerId} AND b.booking_no IS NOT NULL AND (
        b.booking_no = ${number}
        OR upper(replace(b.carrier_booking_reference, '-', '')) = ${number}
        OR (length(${number}) = 17 AND upper(b.vins) LIKE ${`%${number}%`})
        OR b.booking_no IN (SELECT e.booking_no FROM shipment_events e
          WHERE e.container_no = ${number} OR upper(e.train_no) = ${number} OR e.flight_no = ${number}))
      ORDER BY b.id DESC LIMIT 1`.execute(db);
    const found = rows[0];
    if (!found) throw refuse(translate(language, 'tracking.lookupUnknown', { value: number }));
    return { id: found.id, mode: found.mode, bookingNo: found.booking_no } satisfies TrackedShipment;
  },
};
