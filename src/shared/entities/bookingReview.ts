// The forwarder's review queue (the back office's side of a booking): every company's bookings past the
// draft, as a read-only SQL view (migration 0300) over bookings and customers, so operations staff see
// whose booking it is and confirm, reject or complete it (domains/bookings/reviewActions.ts). Customers
// never read it; nobody writes it but through those actions, which move the booking itself.
import type { BookingStatus } from './bookingStatus';
import type { Stored } from './common';

/**
 * @title field.entity.bookingReview
 * @table booking_reviews
 * @handWritten
 * @keyField bookingNo
 * @defaultSort submittedAt
 */
export interface BookingReview extends Stored {
  /**
   * @title field.bookingReview.customerCd
   * @maxLength 20
   */
  customerCd?: string;
  /**
   * The booking's company.
   * @title field.bookingReview.customerName
   * @maxLength 100
   */
  customerName?: string;
  /**
   * @title field.booking.bookingNo
   * @maxLength 20
   */
  bookingNo?: string;
  /**
   * @title field.booking.shipperReference
   * @maxLength 35
   */
  shipperReference?: string;
  /**
   * @title field.booking.mode
   * @optionsOf booking.mode
   */
  mode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * Where each review action is offered: the booking's own from-states (tests/unit/bookingReviewTransitions.test.ts).
   * @title field.booking.status
   * @optionsOf booking.status
   * @transitions {"confirm": ["RECEIVED", "UPDATE_RECEIVED"], "reject": ["RECEIVED", "PENDING_UPDATE", "UPDATE_RECEIVED"], "complete": ["CONFIRMED"]}
   * @badges {"DRAFT":"neutral","RECEIVED":"informative","PENDING_UPDATE":"warning","UPDATE_RECEIVED":"brand","CONFIRMED":"success","REJECTED":"danger","CANCELLED":"severe","COMPLETED":"important"}
   */
  status?: BookingStatus;
  /**
   * @title field.booking.pol
   * @reference location
   * @maxLength 5
   */
  pol?: string;
  /**
   * @title field.booking.pod
   * @reference location
   * @maxLength 5
   */
  pod?: string;
  /**
   * @title field.booking.carrier
   * @reference carrier
   * @maxLength 10
   */
  carrier?: string;
  /**
   * @title field.booking.etd
   * @format date
   */
  etd?: string;
  /**
   * @title field.booking.submittedAt
   * @format date-time
   */
  submittedAt?: string;
  /**
   * @title field.booking.carrierBookingReference
   * @maxLength 35
   */
  carrierBookingReference?: string;
  /**
   * @title field.booking.transportName
   * @maxLength 60
   */
  transportName?: string;
  /**
   * @title field.booking.rejectReason
   * @maxLength 500
   */
  rejectReason?: string;
}
