// One code of the code library (SPEC §2 /systemmanager/dataMaintain): incoterms, UNECE package codes,
// currencies, units and charge codes, each with its names in every language, sort and active flag.
import type { CodeNames } from './codeNaming';
import type { Stored } from './common';

/**
 * @title field.entity.codeEntry
 * @table code_entries
 * @keyField code
 * @defaultSort sno
 * @display {"en":"nameEn","zh":"nameZh","tr":"nameTr","es":"nameEs"}
 */
export interface CodeEntry extends CodeNames, Stored {
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
}
