// A tally order: the warehouse's receipt of a customer's goods (DOMAIN.md), with what it found.
// Written by the warehouse (administrators); the customer reads its own and the messages about them.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.tallyOrder
 * @table tally_orders
 * @customerScoped
 * @keyField tallyNo
 * @defaultSort id
 */
export interface TallyOrder extends CustomerOwned {
  /**
   * @title field.tallyOrder.tallyNo
   * @pattern ^[A-Z0-9-]{4,20}$
   * @maxLength 20
   * @formatExamples ["TL-2611-0001"]
   * @indexed
   */
  tallyNo: string;
  /**
   * The booking or FBA shipment the goods came for.
   * @title field.tallyOrder.orderReference
   * @maxLength 20
   * @indexed
   */
  orderReference?: string;
  /**
   * The company's own booking of that reference, so the message opens its shipment page; none for an FBA shipment.
   * @title field.tallyOrder.bookingId
   * @computed
   */
  bookingId?: number;
  /**
   * That booking's mode, which picks the page it opens on.
   * @title field.tallyOrder.bookingMode
   * @computed
   */
  bookingMode?: string;
  /**
   * @title field.tallyOrder.warehouse
   * @minLength 1
   * @maxLength 60
   */
  warehouse: string;
  /**
   * @title field.tallyOrder.receivedAt
   * @format date-time
   * @indexed
   */
  receivedAt: string;
  /**
   * @title field.tallyOrder.packages
   * @minimum 0
   * @maximum 1000000
   * @asType integer
   */
  packages: number;
  /**
   * @title field.tallyOrder.grossKg
   * @minimum 0
   * @maximum 100000000
   */
  grossKg: number;
  /**
   * @title field.tallyOrder.cbm
   * @minimum 0
   * @maximum 1000000
   */
  cbm: number;
  /**
   * What differed from the booking: missing or damaged packages, weights.
   * @title field.tallyOrder.discrepancies
   * @maxLength 2000
   */
  discrepancies?: string;
  /**
   * The warehouse's message to the customer about this receipt.
   * @title field.tallyOrder.message
   * @maxLength 2000
   */
  message?: string;
}
