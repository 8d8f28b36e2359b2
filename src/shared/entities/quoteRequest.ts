// The forwarder's side of a quote request (issue 48): every company's requests for a lane no price covers,
// as a read-only SQL view (migration 0303) over saved quotes and customers, so operations staff see whose
// request it is and answer it with a price (domains/spaceAndPrices/instantQuote/quoteRequestActions.ts).
// The answer turns the customer's quote QUOTED, which books at that price like an instant quote's offer.
import type { Stored } from './common';

/**
 * @title field.entity.quoteRequest
 * @table quote_requests
 * @handWritten
 * @keyField quoteNo
 * @defaultSort createdAt
 */
export interface QuoteRequest extends Stored {
  /**
   * @title field.quoteRequest.customerCd
   * @maxLength 20
   */
  customerCd?: string;
  /**
   * The requesting company.
   * @title field.quoteRequest.customerName
   * @maxLength 100
   */
  customerName?: string;
  /**
   * @title field.savedQuote.quoteNo
   * @maxLength 20
   */
  quoteNo: string;
  /**
   * Answer is offered only on a request not yet answered.
   * @title field.savedQuote.status
   * @optionsOf savedQuote.status
   * @transitions {"answer": ["REQUESTED"]}
   * @badges {"QUOTED":"success","REQUESTED":"warning"}
   */
  status: 'QUOTED' | 'REQUESTED';
  /**
   * @title field.savedQuote.origin
   * @maxLength 5
   */
  origin: string;
  /**
   * @title field.savedQuote.destination
   * @maxLength 5
   */
  destination: string;
  /**
   * @title field.savedQuote.readyDate
   * @format date
   */
  readyDate: string;
  /**
   * @title field.savedQuote.incoterm
   * @maxLength 3
   */
  incoterm?: string;
  /**
   * The cargo's gross weight as the customer gave it.
   * @title field.quoteRequest.grossKg
   * @minimum 0
   */
  grossKg?: number;
  /**
   * @title field.quoteRequest.cbm
   * @minimum 0
   */
  cbm?: number;
  /**
   * The containers asked for ("2 × 45G1, 1 × 22G1").
   * @title field.quoteRequest.containers
   * @maxLength 500
   */
  containers?: string;
  /**
   * The number of pieces, when the cargo was given piece by piece.
   * @title field.quoteRequest.pieces
   * @asType integer
   * @minimum 0
   */
  pieces?: number;
  /**
   * @title field.savedQuote.mode
   * @optionsOf savedQuote.mode
   */
  mode?: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * @title field.savedQuote.carrier
   * @maxLength 10
   */
  carrier?: string;
  /**
   * @title field.savedQuote.total
   * @displayFormat money
   * @minimum 0
   */
  total?: number;
  /**
   * @title field.savedQuote.currency
   * @maxLength 3
   */
  currency?: string;
  /**
   * @title field.savedQuote.transitDays
   * @asType integer
   * @minimum 0
   */
  transitDays?: number;
  /**
   * @title field.savedQuote.validTo
   * @format date
   */
  validTo?: string;
  /**
   * @title field.savedQuote.answeredAt
   * @format date-time
   */
  answeredAt?: string;
  /**
   * @title field.savedQuote.forwarderNote
   * @maxLength 500
   */
  forwarderNote?: string;
}
