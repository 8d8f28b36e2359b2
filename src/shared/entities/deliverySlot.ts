// A delivery appointment slot at an overseas site: a date and time window with a capacity. Written by
// the forwarder; customers book places in it (domains/overseasDelivery/appointmentActions.ts).
import type { Stored } from './common';

/**
 * @title field.entity.deliverySlot
 * @table delivery_slots
 * @keyField slotNo
 * @defaultSort slotDate
 * @offeredWhen {"open": true}
 */
export interface DeliverySlot extends Stored {
  /**
   * @title field.deliverySlot.slotNo
   * @pattern ^[A-Z0-9-]{4,30}$
   * @maxLength 30
   * @formatExamples ["LAX9-EXTRA-01"]
   * @indexed
   */
  slotNo: string;
  /**
   * The fulfilment centre or warehouse the appointments are at.
   * @title field.deliverySlot.site
   * @pattern ^[A-Z0-9]{3,10}$
   * @maxLength 10
   * @indexed
   * @formatExamples ["ONT8", "DTM2"]
   */
  site: string;
  /**
   * @title field.deliverySlot.slotDate
   * @format date
   * @indexed
   */
  slotDate: string;
  /**
   * @title field.deliverySlot.timeWindow
   * @pattern ^[0-2][0-9][:][0-5][0-9]-[0-2][0-9][:][0-5][0-9]$
   * @maxLength 11
   * @formatExamples ["08:00-12:00"]
   */
  timeWindow: string;
  /**
   * Until when appointments in the slot may be booked, moved or cancelled.
   * @title field.deliverySlot.cutoffAt
   * @format date-time
   */
  cutoffAt: string;
  /**
   * @title field.deliverySlot.capacity
   * @minimum 0
   * @maximum 10000
   * @asType integer
   */
  capacity: number;
  /**
   * Appointments holding a place; changed only by booking, rescheduling and cancelling.
   * @title field.deliverySlot.booked
   * @asType integer
   * @readOnly true
   */
  booked?: number;
  /**
   * Places left (capacity − booked).
   * @title field.deliverySlot.free
   * @computed
   */
  free?: number;
  /**
   * Still bookable: before its cut-off, with a place free. Only open slots are offered for a new appointment.
   * @title field.deliverySlot.open
   * @computed
   */
  open?: boolean;
}
