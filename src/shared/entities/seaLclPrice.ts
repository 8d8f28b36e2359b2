// An ocean LCL rate per revenue ton (W/M) with its minimum and CFS charges.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.seaLclPrice
 * @table sea_lcl_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface SeaLclPrice extends Stored {
  /**
   * @title field.seaLclPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["SL-CNSHA-DEHAM-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.seaLclPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "sea"}
   * @maxLength 10
   * @indexed
   */
  carrier?: string;
  /**
   * @title field.seaLclPrice.pol
   * @reference location
   * @referenceFilter {"servesSea": true}
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.seaLclPrice.pod
   * @reference location
   * @referenceFilter {"servesSea": true}
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.seaLclPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.seaLclPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.seaLclPrice.ratePerRt
   * @minimum 0
   * @maximum 10000000
   */
  ratePerRt: number;
  /**
   * @title field.seaLclPrice.minimum
   * @minimum 0
   * @maximum 10000000
   */
  minimum?: number;
  /**
   * @title field.seaLclPrice.cfsPerRt
   * @minimum 0
   * @maximum 10000000
   */
  cfsPerRt?: number;
  /**
   * @title field.seaLclPrice.doc
   * @minimum 0
   * @maximum 10000000
   */
  doc?: number;
  /**
   * @title field.seaLclPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.seaLclPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.seaLclPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
