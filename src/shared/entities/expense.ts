// A charge line of a customer's shipment (DOMAIN.md "expense"): what the forwarder charges, per
// booking. Written by the forwarder's systems (demo data here); the customer reads its own. Amount
// and tax are the server's: exact numeric SQL over quantity, unit price and tax rate (billing domain).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.expense
 * @table expenses
 * @customerScoped
 * @keyField chargeNo
 * @defaultSort incurredOn
 */
export interface Expense extends CustomerOwned {
  /**
   * @title field.expense.chargeNo
   * @pattern ^[A-Z0-9-]{3,24}$
   * @maxLength 24
   * @formatExamples ["EX-2611-0001"]
   * @indexed
   */
  chargeNo: string;
  /**
   * The booking (or FBA shipment) the charge is for.
   * @title field.expense.bookingRef
   * @maxLength 35
   * @indexed
   */
  bookingRef: string;
  /**
   * The company's own booking of that number, so a bill's line opens its shipment page; none for an FBA shipment's reference.
   * @title field.expense.bookingId
   * @computed
   */
  bookingId?: number;
  /**
   * That booking's mode, which picks the page it opens on.
   * @title field.expense.bookingMode
   * @computed
   */
  bookingMode?: string;
  /**
   * Charge code of the code library (BAS, BAF, CAF, THC, DOC …).
   * @title field.expense.chargeCode
   * @pattern ^[A-Z0-9]{2,10}$
   * @maxLength 10
   * @formatExamples ["BAS", "THC"]
   * @indexed
   */
  chargeCode: string;
  /**
   * @title field.expense.description
   * @maxLength 200
   */
  description?: string;
  /**
   * @title field.expense.quantity
   * @minimum 0
   * @maximum 1000000
   */
  quantity: number;
  /**
   * Unit of the quantity (CTR container, BL bill, KG, CBM, SET …).
   * @title field.expense.unit
   * @pattern ^[A-Z0-9]{1,6}$
   * @maxLength 6
   * @formatExamples ["CTR", "BL"]
   */
  unit: string;
  /**
   * @title field.expense.unitPrice
   * @minimum 0
   * @maximum 100000000
   */
  unitPrice: number;
  /**
   * ISO 4217 code.
   * @title field.expense.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR", "CNY"]
   * @indexed
   */
  currency: string;
  /**
   * quantity × unit price rounded to the cent (half away from zero), by the server.
   * @title field.expense.amount
   * @computed
   */
  amount?: number;
  /**
   * Tax rate in percent.
   * @title field.expense.taxRate
   * @minimum 0
   * @maximum 100
   */
  taxRate?: number;
  /**
   * amount × tax rate / 100 rounded to the cent, by the server.
   * @title field.expense.tax
   * @computed
   */
  tax?: number;
  /**
   * @title field.expense.status
   * @indexed
   */
  status: 'estimated' | 'confirmed' | 'billed';
  /**
   * The bill the line is on, once billed.
   * @title field.expense.billNo
   * @maxLength 20
   * @indexed
   */
  billNo?: string;
  /**
   * @title field.expense.incurredOn
   * @format date
   * @indexed
   */
  incurredOn: string;
}
