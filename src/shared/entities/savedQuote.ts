// A saved instant quote (issue 48): the offer a customer chose among every mode's offers for a lane, kept
// with its number, the search's inputs and a validity, so a booking made from it is held to its price.
// Written only by the quote's own actions (domains/spaceAndPrices/instantQuote): the engine serves it read only.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.savedQuote
 * @table saved_quotes
 * @customerScoped
 * @keyField quoteNo
 * @defaultSort createdAt
 */
export interface SavedQuote extends CustomerOwned {
  /**
   * QT + China date (yymmdd) + a four-digit sequence.
   * @title field.savedQuote.quoteNo
   * @maxLength 20
   * @formatExamples ["QT2612010001"]
   * @indexed
   */
  quoteNo: string;
  /**
   * QUOTED: an offer priced from a price list, or a request the forwarder answered; REQUESTED: a lane no
   * price covers, for the forwarder to answer (Quote Requests, System Management). Book only a QUOTED one.
   * @title field.savedQuote.status
   * @transitions {"bookingValues": ["QUOTED"]}
   * @badges {"QUOTED":"success","REQUESTED":"warning"}
   */
  status: 'QUOTED' | 'REQUESTED';
  /**
   * @title field.savedQuote.origin
   * @pattern ^[A-Z]{2}[A-Z2-9]{3}$
   * @maxLength 5
   * @formatExamples ["CNSHA", "CNPVG"]
   */
  origin: string;
  /**
   * @title field.savedQuote.destination
   * @pattern ^[A-Z]{2}[A-Z2-9]{3}$
   * @maxLength 5
   * @formatExamples ["DEHAM", "NLRTM"]
   */
  destination: string;
  /**
   * @title field.savedQuote.readyDate
   * @format date
   */
  readyDate: string;
  /**
   * @title field.savedQuote.incoterm
   */
  incoterm?: 'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';
  /**
   * The cargo searched, as JSON text (containers, pieces, or total weight and volume).
   * @title field.savedQuote.cargo
   * @maxLength 20000
   */
  cargo: string;
  /**
   * @title field.savedQuote.mode
   */
  mode?: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * FCL / LCL (sea and rail), FTL / LTL (truck), AIR.
   * @title field.savedQuote.loadType
   */
  loadType?: 'FCL' | 'LCL' | 'FTL' | 'LTL' | 'AIR';
  /**
   * The price row quoted (its priceNo on the mode's price list).
   * @title field.savedQuote.priceReference
   * @maxLength 30
   */
  priceReference?: string;
  /**
   * @title field.savedQuote.carrier
   * @maxLength 10
   */
  carrier?: string;
  /**
   * @title field.savedQuote.pol
   * @maxLength 5
   */
  pol?: string;
  /**
   * @title field.savedQuote.pod
   * @maxLength 5
   */
  pod?: string;
  /**
   * The border crossing of a rail offer (booked with it).
   * @title field.savedQuote.borderCrossing
   * @maxLength 20
   */
  borderCrossing?: string;
  /**
   * The all-in total, locked for a booking while the quote is valid.
   * @title field.savedQuote.total
   * @displayFormat money
   * @minimum 0
   * @maximum 1000000000
   */
  total?: number;
  /**
   * @title field.savedQuote.currency
   * @maxLength 3
   */
  currency?: string;
  /**
   * The charge lines as JSON text (code, name, quantity, unit, rate, amount, basis).
   * @title field.savedQuote.lines
   * @maxLength 20000
   */
  lines?: string;
  /**
   * @title field.savedQuote.chargeable
   * @maxLength 200
   */
  chargeable?: string;
  /**
   * @title field.savedQuote.transitDays
   * @minimum 0
   * @maximum 1000
   * @asType integer
   */
  transitDays?: number;
  /**
   * Well-to-wheel kg CO₂e by the GLEC Framework's default method (instantQuote/emissions.ts).
   * @title field.savedQuote.co2eKg
   * @minimum 0
   * @maximum 1000000000
   */
  co2eKg?: number;
  /**
   * The last day the quote books at its price: the price's valid-to or 7 days after it was made, whichever is first.
   * @title field.savedQuote.validTo
   * @format date
   * @indexed
   */
  validTo?: string;
  /**
   * When the forwarder answered the request (empty for an offer priced from a price list).
   * @title field.savedQuote.answeredAt
   * @format date-time
   */
  answeredAt?: string;
  /**
   * The forwarder's words with its answer (routing, what the price includes, space).
   * @title field.savedQuote.forwarderNote
   * @maxLength 500
   */
  forwarderNote?: string;
}
