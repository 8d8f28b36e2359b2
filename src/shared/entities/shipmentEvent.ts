// One tracking event of a booking's shipment (DOMAIN.md "Tracking"): DCSA Track & Trace for sea, IATA
// Cargo-XML status codes for air, block-train milestones for rail. Operations write or import them
// (administrators); a customer reads the events of its own company's bookings, scoped by the engine
// through the booking number (domains/tracking). The dashboard asks for the newest actual events
// (classifier ACT, by event time, newest first): the list index reads those alone, not the expected ones
// ahead of them in time.
import type { Stored } from './common';

/**
 * @title field.entity.shipmentEvent
 * @table shipment_events
 * @keyField eventId
 * @defaultSort eventTime
 * @listIndexes [["classifier", "eventTime"]]
 */
export interface ShipmentEvent extends Stored {
  /**
   * The carrier's or operations' own id of the event (DCSA eventID), to find it again.
   * @title field.shipmentEvent.eventId
   * @pattern ^[A-Za-z0-9-]{4,40}$
   * @maxLength 40
   * @formatExamples ["EV-SE2611230001-01"]
   * @indexed
   */
  eventId?: string;
  /**
   * Our booking number (booking.bookingNo): whose shipment this is.
   * @title field.shipmentEvent.bookingNo
   * @pattern ^[A-Z]{2}[0-9]{6,14}$
   * @maxLength 20
   * @formatExamples ["SE2611230001"]
   * @indexed
   */
  bookingNo: string;
  /**
   * @title field.shipmentEvent.mode
   * @indexed
   */
  mode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * DCSA equipment (LOAD … DROP), transport (ARRI, DEPA) and shipment (RECE … RELS) codes; IATA air
   * status codes (BKD … DLV); rail milestones (RDEP departure, BRDR border crossing, RARR arrival).
   * @title field.shipmentEvent.eventType
   * @indexed
   */
  eventType: 'LOAD' | 'DISC' | 'GTIN' | 'GTOT' | 'STUF' | 'STRP' | 'PICK' | 'DROP' | 'ARRI' | 'DEPA' | 'RECE' | 'CONF' | 'ISSU' | 'RELS' | 'BKD' | 'RCS' | 'MAN' | 'DEP' | 'ARR' | 'RCF' | 'NFD' | 'DLV' | 'RDEP' | 'BRDR' | 'RARR';
  /**
   * ACT happened, EST expected now, PLN planned at booking (DCSA eventClassifierCode).
   * @title field.shipmentEvent.classifier
   */
  classifier: 'ACT' | 'EST' | 'PLN';
  /**
   * @title field.shipmentEvent.eventTime
   * @format date-time
   * @indexed
   */
  eventTime: string;
  /**
   * IANA time zone of the event's location: times are shown in local time with this zone.
   * @title field.shipmentEvent.timeZone
   * @pattern ^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$
   * @maxLength 40
   * @formatExamples ["Asia/Shanghai", "Europe/Berlin"]
   */
  timeZone: string;
  /**
   * When the carrier issued this event (DCSA eventCreatedDateTime): orders successive estimates.
   * @title field.shipmentEvent.reportedAt
   * @format date-time
   */
  reportedAt?: string;
  /**
   * @title field.shipmentEvent.location
   * @reference location
   * @maxLength 5
   * @indexed
   */
  location?: string;
  /**
   * A station, terminal or border point without a UN/LOCODE.
   * @title field.shipmentEvent.placeName
   * @maxLength 80
   */
  placeName?: string;
  /**
   * @title field.shipmentEvent.vessel
   * @maxLength 60
   */
  vessel?: string;
  /**
   * @title field.shipmentEvent.voyage
   * @maxLength 20
   */
  voyage?: string;
  /**
   * @title field.shipmentEvent.trainNo
   * @maxLength 20
   * @indexed
   */
  trainNo?: string;
  /**
   * @title field.shipmentEvent.flightNo
   * @pattern ^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$
   * @maxLength 7
   * @formatExamples ["CA931"]
   */
  flightNo?: string;
  /**
   * ISO 6346: owner code, category, serial and check digit (verified on every write).
   * @title field.shipmentEvent.containerNo
   * @pattern ^[A-Z]{3}[UJZ][0-9]{7}$
   * @checkDigit iso6346
   * @maxLength 11
   * @formatExamples ["MSKU1234565"]
   * @indexed
   */
  containerNo?: string;
  /**
   * @title field.shipmentEvent.description
   * @maxLength 500
   */
  description?: string;
}
