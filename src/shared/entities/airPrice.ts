// An airport-to-airport air rate by weight break (M, N, +45 … +1000 kg) with fuel and security surcharges per chargeable kg.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.airPrice
 * @table air_prices
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface AirPrice extends Stored {
  /**
   * @title field.airPrice.priceNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["AF-PVG-FRA-1"]
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.airPrice.carrier
   * @reference carrier
   * @referenceFilter {"mode": "air"}
   * @maxLength 10
   * @indexed
   */
  carrier: string;
  /**
   * @title field.airPrice.pol
   * @reference location
   * @referenceFilter {"servesAir": true}
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.airPrice.pod
   * @reference location
   * @referenceFilter {"servesAir": true}
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.airPrice.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.airPrice.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * @title field.airPrice.minimum
   * @minimum 0
   * @maximum 10000000
   */
  minimum: number;
  /**
   * @title field.airPrice.rateN
   * @minimum 0
   * @maximum 10000000
   */
  rateN: number;
  /**
   * @title field.airPrice.rate45
   * @minimum 0
   * @maximum 10000000
   */
  rate45?: number;
  /**
   * @title field.airPrice.rate100
   * @minimum 0
   * @maximum 10000000
   */
  rate100?: number;
  /**
   * @title field.airPrice.rate300
   * @minimum 0
   * @maximum 10000000
   */
  rate300?: number;
  /**
   * @title field.airPrice.rate500
   * @minimum 0
   * @maximum 10000000
   */
  rate500?: number;
  /**
   * @title field.airPrice.rate1000
   * @minimum 0
   * @maximum 10000000
   */
  rate1000?: number;
  /**
   * @title field.airPrice.fuelPerKg
   * @minimum 0
   * @maximum 10000000
   */
  fuelPerKg?: number;
  /**
   * @title field.airPrice.securityPerKg
   * @minimum 0
   * @maximum 10000000
   */
  securityPerKg?: number;
  /**
   * @title field.airPrice.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.airPrice.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.airPrice.remark
   * @maxLength 500
   */
  remark?: string;
}
