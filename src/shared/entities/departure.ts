// A sea sailing or a China-Europe block train with its cut-offs and the space left per equipment type (DOMAIN.md "Space and prices").
// Shared by every customer: administrators write, customers read (domains/spaceAndPrices).
import type { Stored } from './common';

/**
 * @title field.entity.departure
 * @table departures
 * @keyField departureNo
 * @defaultSort etd
 * @display vessel
 */
export interface Departure extends Stored {
  /**
   * @title field.departure.departureNo
   * @pattern ^[A-Z0-9-]{3,30}$
   * @maxLength 30
   * @formatExamples ["MAEU-AE7-448W"]
   * @indexed
   */
  departureNo: string;
  /**
   * @title field.departure.mode
   * @indexed
   */
  mode: 'sea' | 'rail';
  /**
   * @title field.departure.carrier
   * @reference carrier
   * @maxLength 10
   * @indexed
   */
  carrier: string;
  /**
   * @title field.departure.service
   * @maxLength 40
   */
  service?: string;
  /**
   * @title field.departure.vessel
   * @maxLength 60
   */
  vessel?: string;
  /**
   * @title field.departure.imo
   * @pattern ^[0-9]{7}$
   * @maxLength 7
   * @formatExamples ["9619907"]
   */
  imo?: string;
  /**
   * @title field.departure.voyage
   * @maxLength 20
   */
  voyage?: string;
  /**
   * @title field.departure.trainNo
   * @maxLength 20
   */
  trainNo?: string;
  /**
   * @title field.departure.pol
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pol: string;
  /**
   * @title field.departure.pod
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pod: string;
  /**
   * @title field.departure.borderCrossing
   * @reference borderCrossing
   * @maxLength 10
   * @indexed
   */
  borderCrossing?: string;
  /**
   * @title field.departure.etd
   * @format date-time
   * @indexed
   */
  etd: string;
  /**
   * @title field.departure.eta
   * @format date-time
   */
  eta?: string;
  /**
   * @title field.departure.transitDays
   * @minimum 0
   * @maximum 365
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.departure.docCutoff
   * @format date-time
   */
  docCutoff?: string;
  /**
   * @title field.departure.vgmCutoff
   * @format date-time
   */
  vgmCutoff?: string;
  /**
   * @title field.departure.fclCutoff
   * @format date-time
   */
  fclCutoff?: string;
  /**
   * @title field.departure.lclCutoff
   * @format date-time
   */
  lclCutoff?: string;
  /**
   * @title field.departure.space22G1
   * @minimum 0
   * @maximum 9999
   * @asType integer
   */
  space22G1?: number;
  /**
   * @title field.departure.space42G1
   * @minimum 0
   * @maximum 9999
   * @asType integer
   */
  space42G1?: number;
  /**
   * @title field.departure.space45G1
   * @minimum 0
   * @maximum 9999
   * @asType integer
   */
  space45G1?: number;
  /**
   * @title field.departure.space45R1
   * @minimum 0
   * @maximum 9999
   * @asType integer
   */
  space45R1?: number;
  /**
   * @title field.departure.status
   */
  status: 'available' | 'limited' | 'full' | 'blank';
  /**
   * Open for booking now: not full or blank, before its earliest cut-off (bookableDeparture.ts).
   * @title field.departure.bookable
   * @computed
   */
  bookable?: boolean;
  /**
   * @title field.departure.remark
   * @maxLength 500
   */
  remark?: string;
}
