// The booking's status machine (DCSA Booking 2.0 plus DRAFT): which named action moves a booking
// from which states to which one. Everything else is refused with a message naming both states.
import type { Language } from '../../../shared/constants';
import { invalidInput } from '../../http/apiError';
import { translate } from '../../i18n/translate';
import { fieldTitle } from '../../i18n/fieldTitles';
import bookingSchema from '../../../../schemas/entities/booking.schema.json';
import { transitionsOf } from '../../../shared/entities/transitions';
import type { EntitySchema } from '../../resources/entityFields';

import type { BookingStatus } from '../../../shared/entities/bookingStatus';

export type Transition = 'submit' | 'requestUpdate' | 'cancel' | 'confirm' | 'reject' | 'complete';

/**
 * From-states of each transition, as the entity declares them (`@transitions` on status), so the screens
 * offer an action exactly where this machine allows it. Submit goes to RECEIVED from a draft and
 * UPDATE_RECEIVED from an update request.
 */
const FROM = transitionsOf(bookingSchema as EntitySchema)!.from as Record<Transition, readonly BookingStatus[]>;

const TARGET: Record<Exclude<Transition, 'submit'>, BookingStatus> = {
  requestUpdate: 'PENDING_UPDATE',
  cancel: 'CANCELLED',
  confirm: 'CONFIRMED',
  reject: 'REJECTED',
  complete: 'COMPLETED',
};

/** The state a transition leads to from `from`. */
export function targetOf(transition: Transition, from: BookingStatus): BookingStatus {
  if (transition === 'submit') return from === 'PENDING_UPDATE' ? 'UPDATE_RECEIVED' : 'RECEIVED';
  return TARGET[transition];
}

/** Only drafts and bookings the customer was asked to update may have their fields changed (the entity's `update` transition). */
export const EDITABLE = (transitionsOf(bookingSchema as EntitySchema)!.from.update ?? []) as readonly BookingStatus[];

/** The next state, or a refusal (10002) naming the current state and the one asked for. */
export function nextStatus(transition: Transition, from: BookingStatus, language: Language): BookingStatus {
  const to = targetOf(transition, from);
  if (!FROM[transition].includes(from)) {
    // The states as the screens name them (已确认, not CONFIRMED): the client's own labels.
    const label = (status: BookingStatus) => fieldTitle(language, `field.booking.statusOption.${status}`, status);
    const values = { from: label(from), to: label(to) };
    throw invalidInput([{ field: 'status', message: translate(language, 'booking.transitionRefused', values) }], 'booking.transitionRefused', values);
  }
  return to;
}
