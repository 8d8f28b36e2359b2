// A sea line (SCAC), airline (IATA two-letter), rail operator or trucker.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { CodeNames } from './codeNaming';
import type { Stored } from './common';

/**
 * @title field.entity.carrier
 * @table carriers
 * @keyField code
 * @defaultSort code
 * @display {"en":"nameEn","zh":"nameZh","tr":"nameTr","es":"nameEs"}
 */
export interface Carrier extends CodeNames, Stored {
  /**
   * @title field.carrier.code
   * @pattern ^[A-Z0-9]{2,10}$
   * @maxLength 10
   * @formatExamples ["MAEU", "LH"]
   * @indexed
   */
  code: string;
  /**
   * @title field.carrier.mode
   */
  mode: 'sea' | 'rail' | 'air' | 'truck';
}
