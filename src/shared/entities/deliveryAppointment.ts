// A delivery appointment for goods that arrived at an overseas warehouse: what goes, where to, in which
// slot, with which carrier. The engine's create is the draft; `book`, `reschedule` and `cancel`
// (domains/overseasDelivery) hold and release a place in the slot.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.deliveryAppointment
 * @table delivery_appointments
 * @customerScoped
 * @keyField reference
 * @defaultSort id
 */
export interface DeliveryAppointment extends CustomerOwned {
  /**
   * The customer's reference number for the delivery.
   * @title field.deliveryAppointment.reference
   * @pattern ^[A-Za-z0-9-]{3,30}$
   * @maxLength 30
   * @indexed
   * @formatExamples ["DLV-2611-001"]
   */
  reference: string;
  /**
   * @title field.deliveryAppointment.arrival
   * @reference warehouseArrival
   * @maxLength 20
   * @indexed
   */
  arrival: string;
  /**
   * @title field.deliveryAppointment.goodsKind
   */
  goodsKind: 'CARTON' | 'PALLET';
  /**
   * @title field.deliveryAppointment.goodsCount
   * @minimum 1
   * @maximum 100000
   * @asType integer
   */
  goodsCount: number;
  /**
   * @title field.deliveryAppointment.destinationType
   */
  destinationType: 'FC' | 'ADDRESS';
  /**
   * Amazon fulfilment-centre code, when delivered to one.
   * @title field.deliveryAppointment.fulfilmentCentre
   * @pattern ^[A-Z0-9]{3,10}$
   * @maxLength 10
   * @formatExamples ["ONT8", "LAX9"]
   */
  fulfilmentCentre?: string;
  /**
   * @title field.deliveryAppointment.address
   * @maxLength 500
   */
  address?: string;
  /**
   * @title field.deliveryAppointment.slot
   * @reference deliverySlot
   * @maxLength 30
   * @indexed
   */
  slot: string;
  /**
   * @title field.deliveryAppointment.carrier
   * @minLength 1
   * @maxLength 60
   */
  carrier: string;
  /**
   * @title field.deliveryAppointment.status
   * @readOnly true
   * @indexed
   */
  status?: 'DRAFT' | 'BOOKED' | 'CANCELLED';
  /**
   * The booking request's key: the same key again answers the appointment it made.
   * @title field.deliveryAppointment.idempotencyKey
   * @maxLength 64
   * @readOnly true
   */
  idempotencyKey?: string;
}
