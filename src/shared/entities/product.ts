// A product a customer ships, with what customs declarations need (DOMAIN.md master data).
import type { CustomerOwned } from './common';

/**
 * @title field.entity.product
 * @table products
 * @customerScoped
 * @keyField sku
 * @defaultSort sku
 * @display {"en":"nameEn","zh":"nameZh","tr":"nameZh"}
 * @listIndexes [["originCountry", "sku"]]
 */
export interface Product extends CustomerOwned {
  /**
   * Stock keeping unit, the customer's own product code.
   * @title field.product.sku
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9._\-]{1,64}$
   * @formatExamples ["SKU-001"]
   * @indexed
   */
  sku: string;
  /**
   * @title field.product.nameEn
   * @minLength 1
   * @maxLength 200
   */
  nameEn: string;
  /**
   * @title field.product.nameZh
   * @maxLength 200
   */
  nameZh?: string;
  /**
   * Harmonized System code: 6 digits, up to 10 with national subheadings.
   * @title field.product.hsCode
   * @pattern ^[0-9]{6,10}$
   * @formatExamples ["84719000"]
   * @maxLength 10
   * @indexed
   */
  hsCode?: string;
  /**
   * @title field.product.material
   * @maxLength 100
   */
  material?: string;
  /**
   * @title field.product.usage
   * @maxLength 200
   */
  usage?: string;
  /**
   * @title field.product.brand
   * @maxLength 100
   */
  brand?: string;
  /**
   * @title field.product.model
   * @maxLength 100
   */
  model?: string;
  /**
   * Declaration unit, e.g. PCS, SET, KG.
   * @title field.product.unit
   * @maxLength 10
   */
  unit?: string;
  /**
   * @title field.product.unitWeightKg
   * @minimum 0
   * @maximum 100000
   */
  unitWeightKg?: number;
  /**
   * Declared value per unit, in currency.
   * @title field.product.declaredValue
   * @minimum 0
   * @maximum 100000000
   */
  declaredValue?: number;
  /**
   * ISO 4217 currency code.
   * @title field.product.currency
   * @pattern ^[A-Z]{3}$
   * @formatExamples ["USD", "CNY"]
   * @maxLength 3
   */
  currency?: string;
  /**
   * ISO 3166-1 alpha-2 country of origin.
   * @title field.product.originCountry
   * @pattern ^[A-Z]{2}$
   * @formatExamples ["CN", "DE"]
   * @maxLength 2
   * @indexed
   */
  originCountry?: string;
  /**
   * @title field.product.remark
   * @maxLength 500
   */
  remark?: string;
}
