// A customer's consignee, notify-party or delivery address (DOMAIN.md master data).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.address
 * @table addresses
 * @customerScoped
 * @keyField name
 * @defaultSort name
 */
export interface Address extends CustomerOwned {
  /**
   * @title field.address.name
   * @minLength 1
   * @maxLength 120
   * @indexed
   */
  name: string;
  /**
   * Which party the address is usually used for.
   * @title field.address.kind
   */
  kind?: 'consignee' | 'notify' | 'delivery';
  /**
   * @title field.address.contact
   * @maxLength 80
   */
  contact?: string;
  /**
   * @title field.address.phone
   * @maxLength 30
   * @pattern ^\+?[0-9 ()\-]{3,30}$
   * @formatExamples ["+86 21 5555 0100"]
   */
  phone?: string;
  /**
   * @title field.address.email
   * @format email
   * @maxLength 120
   */
  email?: string;
  /**
   * ISO 3166-1 alpha-2 country code.
   * @title field.address.country
   * @pattern ^[A-Z]{2}$
   * @formatExamples ["CN", "DE"]
   * @maxLength 2
   * @indexed
   */
  country: string;
  /**
   * @title field.address.state
   * @maxLength 80
   */
  state?: string;
  /**
   * @title field.address.city
   * @minLength 1
   * @maxLength 80
   * @indexed
   */
  city: string;
  /**
   * @title field.address.postalCode
   * @maxLength 20
   * @pattern ^[A-Za-z0-9 \-]{2,20}$
   * @formatExamples ["200120", "20457"]
   */
  postalCode?: string;
  /**
   * @title field.address.line1
   * @minLength 1
   * @maxLength 200
   */
  line1: string;
  /**
   * @title field.address.line2
   * @maxLength 200
   */
  line2?: string;
  /**
   * UN/LOCODE of the nearest port or place (country + 3 characters).
   * @title field.address.unLocode
   * @pattern ^[A-Z]{2}[A-Z2-9]{3}$
   * @formatExamples ["CNSHA", "DEHAM"]
   * @maxLength 5
   */
  unLocode?: string;
  /**
   * @title field.address.isDefault
   */
  isDefault?: boolean;
  /**
   * @title field.address.remark
   * @maxLength 500
   */
  remark?: string;
}
