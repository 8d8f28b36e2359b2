// One code of the code library (SPEC §2 /systemmanager/dataMaintain): incoterms, UNECE package codes,
// currencies, units and charge codes, each with its names in every language, sort and active flag.
import type { Stored } from './common';

/**
 * @title field.entity.codeEntry
 * @table code_entries
 * @keyField code
 * @defaultSort sno
 * @display {"en":"nameEn","zh":"nameZh"}
 */
export interface CodeEntry extends Stored {
  /**
   * @title field.codeEntry.kind
   * @indexed
   */
  kind: 'incoterm' | 'packageCode' | 'currency' | 'unit' | 'chargeCode';
  /**
   * @title field.codeEntry.code
   * @pattern ^[A-Z0-9]{1,10}$
   * @maxLength 10
   * @formatExamples ["FOB", "CT", "USD"]
   * @indexed
   */
  code: string;
  /**
   * @title field.codeEntry.nameEn
   * @minLength 1
   * @maxLength 80
   */
  nameEn: string;
  /**
   * @title field.codeEntry.nameZh
   * @maxLength 80
   */
  nameZh?: string;
  /**
   * @title field.codeEntry.nameTr
   * @maxLength 80
   */
  nameTr?: string;
  /**
   * @title field.codeEntry.nameEs
   * @maxLength 80
   */
  nameEs?: string;
  /**
   * @title field.codeEntry.sno
   * @asType integer
   * @minimum 0
   * @maximum 9999
   */
  sno?: number;
  /**
   * @title field.codeEntry.active
   */
  active?: boolean;
}
