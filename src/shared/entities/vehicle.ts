// A vehicle shipped for a customer, known by its VIN (ISO 3779; shared/vin/vinCheck.ts), with the
// booking it travels on and where it stands; its events are vehicleEvent records.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.vehicle
 * @table vehicles
 * @customerScoped
 * @keyField vin
 * @defaultSort id
 */
export interface Vehicle extends CustomerOwned {
  /**
   * ISO 3779 (`@fieldCheck vin`, shared/vin/vinCheck.ts): no I, O or Q (refused naming the letter), the North
   * American check digit right.
   * @title field.vehicle.vin
   * @pattern ^[A-Z0-9]{17}$
   * @minLength 17
   * @maxLength 17
   * @formatExamples ["1M8GDM9AXKP042788"]
   * @indexed
   * @fieldCheck vin
   */
  vin: string;
  /**
   * @title field.vehicle.make
   * @minLength 1
   * @maxLength 40
   */
  make: string;
  /**
   * @title field.vehicle.model
   * @minLength 1
   * @maxLength 60
   */
  model: string;
  /**
   * @title field.vehicle.modelYear
   * @minimum 1950
   * @maximum 2100
   * @asType integer
   */
  modelYear?: number;
  /**
   * The booking number the vehicle travels on.
   * @title field.vehicle.bookingNo
   * @maxLength 30
   * @indexed
   */
  bookingNo?: string;
  /**
   * @title field.vehicle.status
   * @indexed
   */
  status: 'BOOKED' | 'RECEIVED' | 'LOADED' | 'IN_TRANSIT' | 'DISCHARGED' | 'CLEARED' | 'DELIVERED';
  /**
   * @title field.vehicle.remark
   * @maxLength 500
   */
  remark?: string;
}
