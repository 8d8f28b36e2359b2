// A pickup (origin) address where the forwarder collects cargo (DOMAIN.md master data).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.pickAddress
 * @table pick_addresses
 * @customerScoped
 * @keyField name
 * @defaultSort name
 */
export interface PickAddress extends CustomerOwned {
  /**
   * @title field.pickAddress.name
   * @minLength 1
   * @maxLength 120
   * @indexed
   */
  name: string;
  /**
   * The shipper whose cargo is collected here, by its name (key).
   * @title field.pickAddress.shipper
   * @maxLength 120
   * @reference shipper
   */
  shipper?: string;
  /**
   * @title field.pickAddress.contact
   * @maxLength 80
   */
  contact?: string;
  /**
   * @title field.pickAddress.phone
   * @maxLength 30
   * @pattern ^\+?[0-9 ()\-]{3,30}$
   * @formatExamples ["+86 21 5555 0100"]
   */
  phone?: string;
  /**
   * ISO 3166-1 alpha-2 country code.
   * @title field.pickAddress.country
   * @pattern ^[A-Z]{2}$
   * @formatExamples ["CN", "DE"]
   * @maxLength 2
   */
  country: string;
  /**
   * @title field.pickAddress.province
   * @maxLength 80
   */
  province?: string;
  /**
   * @title field.pickAddress.city
   * @minLength 1
   * @maxLength 80
   * @indexed
   */
  city: string;
  /**
   * @title field.pickAddress.district
   * @maxLength 80
   */
  district?: string;
  /**
   * @title field.pickAddress.line1
   * @minLength 1
   * @maxLength 200
   */
  line1: string;
  /**
   * @title field.pickAddress.postalCode
   * @maxLength 20
   * @pattern ^[A-Za-z0-9 \-]{2,20}$
   * @formatExamples ["200120", "20457"]
   */
  postalCode?: string;
  /**
   * Free text such as "Mon-Fri 09:00-17:00".
   * @title field.pickAddress.openingHours
   * @maxLength 100
   */
  openingHours?: string;
  /**
   * @title field.pickAddress.remark
   * @maxLength 500
   */
  remark?: string;
}
