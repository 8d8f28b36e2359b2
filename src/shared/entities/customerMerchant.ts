// A merchant (客商) of a customer company (SPEC §2 /systemmanager/customermerchant): a shipper the
// forwarder has approved that company to book for. Administrators write them for the company they
// name; the company's own users only read them. While a company has merchants, a booking is submitted
// only with a shipper matching an approved, active one (domains/bookings/merchantCheck.ts).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.customerMerchant
 * @table customer_merchants
 * @customerScoped
 * @keyField code
 * @defaultSort code
 * @display {"en":"name","zh":"nameLocal","tr":"nameLocal"}
 */
export interface CustomerMerchant extends CustomerOwned {
  /**
   * The forwarder's merchant code.
   * @title field.customerMerchant.code
   * @pattern ^[A-Z0-9][A-Z0-9-]{1,19}$
   * @maxLength 20
   * @formatExamples ["M-DEMO-001"]
   * @indexed
   */
  code: string;
  /**
   * The shipper's name as the company's master data writes it: what a booking's shipper is matched by.
   * @title field.customerMerchant.name
   * @minLength 1
   * @maxLength 120
   * @indexed
   */
  name: string;
  /**
   * @title field.customerMerchant.nameLocal
   * @maxLength 120
   */
  nameLocal?: string;
  /**
   * ISO 3166-1 alpha-2 country code.
   * @title field.customerMerchant.country
   * @pattern ^[A-Z]{2}$
   * @formatExamples ["CN", "DE"]
   * @maxLength 2
   */
  country: string;
  /**
   * @title field.customerMerchant.address
   * @maxLength 300
   */
  address?: string;
  /**
   * China unified social credit code (GB 32100-2015): a shipper with the same code also matches.
   * @title field.customerMerchant.taxId
   * @pattern ^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$
   * @formatExamples ["91310000MA1FL0XX1X"]
   * @maxLength 18
   */
  taxId?: string;
  /**
   * @title field.customerMerchant.contact
   * @maxLength 80
   */
  contact?: string;
  /**
   * @title field.customerMerchant.phone
   * @maxLength 30
   * @pattern ^\+?[0-9 ()\-]{3,30}$
   * @formatExamples ["+86 21 5555 0100"]
   */
  phone?: string;
  /**
   * Vetted by the forwarder (documents checked): only approved merchants may be booked for.
   * @title field.customerMerchant.approved
   */
  approved?: boolean;
  /**
   * Still in business with the company: an inactive merchant may not be booked for.
   * @title field.customerMerchant.active
   */
  active?: boolean;
  /**
   * @title field.customerMerchant.remark
   * @maxLength 500
   */
  remark?: string;
  /**
   * The company's name, for the administrators' list of every company's merchants.
   * @title field.customerMerchant.customerName
   * @maxLength 200
   * @computed
   */
  customerName?: string;
}
