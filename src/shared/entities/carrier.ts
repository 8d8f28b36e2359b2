// A sea line (SCAC), airline (IATA two-letter), rail operator or trucker.
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.carrier
 * @table carriers
 * @keyField code
 * @defaultSort code
 * @display {"en":"name","zh":"nameLocal"}
 */
export interface Carrier extends Stored {
  /**
   * @title field.carrier.code
   * @pattern ^[A-Z0-9]{2,10}$
   * @maxLength 10
   * @formatExamples ["MAEU", "LH"]
   * @indexed
   */
  code: string;
  /**
   * @title field.carrier.name
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  /**
   * @title field.carrier.nameLocal
   * @maxLength 80
   */
  nameLocal?: string;
  /**
   * @title field.carrier.mode
   */
  mode: 'sea' | 'rail' | 'air' | 'truck';
}
