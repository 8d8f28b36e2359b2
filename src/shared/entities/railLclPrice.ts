// A China-Europe rail LCL rate per revenue ton (W/M) with its minimum.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.railLclPrice
 * @table rail_lcl_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface RailLclPrice extends Stored {
  /**
   * @title field.railLclPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["RL-CNXIY-PLMAL-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.railLclPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "rail"}
   * @maxLength 10
   * @indexed
   */
  carrier?: string;
  /**
   * @title field.railLclPrice.pol
   * @reference location
   * @referenceFilter {"servesRail": true}
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.railLclPrice.pod
   * @reference location
   * @referenceFilter {"servesRail": true}
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.railLclPrice.borderCrossing
   * @reference borderCrossing
   * @maxLength 10
   * @indexed
   */
  borderCrossing?: string;
  /**
   * @title field.railLclPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.railLclPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.railLclPrice.ratePerRt
   * @minimum 0
   * @maximum 10000000
   */
  ratePerRt: number;
  /**
   * @title field.railLclPrice.minimum
   * @minimum 0
   * @maximum 10000000
   */
  minimum?: number;
  /**
   * @title field.railLclPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.railLclPrice.trainDays
   * @maxLength 40
   */
  trainDays?: string;
  /**
   * @title field.railLclPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.railLclPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
