// A full-truckload rate for one vehicle type between two places.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.truckFtlPrice
 * @table truck_ftl_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface TruckFtlPrice extends Stored {
  /**
   * @title field.truckFtlPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["TF-DEHAM-DEMUC-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.truckFtlPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "truck"}
   * @maxLength 10
   * @indexed
   */
  carrier?: string;
  /**
   * @title field.truckFtlPrice.pol
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.truckFtlPrice.pod
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.truckFtlPrice.vehicleType
   */
  vehicleType: 'van35' | 'truck7' | 'truck12' | 'megaTrailer' | 'tautliner';
  /**
   * @title field.truckFtlPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.truckFtlPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.truckFtlPrice.rate
   * @minimum 0
   * @maximum 10000000
   */
  rate: number;
  /**
   * @title field.truckFtlPrice.surcharge
   * @minimum 0
   * @maximum 10000000
   */
  surcharge?: number;
  /**
   * @title field.truckFtlPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.truckFtlPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.truckFtlPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
