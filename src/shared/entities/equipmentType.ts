// An ISO 6346 container size-type code with its common name and capacity.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { CodeNames } from './codeNaming';
import type { Stored } from './common';

/**
 * @title field.entity.equipmentType
 * @table equipment_types
 * @keyField code
 * @defaultSort code
 * @display {"en":"nameEn","zh":"nameZh","tr":"nameTr","es":"nameEs"}
 */
export interface EquipmentType extends CodeNames, Stored {
  /**
   * @title field.equipmentType.code
   * @pattern ^[0-9][0-9A-Z][A-Z][0-9A-Z]$
   * @maxLength 4
   * @formatExamples ["22G1", "45G1"]
   * @indexed
   */
  code: string;
  /**
   * @title field.equipmentType.description
   * @maxLength 120
   */
  description?: string;
  /**
   * @title field.equipmentType.usableCbm
   * @minimum 0
   * @maximum 200
   */
  usableCbm?: number;
  /**
   * @title field.equipmentType.maxPayloadKg
   * @minimum 0
   * @maximum 100000
   */
  maxPayloadKg?: number;
}
