// What a booking must hold to be submitted: the entity's own rule set (`@requiredFor` submit on the
// booking, which the booking forms mark before the user tries) on top of what the menu's
// required-field rules of the mode's form ask, each missing value named by its label in the user's
// language (resources/requiredForErrors.ts); and a truck's pickup window in order. A draft may leave
// any of it empty.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { translate } from '../../i18n/translate';
import type { EntitySchema } from '../../resources/entityFields';
import { requiredForErrors } from '../../resources/requiredForErrors';
import type { BookingMode } from './bookingNumber';
import type { EntityRecord } from '../../resources/types';

/** The form (menu) of each mode: its required-field rules apply at submission. */
export const FORM_MENU: Record<BookingMode, string> = { SEA: 'seaBooking', RAIL: 'railBooking', AIR: 'airBooking', TRUCK: 'truckBooking' };

export function submitErrors(schema: EntitySchema, record: EntityRecord, language: Language): FieldError[] {
  const errors = requiredForErrors(schema, 'submit', record, language);
  if (record.mode === 'TRUCK' && typeof record.pickupFrom === 'string' && typeof record.pickupTo === 'string' && Date.parse(record.pickupTo) <= Date.parse(record.pickupFrom))
    errors.push({ field: '/pickupTo', message: translate(language, 'booking.windowOrder') });
  return errors;
}
