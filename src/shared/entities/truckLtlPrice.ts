// A part-load rate per chargeable kg (max of kg, 1,850 kg per loading metre, 333 kg per m³) with a minimum.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.truckLtlPrice
 * @table truck_ltl_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface TruckLtlPrice extends Stored {
  /**
   * @title field.truckLtlPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["TL-DEHAM-DEMUC-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.truckLtlPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "truck"}
   * @maxLength 10
   * @indexed
   */
  carrier?: string;
  /**
   * @title field.truckLtlPrice.pol
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.truckLtlPrice.pod
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.truckLtlPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.truckLtlPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.truckLtlPrice.ratePerKg
   * @minimum 0
   * @maximum 10000000
   */
  ratePerKg: number;
  /**
   * @title field.truckLtlPrice.minimum
   * @minimum 0
   * @maximum 10000000
   */
  minimum?: number;
  /**
   * @title field.truckLtlPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.truckLtlPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.truckLtlPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
