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
   * UN/LOCODE function 1 (port): offered where a sea port is asked for. Always set for a seaport; the
   * database sets it from the kind when a write leaves it empty (migration 0254).
   * @title field.location.servesSea
   */
  servesSea?: boolean;
  /**
   * UN/LOCODE function 2 (rail terminal): offered where a rail terminal is asked for (Hamburg's port is one too).
   * Always set for a rail terminal.
   * @title field.location.servesRail
   */
  servesRail?: boolean;
  /**
   * UN/LOCODE function 4 (airport): offered where an airport is asked for. Always set for an airport and for
   * a place with an IATA code (a city named by its airport's code).
   * @title field.location.servesAir
   */
  servesAir?: boolean;
  /**
   * @title field.location.iataCode
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["PVG", "FRA"]
   */
  iataCode?: string;
  /**
   * The city a place serves, by that city's UN/LOCODE (Shanghai Pudong airport serves CNSHA): an instant
   * quote from a city finds every place of it, each for the modes it serves. Empty: the place is its own city.
   * @title field.location.cityCode
   * @pattern ^[A-Z]{2}[A-Z2-9]{3}$
   * @maxLength 5
   * @formatExamples ["CNSHA", "DEHAM"]
   * @indexed
   */
  cityCode?: string;
  /**
   * @title field.location.timeZone
   * @pattern ^[A-Za-z_/+-]{3,40}$
   * @maxLength 40
   * @formatExamples ["Asia/Shanghai", "Europe/Berlin"]
   */
  timeZone?: string;
}
