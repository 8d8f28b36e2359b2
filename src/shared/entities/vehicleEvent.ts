// One event in a vehicle's journey, on the DCSA event model (DOMAIN.md "Tracking"): what happened,
// planned, estimated or actual, when and where.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.vehicleEvent
 * @table vehicle_events
 * @customerScoped
 * @keyField vin
 * @defaultSort eventAt
 */
export interface VehicleEvent extends CustomerOwned {
  /**
   * @title field.vehicleEvent.vin
   * @reference vehicle
   * @maxLength 17
   * @indexed
   */
  vin: string;
  /**
   * DCSA equipment, transport and shipment event codes.
   * @title field.vehicleEvent.eventCode
   */
  eventCode: 'RECE' | 'GTIN' | 'LOAD' | 'DEPA' | 'ARRI' | 'DISC' | 'GTOT' | 'RELS' | 'DLV';
  /**
   * @title field.vehicleEvent.classifier
   */
  classifier: 'ACT' | 'PLN' | 'EST';
  /**
   * @title field.vehicleEvent.eventAt
   * @format date-time
   * @indexed
   */
  eventAt: string;
  /**
   * UN/LOCODE of the place.
   * @title field.vehicleEvent.location
   * @pattern ^[A-Z]{2}[A-Z2-9]{3}$
   * @maxLength 5
   * @formatExamples ["CNSHA", "DEBRV"]
   */
  location: string;
  /**
   * @title field.vehicleEvent.vesselVoyage
   * @maxLength 60
   */
  vesselVoyage?: string;
  /**
   * @title field.vehicleEvent.description
   * @maxLength 500
   */
  description?: string;
}
