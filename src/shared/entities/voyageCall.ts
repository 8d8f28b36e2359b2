// One port call of a vessel's voyage in a carrier's service (DCSA Commercial Schedules): planned,
// estimated and actual arrival and departure. Shared by every customer: administrators write,
// customers read on /cargoTracing/voySchedule (domains/tracking).
import type { Stored } from './common';

/**
 * @title field.entity.voyageCall
 * @table voyage_calls
 * @keyField voyage
 * @defaultSort plannedArrival
 */
export interface VoyageCall extends Stored {
  /**
   * @title field.voyageCall.carrier
   * @reference carrier
   * @maxLength 10
   * @indexed
   */
  carrier: string;
  /**
   * The carrier's service (loop) code, e.g. AE7.
   * @title field.voyageCall.service
   * @minLength 1
   * @maxLength 40
   * @indexed
   */
  service: string;
  /**
   * @title field.voyageCall.vessel
   * @minLength 1
   * @maxLength 60
   * @indexed
   */
  vessel: string;
  /**
   * @title field.voyageCall.imo
   * @pattern ^[0-9]{7}$
   * @maxLength 7
   * @formatExamples ["9619907"]
   */
  imo?: string;
  /**
   * @title field.voyageCall.voyage
   * @minLength 1
   * @maxLength 20
   * @indexed
   */
  voyage: string;
  /**
   * @title field.voyageCall.callSequence
   * @minimum 1
   * @maximum 99
   * @asType integer
   */
  callSequence: number;
  /**
   * @title field.voyageCall.port
   * @reference location
   * @referenceFilter {"servesSea": true}
   * @maxLength 5
   * @indexed
   */
  port: string;
  /**
   * @title field.voyageCall.terminal
   * @maxLength 60
   */
  terminal?: string;
  /**
   * @title field.voyageCall.timeZone
   * @pattern ^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$
   * @maxLength 40
   * @formatExamples ["Asia/Shanghai", "Europe/Berlin"]
   */
  timeZone: string;
  /**
   * @title field.voyageCall.plannedArrival
   * @format date-time
   * @indexed
   */
  plannedArrival: string;
  /**
   * @title field.voyageCall.estimatedArrival
   * @format date-time
   */
  estimatedArrival?: string;
  /**
   * @title field.voyageCall.actualArrival
   * @format date-time
   */
  actualArrival?: string;
  /**
   * @title field.voyageCall.plannedDeparture
   * @format date-time
   */
  plannedDeparture?: string;
  /**
   * @title field.voyageCall.estimatedDeparture
   * @format date-time
   */
  estimatedDeparture?: string;
  /**
   * @title field.voyageCall.actualDeparture
   * @format date-time
   */
  actualDeparture?: string;
}
