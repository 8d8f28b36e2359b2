// A place of the trade by its UN/LOCODE: seaport, rail terminal, airport, inland point or warehouse (DOMAIN.md reference data).
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { CodeNames } from './codeNaming';
import type { Stored } from './common';

/**
 * @title field.entity.location
 * @table locations
 * @keyField unLocode
 * @defaultSort unLocode
 * @display {"en":"nameEn","zh":"nameZh","tr":"nameTr","es":"nameEs"}
 */
export interface Location extends CodeNames, Stored {
  /**
   * @title field.location.unLocode
   * @pattern ^[A-Z]{2}[A-Z2-9]{3}$
   * @maxLength 5
   * @formatExamples ["CNSHA", "DEHAM"]
   * @indexed
   */
  unLocode: string;
  /**
   * @title field.location.country
   * @pattern ^[A-Z]{2}$
   * @maxLength 2
   * @formatExamples ["CN", "DE"]
   */
  country: string;
  /**
   * @title field.location.kind
   */
  kind: 'seaport' | 'railTerminal' | 'airport' | 'inland' | 'warehouse';
  /**
   * @title field.location.iataCode
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["PVG", "FRA"]
   */
  iataCode?: string;
  /**
   * @title field.location.timeZone
   * @pattern ^[A-Za-z_/+-]{3,40}$
   * @maxLength 40
   * @formatExamples ["Asia/Shanghai", "Europe/Berlin"]
   */
  timeZone?: string;
}
