// The importer of record at destination (DOMAIN.md master data).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.importer
 * @table importers
 * @customerScoped
 * @keyField name
 * @defaultSort name
 */
export interface Importer extends CustomerOwned {
  /**
   * @title field.importer.name
   * @minLength 1
   * @maxLength 120
   * @indexed
   */
  name: string;
  /**
   * ISO 3166-1 alpha-2 country code.
   * @title field.importer.country
   * @pattern ^[A-Z]{2}$
   * @formatExamples ["CN", "DE"]
   * @maxLength 2
   * @indexed
   */
  country: string;
  /**
   * @title field.importer.address
   * @maxLength 300
   */
  address?: string;
  /**
   * VAT registration number, with its country prefix in the EU.
   * @title field.importer.vatNumber
   * @pattern ^[A-Z0-9\-]{4,20}$
   * @formatExamples ["DE123456789"]
   * @maxLength 20
   */
  vatNumber?: string;
  /**
   * EU Economic Operators Registration and Identification number (country + up to 15).
   * @title field.importer.eoriNumber
   * @pattern ^[A-Z]{2}[A-Za-z0-9]{1,15}$
   * @formatExamples ["DE1234567890123"]
   * @maxLength 17
   */
  eoriNumber?: string;
  /**
   * @title field.importer.taxId
   * @maxLength 40
   */
  taxId?: string;
  /**
   * @title field.importer.contact
   * @maxLength 80
   */
  contact?: string;
  /**
   * @title field.importer.phone
   * @maxLength 30
   * @pattern ^\+?[0-9 ()\-]{3,30}$
   * @formatExamples ["+49 40 1234 5678"]
   */
  phone?: string;
  /**
   * @title field.importer.email
   * @format email
   * @maxLength 120
   */
  email?: string;
}
