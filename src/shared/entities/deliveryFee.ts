// The last-mile delivery fee table: per destination (a zone or one fulfilment centre) a rate on one
// basis with a minimum. The fee inquiry quotes from it (domains/overseasDelivery/feeQuote.ts).
import type { Stored } from './common';

/**
 * @title field.entity.deliveryFee
 * @table delivery_fees
 * @keyField feeNo
 * @defaultSort feeNo
 */
export interface DeliveryFee extends Stored {
  /**
   * @title field.deliveryFee.feeNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["DF-US-WEST-PLT"]
   * @indexed
   */
  feeNo: string;
  /**
   * A delivery zone; a fee names a zone or a fulfilment centre.
   * @title field.deliveryFee.zone
   * @pattern ^[A-Z0-9-]{2,20}$
   * @maxLength 20
   * @indexed
   * @formatExamples ["US-WEST", "DE"]
   */
  zone?: string;
  /**
   * @title field.deliveryFee.fulfilmentCentre
   * @pattern ^[A-Z0-9]{3,10}$
   * @maxLength 10
   * @indexed
   * @formatExamples ["ONT8", "DTM2"]
   */
  fulfilmentCentre?: string;
  /**
   * @title field.deliveryFee.basis
   */
  basis: 'CARTON' | 'PALLET' | 'KG' | 'CBM';
  /**
   * @title field.deliveryFee.rate
   * @minimum 0
   * @maximum 10000000
   */
  rate: number;
  /**
   * @title field.deliveryFee.minimum
   * @minimum 0
   * @maximum 10000000
   */
  minimum?: number;
  /**
   * @title field.deliveryFee.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency: string;
  /**
   * @title field.deliveryFee.description
   * @maxLength 200
   */
  description?: string;
}
