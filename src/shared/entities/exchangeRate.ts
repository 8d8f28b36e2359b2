// An exchange rate the forwarder states (issue 48): 1 unit of `fromCurrency` is `rate` units of
// `toCurrency` from `validFrom` on, until a later rate of the same pair. The instant quote shows each offer
// in a currency the customer chooses at the rate valid on the cargo's ready date, the rate named beside it;
// the price itself (and a booking made from it) stays in the price's own currency.
// Shared by every customer: administrators write them (System Management → Exchange Rates).
import type { Stored } from './common';

/**
 * @title field.entity.exchangeRate
 * @table exchange_rates
 * @defaultSort validFrom
 * @listIndexes [["fromCurrency", "toCurrency", "validFrom"]]
 */
export interface ExchangeRate extends Stored {
  /**
   * @title field.exchangeRate.fromCurrency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  fromCurrency: string;
  /**
   * @title field.exchangeRate.toCurrency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["CNY", "USD"]
   */
  toCurrency: string;
  /**
   * Units of the second currency for one of the first (an exact decimal, up to six places).
   * @title field.exchangeRate.rate
   * @minimum 0.000001
   * @maximum 1000000
   */
  rate: number;
  /**
   * @title field.exchangeRate.validFrom
   * @format date
   */
  validFrom: string;
  /**
   * Where the rate comes from (a bank's middle rate of the day).
   * @title field.exchangeRate.source
   * @maxLength 100
   */
  source?: string;
}
