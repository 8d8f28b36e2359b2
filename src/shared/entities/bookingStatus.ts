// A booking's statuses, in the order of its life: DCSA Booking 2.0's, plus DRAFT before submission
// (DOMAIN.md). The one list: the booking entity's `status` field, the server's status machine and the
// dashboard's counts all read it.
export const BOOKING_STATUSES = ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
