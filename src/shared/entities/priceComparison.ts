// One lane's prices of every mode side by side (issue 12's mulPriceQuery): a read-only SQL view over the
// seven price lists (migration 0090), each row a price with its headline rate and the basis it is per.
// Nobody writes it: the engine serves it read only, the price lists themselves stay the place to edit.
import type { Stored } from './common';

/**
 * @title field.entity.priceComparison
 * @table price_comparisons
 * @handWritten
 * @keyField priceNo
 * @defaultSort validFrom
 */
export interface PriceComparison extends Stored {
  /**
   * The mode's price number (unique within its price list; the view's id keeps rows apart).
   * @title field.priceComparison.priceNo
   * @maxLength 30
   * @indexed
   */
  priceNo: string;
  /**
   * @title field.priceComparison.mode
   * @badges {"SEA_FCL":"brand","SEA_LCL":"informative","RAIL_FCL":"success","RAIL_LCL":"success","TRUCK_FTL":"warning","TRUCK_LTL":"warning","AIR":"severe"}
   * @indexed
   */
  mode: 'SEA_FCL' | 'SEA_LCL' | 'RAIL_FCL' | 'RAIL_LCL' | 'TRUCK_FTL' | 'TRUCK_LTL' | 'AIR';
  /**
   * @title field.priceComparison.carrier
   * @reference carrier
   * @maxLength 10
   */
  carrier?: string;
  /**
   * @title field.priceComparison.pol
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.priceComparison.pod
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.priceComparison.validFrom
   * @format date
   * @indexed
   */
  validFrom: string;
  /**
   * @title field.priceComparison.validTo
   * @format date
   * @indexed
   */
  validTo: string;
  /**
   * The headline rate: per 40' container (FCL), per revenue ton (LCL), per truck (FTL), per kg (LTL; air at +100 kg).
   * @title field.priceComparison.rate
   * @minimum 0
   * @maximum 10000000
   */
  rate?: number;
  /**
   * @title field.priceComparison.basis
   */
  basis: 'CONTAINER_40' | 'RT' | 'TRUCK' | 'KG';
  /**
   * @title field.priceComparison.minimum
   * @minimum 0
   * @maximum 10000000
   */
  minimum?: number;
  /**
   * @title field.priceComparison.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.priceComparison.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * The row's id in its own price list (for its quote and Book).
   * @title field.priceComparison.priceId
   * @asType integer
   * @minimum 1
   */
  priceId: number;
}
