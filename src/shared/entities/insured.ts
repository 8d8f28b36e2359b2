// The party insured on a cargo insurance (DOMAIN.md master data).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.insured
 * @table insured_parties
 * @customerScoped
 * @keyField name
 * @defaultSort name
 */
export interface Insured extends CustomerOwned {
  /**
   * @title field.insured.name
   * @minLength 1
   * @maxLength 120
   * @indexed
   */
  name: string;
  /**
   * uscc: China unified social credit code; idCard: resident identity card.
   * @title field.insured.idType
   */
  idType: 'uscc' | 'idCard' | 'passport' | 'other';
  /**
   * @title field.insured.idNumber
   * @minLength 1
   * @maxLength 40
   * @pattern ^[A-Za-z0-9\-]{1,40}$
   * @formatExamples ["A1234567"]
   */
  idNumber: string;
  /**
   * @title field.insured.address
   * @maxLength 300
   */
  address?: string;
  /**
   * @title field.insured.contact
   * @maxLength 80
   */
  contact?: string;
  /**
   * @title field.insured.phone
   * @maxLength 30
   * @pattern ^\+?[0-9 ()\-]{3,30}$
   * @formatExamples ["+86 21 5555 0100"]
   */
  phone?: string;
}
