// The booking's status machine (DCSA Booking 2.0 plus DRAFT): which named action moves a booking
// from which states to which one. Everything else is refused with a message naming both states.
import type { Language } from '../../../shared/constants';
import { invalidInput } from '../../http/apiError';
import { translate } from '../../i18n/translate';

export const BOOKING_STATUSES = ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type Transition = 'submit' | 'requestUpdate' | 'cancel' | 'confirm' | 'reject' | 'complete';

/** From-states of each transition; submit goes to RECEIVED from a draft and UPDATE_RECEIVED from an update request. */
const FROM: Record<Transition, readonly BookingStatus[]> = {
  submit: ['DRAFT', 'PENDING_UPDATE'],
  requestUpdate: ['RECEIVED', 'UPDATE_RECEIVED'],
  cancel: ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED'],
  confirm: ['RECEIVED', 'UPDATE_RECEIVED'],
  reject: ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED'],
  complete: ['CONFIRMED'],
};

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

/** Only drafts and bookings the customer was asked to update may have their fields changed. */
export const EDITABLE: readonly BookingStatus[] = ['DRAFT', 'PENDING_UPDATE'];

/** The next state, or a refusal (10002) naming the current state and the one asked for. */
export function nextStatus(transition: Transition, from: BookingStatus, language: Language): BookingStatus {
  const to = targetOf(transition, from);
  if (!FROM[transition].includes(from)) {
    const values = { from, to };
    throw invalidInput([{ field: 'status', message: translate(language, 'booking.transitionRefused', values) }], 'booking.transitionRefused', values);
  }
  return to;
}
