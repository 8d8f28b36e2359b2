// The shipper (consignor) of a customer's cargo (DOMAIN.md master data).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.shipper
 * @table shippers
 * @customerScoped
 * @keyField name
 * @defaultSort name
 * @display {"en":"name","zh":"nameLocal","tr":"nameLocal"}
 */
export interface Shipper extends CustomerOwned {
  /**
   * @title field.shipper.name
   * @minLength 1
   * @maxLength 120
   * @indexed
   */
  name: string;
  /**
   * The name in the local script (e.g. Chinese).
   * @title field.shipper.nameLocal
   * @maxLength 120
   */
  nameLocal?: string;
  /**
   * ISO 3166-1 alpha-2 country code.
   * @title field.shipper.country
   * @pattern ^[A-Z]{2}$
   * @formatExamples ["CN", "DE"]
   * @maxLength 2
   */
  country: string;
  /**
   * @title field.shipper.address
   * @maxLength 300
   */
  address?: string;
  /**
   * @title field.shipper.contact
   * @maxLength 80
   */
  contact?: string;
  /**
   * @title field.shipper.phone
   * @maxLength 30
   * @pattern ^\+?[0-9 ()\-]{3,30}$
   * @formatExamples ["+86 21 5555 0100"]
   */
  phone?: string;
  /**
   * @title field.shipper.email
   * @format email
   * @maxLength 120
   */
  email?: string;
  /**
   * China unified social credit code (GB 32100-2015): 18 characters, no I, O, S, V, Z.
   * @title field.shipper.taxId
   * @pattern ^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$
   * @formatExamples ["91310000MA1FL0XX1X"]
   * @maxLength 18
   */
  taxId?: string;
}
