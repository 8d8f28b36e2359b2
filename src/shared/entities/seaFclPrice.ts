// An ocean FCL rate per container type on one port pair, with its per-container surcharges and validity.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.seaFclPrice
 * @table sea_fcl_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface SeaFclPrice extends Stored {
  /**
   * @title field.seaFclPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["SF-CNSHA-DEHAM-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.seaFclPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "sea"}
   * @maxLength 10
   * @indexed
   */
  carrier: string;
  /**
   * @title field.seaFclPrice.pol
   * @reference location
   * @referenceFilter {"servesSea": true}
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.seaFclPrice.pod
   * @reference location
   * @referenceFilter {"servesSea": true}
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.seaFclPrice.via
   * @reference location
   * @referenceFilter {"servesSea": true}
   * @maxLength 5
   * @indexed
   */
  via?: string;
  /**
   * @title field.seaFclPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.seaFclPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.seaFclPrice.rate22G1
   * @minimum 0
   * @maximum 10000000
   */
  rate22G1?: number;
  /**
   * @title field.seaFclPrice.rate42G1
   * @minimum 0
   * @maximum 10000000
   */
  rate42G1?: number;
  /**
   * @title field.seaFclPrice.rate45G1
   * @minimum 0
   * @maximum 10000000
   */
  rate45G1?: number;
  /**
   * @title field.seaFclPrice.baf
   * @minimum 0
   * @maximum 10000000
   */
  baf?: number;
  /**
   * @title field.seaFclPrice.caf
   * @minimum 0
   * @maximum 10000000
   */
  caf?: number;
  /**
   * @title field.seaFclPrice.thcOrigin
   * @minimum 0
   * @maximum 10000000
   */
  thcOrigin?: number;
  /**
   * @title field.seaFclPrice.thcDestination
   * @minimum 0
   * @maximum 10000000
   */
  thcDestination?: number;
  /**
   * @title field.seaFclPrice.doc
   * @minimum 0
   * @maximum 10000000
   */
  doc?: number;
  /**
   * @title field.seaFclPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.seaFclPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.seaFclPrice.freeDaysOrigin
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  freeDaysOrigin?: number;
  /**
   * @title field.seaFclPrice.freeDaysDestination
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  freeDaysDestination?: number;
  /**
   * @title field.seaFclPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
