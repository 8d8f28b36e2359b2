// A booking's quote beside the charges raised against it, one row per currency (issue 46's shipment
// page): a read-only SQL view (migration 0278) over bookings and expenses, summed in numeric, so the
// figures are exact and never add one currency to another. Nobody writes it: the engine serves it read
// only, scoped to the company like its bookings.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.quoteVariance
 * @table quote_variances
 * @handWritten
 * @customerScoped
 * @keyField bookingNo
 * @defaultSort currency
 */
export interface QuoteVariance extends CustomerOwned {
  /**
   * The booking the row is of.
   * @title field.quoteVariance.bookingId
   * @asType integer
   * @indexed
   */
  bookingId: number;
  /**
   * @title field.quoteVariance.bookingNo
   * @maxLength 20
   */
  bookingNo?: string;
  /**
   * ISO 4217 code: the quote's currency, or one the booking's charges are in.
   * @title field.quoteVariance.currency
   * @maxLength 3
   */
  currency: string;
  /**
   * The quote in this currency: the booking's quoted total in its currency, 0 in another; empty when the booking carries no quote.
   * @title field.quoteVariance.quoted
   */
  quoted?: number;
  /**
   * Every charge line raised against the booking in this currency (estimated, confirmed and billed), before tax.
   * @title field.quoteVariance.charged
   */
  charged: number;
  /**
   * Of those, the lines already on a bill.
   * @title field.quoteVariance.invoiced
   */
  invoiced: number;
  /**
   * Charges − quoted, in this currency; empty when the booking carries no quote, or nothing is charged in this currency yet.
   * @title field.quoteVariance.difference
   */
  difference?: number;
  /**
   * QUOTED: the quote's currency; OUTSIDE_QUOTE: a currency the quote has nothing in; NO_QUOTE: the booking carries no quote.
   * @title field.quoteVariance.quoteState
   * @badges {"QUOTED":"success","OUTSIDE_QUOTE":"warning","NO_QUOTE":"neutral"}
   */
  quoteState: 'QUOTED' | 'OUTSIDE_QUOTE' | 'NO_QUOTE';
}
