// A China-Europe rail FCL rate per container type between two terminals, via a border crossing.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.railFclPrice
 * @table rail_fcl_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface RailFclPrice extends Stored {
  /**
   * @title field.railFclPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["RF-CNCTU-DEDUI-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.railFclPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "rail"}
   * @maxLength 10
   * @indexed
   */
  carrier?: string;
  /**
   * @title field.railFclPrice.pol
   * @reference location
   * @referenceFilter {"servesRail": true}
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.railFclPrice.pod
   * @reference location
   * @referenceFilter {"servesRail": true}
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.railFclPrice.borderCrossing
   * @reference borderCrossing
   * @maxLength 10
   * @indexed
   */
  borderCrossing?: string;
  /**
   * @title field.railFclPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.railFclPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.railFclPrice.rate22G1
   * @minimum 0
   * @maximum 10000000
   */
  rate22G1?: number;
  /**
   * @title field.railFclPrice.rate42G1
   * @minimum 0
   * @maximum 10000000
   */
  rate42G1?: number;
  /**
   * @title field.railFclPrice.rate45G1
   * @minimum 0
   * @maximum 10000000
   */
  rate45G1?: number;
  /**
   * @title field.railFclPrice.surcharge
   * @minimum 0
   * @maximum 10000000
   */
  surcharge?: number;
  /**
   * @title field.railFclPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.railFclPrice.trainDays
   * @maxLength 40
   */
  trainDays?: string;
  /**
   * @title field.railFclPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.railFclPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
