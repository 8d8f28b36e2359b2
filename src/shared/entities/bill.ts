// A bill (invoice or statement) of a customer (DOMAIN.md "bill"): its lines are the expenses carrying
// its number, its payments a child table. Total, paid, balance and status are the server's, derived
// on every read (billing domain), so "overdue" is never stored stale.
import type { CustomerOwned } from './common';

/** One payment received against the bill. */
export interface BillPayment {
  /**
   * @title field.bill.paidOn
   * @format date
   */
  paidOn: string;
  /**
   * In the bill's currency.
   * @title field.bill.paymentAmount
   * @minimum 0.01
   * @maximum 100000000
   */
  amount: number;
  /**
   * @title field.bill.paymentMethod
   */
  method: 'transfer' | 'cheque' | 'cash' | 'offset';
  /**
   * @title field.bill.paymentReference
   * @maxLength 60
   */
  reference?: string;
}

/**
 * @title field.entity.bill
 * @table bills
 * @customerScoped
 * @keyField billNo
 * @defaultSort issueDate
 */
export interface Bill extends CustomerOwned {
  /**
   * @title field.bill.billNo
   * @pattern ^[A-Z0-9-]{3,20}$
   * @maxLength 20
   * @formatExamples ["BL-2611-0001"]
   * @indexed
   */
  billNo: string;
  /**
   * The ocean bill of lading the charges are for: what a consignee looks the fees up by.
   * @title field.bill.blNo
   * @pattern ^[A-Z0-9]{4,20}$
   * @maxLength 20
   * @formatExamples ["COSU6281234560"]
   * @indexed
   */
  blNo?: string;
  /**
   * @title field.bill.periodFrom
   * @format date
   */
  periodFrom: string;
  /**
   * @title field.bill.periodTo
   * @format date
   */
  periodTo: string;
  /**
   * @title field.bill.issueDate
   * @format date
   * @indexed
   */
  issueDate: string;
  /**
   * @title field.bill.dueDate
   * @format date
   * @indexed
   */
  dueDate: string;
  /**
   * ISO 4217 code; the bill totals its lines in this currency.
   * @title field.bill.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR", "CNY"]
   * @indexed
   */
  currency: string;
  /**
   * RMB (CNY) per one unit of the bill's currency, fixed on the bill.
   * @title field.bill.exchangeRate
   * @minimum 0.000001
   * @maximum 100000
   */
  exchangeRate: number;
  /**
   * Sum of the bill's lines (amount + tax) in its currency, to the cent.
   * @title field.bill.total
   * @computed
   */
  total?: number;
  /**
   * @title field.bill.paid
   * @computed
   */
  paid?: number;
  /**
   * @title field.bill.balance
   * @computed
   */
  balance?: number;
  /**
   * Derived on every read from the total, the payments and the due date (China time).
   * @title field.bill.status
   * @computed
   */
  status?: 'unpaid' | 'partlyPaid' | 'paid' | 'overdue';
  /**
   * The bookings (or FBA shipments) its lines are for, comma-separated: what a customer finds a booking's bill by.
   * @title field.bill.bookingRefs
   * @computed
   */
  bookingRefs?: string;
  /**
   * Second factor of the public fee lookup: printed on the arrival notice the consignee holds.
   * @title field.bill.accessCode
   * @pattern ^[A-Z0-9]{6,12}$
   * @maxLength 12
   * @formatExamples ["K7Q2M9"]
   */
  accessCode?: string;
  /**
   * Where the consignee collects the goods (the logistics centre).
   * @title field.bill.collectAt
   * @maxLength 120
   */
  collectAt?: string;
  /**
   * @title field.bill.collectAddress
   * @maxLength 300
   */
  collectAddress?: string;
  /**
   * @title field.bill.collectHours
   * @maxLength 120
   */
  collectHours?: string;
  /**
   * @title field.bill.collectPhone
   * @maxLength 40
   */
  collectPhone?: string;
  /**
   * @title field.bill.remark
   * @maxLength 500
   */
  remark?: string;
  /**
   * @title field.bill.payments
   * @childTable bill_payments
   * @maxItems 99
   */
  payments?: BillPayment[];
}
