// A customer's booking of one shipment (DOMAIN.md "Bookings and orders", after DCSA Booking 2.0): one
// table for sea, rail, air and truck with a mode column and each mode's own fields. Parties are picked
// from the customer's master data by id and copied into the booking by the server, so a later change
// of master data does not rewrite a placed booking. Status, number and the forwarder's fields are
// written only by the booking's named actions (server/domains/bookings).
import type { BookingStatus } from './bookingStatus';
import type { CustomerOwned } from './common';

/** One cargo line: what is shipped, its HS code and its packages (DCSA commodity + outer packaging). */
export interface CargoLine {
  /**
   * @title field.booking.cargoDescription
   * @maxLength 300
   */
  description?: string;
  /**
   * Harmonized System code: 6 to 10 digits.
   * @title field.booking.hsCode
   * @pattern ^[0-9]{6,10}$
   * @maxLength 10
   */
  hsCode?: string;
  /**
   * @title field.booking.packageCount
   * @minimum 1
   * @maximum 1000000
   * @asType integer
   */
  packageCount?: number;
  /**
   * UNECE Recommendation 21 package code (CT carton, PK package, PX pallet …).
   * @title field.booking.packageCode
   * @pattern ^[0-9A-Z]{2}$
   * @maxLength 2
   */
  packageCode?: string;
  /**
   * @title field.booking.grossKg
   * @minimum 0
   * @maximum 100000000
   */
  grossKg?: number;
  /**
   * @title field.booking.cbm
   * @minimum 0
   * @maximum 1000000
   */
  cbm?: number;
}

/** Requested equipment of a sea or rail booking: ISO 6346 size-type and units. */
export interface EquipmentLine {
  /**
   * @title field.booking.isoCode
   * @pattern ^[0-9A-Z]{4}$
   * @maxLength 4
   */
  isoCode?: string;
  /**
   * @title field.booking.units
   * @minimum 1
   * @maximum 999
   * @asType integer
   */
  units?: number;
  /**
   * @title field.booking.shipperOwned
   */
  shipperOwned?: boolean;
}

/** Air pieces: count identical pieces of L × W × H cm and kg each (for the chargeable weight). */
export interface PieceLine {
  /**
   * @title field.booking.pieceCount
   * @minimum 1
   * @maximum 100000
   * @asType integer
   */
  count?: number;
  /**
   * @title field.booking.lengthCm
   * @minimum 0
   * @maximum 10000
   */
  lengthCm?: number;
  /**
   * @title field.booking.widthCm
   * @minimum 0
   * @maximum 10000
   */
  widthCm?: number;
  /**
   * @title field.booking.heightCm
   * @minimum 0
   * @maximum 10000
   */
  heightCm?: number;
  /**
   * @title field.booking.weightKg
   * @minimum 0
   * @maximum 1000000
   */
  weightKg?: number;
}

/**
 * What a submission needs, one rule set: the server refuses a submit missing any of it, naming each
 * field by its label; the booking forms mark these fields as needed to submit before the user tries
 * (shared/entities/requiredFor.ts). `when` is a condition on the booking (the page schema's visibleWhen
 * language); `lines` names a collection that needs a line, each line holding the fields.
 * @title field.entity.booking
 * @requiredFor {"submit": [
 *   {"fields": ["shipper", "consignee", "pol", "pod", "etd", "incoterm"]},
 *   {"when": {"field": "mode", "eq": "SEA"}, "fields": ["loadType", "receiptDeliveryType", "transportDocumentType"]},
 *   {"when": {"field": "mode", "eq": "RAIL"}, "fields": ["trainDate"]},
 *   {"when": {"field": "mode", "eq": "TRUCK"}, "fields": ["truckLoad", "pickAddress", "deliveryAddress", "pickupFrom", "pickupTo"]},
 *   {"when": {"all": [{"field": "mode", "eq": "TRUCK"}, {"field": "truckLoad", "eq": "FTL"}]}, "fields": ["vehicleType"]},
 *   {"when": {"all": [{"field": "mode", "eq": "TRUCK"}, {"field": "truckLoad", "eq": "LTL"}]}, "fields": ["loadingMetres"]},
 *   {"lines": "cargoLines", "fields": ["description", "hsCode", "packageCount", "packageCode", "grossKg"]},
 *   {"when": {"field": "mode", "eq": "AIR"}, "lines": "pieces", "fields": ["count", "lengthCm", "widthCm", "heightCm", "weightKg"]},
 *   {"when": {"all": [{"field": "mode", "in": ["SEA", "RAIL"]}, {"field": "loadType", "eq": "FCL"}]}, "lines": "equipment", "fields": ["isoCode", "units"]}
 * ]}
 * @table bookings
 * @customerScoped
 * @keyField shipperReference
 * @defaultSort id
 */
export interface Booking extends CustomerOwned {
  /**
   * Ours, allocated when the booking is first saved: mode prefix + China date + sequence (SE2611230001).
   * @title field.booking.bookingNo
   * @maxLength 20
   * @readOnly true
   * @indexed
   */
  bookingNo?: string;
  /**
   * The customer's own reference for the shipment (their order or PO number).
   * @title field.booking.shipperReference
   * @maxLength 35
   * @indexed
   */
  shipperReference?: string;
  /**
   * @title field.booking.mode
   * @indexed
   */
  mode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * DCSA booking status, plus DRAFT before submission; changed only by the booking's actions. Each
   * action's from-states (the status machine, bookings/statusMachine.ts): where the screens offer it;
   * `update` and `delete`: where the engine's draft editor may change or remove it (bookings/editGuard.ts).
   * @title field.booking.status
   * @transitions {"update": ["DRAFT", "PENDING_UPDATE"], "delete": ["DRAFT", "PENDING_UPDATE"], "submit": ["DRAFT", "PENDING_UPDATE"], "requestUpdate": ["RECEIVED", "UPDATE_RECEIVED"], "cancel": ["DRAFT", "RECEIVED", "PENDING_UPDATE", "UPDATE_RECEIVED"], "confirm": ["RECEIVED", "UPDATE_RECEIVED"], "reject": ["RECEIVED", "PENDING_UPDATE", "UPDATE_RECEIVED"], "complete": ["CONFIRMED"]}
   * @badges {"DRAFT":"neutral","RECEIVED":"informative","PENDING_UPDATE":"warning","UPDATE_RECEIVED":"brand","CONFIRMED":"success","REJECTED":"danger","CANCELLED":"severe","COMPLETED":"important"}
   * @readOnly true
   * @indexed
   */
  status?: BookingStatus;
  /**
   * The shipper of the customer's master data (by name); its details are copied into the booking.
   * @title field.booking.shipper
   * @reference shipper
   * @maxLength 120
   */
  shipper?: string;
  /**
   * @title field.booking.shipperText
   * @maxLength 1000
   * @readOnly true
   */
  shipperText?: string;
  /**
   * @title field.booking.consignee
   * @reference address
   * @maxLength 120
   */
  consignee?: string;
  /**
   * @title field.booking.consigneeText
   * @maxLength 1000
   * @readOnly true
   */
  consigneeText?: string;
  /**
   * @title field.booking.notify
   * @reference address
   * @maxLength 120
   */
  notify?: string;
  /**
   * @title field.booking.notifyText
   * @maxLength 1000
   * @readOnly true
   */
  notifyText?: string;
  /**
   * @title field.booking.importer
   * @reference importer
   * @maxLength 120
   */
  importer?: string;
  /**
   * @title field.booking.importerText
   * @maxLength 1000
   * @readOnly true
   */
  importerText?: string;
  /**
   * @title field.booking.insured
   * @reference insured
   * @maxLength 120
   */
  insured?: string;
  /**
   * @title field.booking.insuredText
   * @maxLength 1000
   * @readOnly true
   */
  insuredText?: string;
  /**
   * @title field.booking.pickAddress
   * @reference pickAddress
   * @maxLength 120
   */
  pickAddress?: string;
  /**
   * @title field.booking.pickAddressText
   * @maxLength 1000
   * @readOnly true
   */
  pickAddressText?: string;
  /**
   * Port, airport, station or town of loading (UN/LOCODE).
   * @title field.booking.pol
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pol?: string;
  /**
   * @title field.booking.pod
   * @reference location
   * @maxLength 5
   * @indexed
   */
  pod?: string;
  /**
   * @title field.booking.placeOfReceipt
   * @maxLength 100
   */
  placeOfReceipt?: string;
  /**
   * @title field.booking.placeOfDelivery
   * @maxLength 100
   */
  placeOfDelivery?: string;
  /**
   * @title field.booking.carrier
   * @reference carrier
   * @maxLength 10
   */
  carrier?: string;
  /**
   * The sailing or train booked from the space screens (their Book link carries it); submit refuses a
   * departure that is full, blank, past its cut-off or gone (spaceAndPrices/bookableDeparture.ts).
   * @title field.booking.departure
   * @reference departure
   * @maxLength 30
   */
  departure?: string;
  /**
   * @title field.booking.incoterm
   */
  incoterm?: 'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';
  /**
   * @title field.booking.etd
   * @format date
   * @indexed
   */
  etd?: string;
  /**
   * @title field.booking.eta
   * @format date
   */
  eta?: string;
  /**
   * Planned days in transit, ETA minus ETD (the server's expression: bookings/transitDays.ts); empty
   * until both are known. What the charts average per lane.
   * @title field.booking.transitDays
   * @computed
   * @asType integer
   */
  transitDays?: number;
  /**
   * @title field.booking.declaredValue
   * @minimum 0
   * @maximum 1000000000
   */
  declaredValue?: number;
  /**
   * @title field.booking.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency?: string;
  /**
   * The price row booked from (its priceNo on the mode's price list).
   * @title field.booking.priceReference
   * @maxLength 30
   */
  priceReference?: string;
  /**
   * The saved quote booked from (savedQuote.quoteNo): while it is valid the booking is held to its total,
   * whatever the price list says since; an expired one is refused (bookings/bookingQuote.ts).
   * @title field.booking.quoteNo
   * @maxLength 20
   * @indexed
   */
  quoteNo?: string;
  /**
   * The all-in quote of this booking's cargo at its price reference, computed by the server at each
   * save by the price screens' quote rules (bookings/bookingQuote.ts); empty while it cannot be priced.
   * @title field.booking.quotedTotal
   * @displayFormat money
   * @readOnly true
   */
  quotedTotal?: number;
  /**
   * @title field.booking.quotedCurrency
   * @maxLength 3
   * @readOnly true
   */
  quotedCurrency?: string;
  /**
   * @title field.booking.remarks
   * @maxLength 2000
   */
  remarks?: string;
  /**
   * @title field.booking.cargoLines
   * @childTable booking_cargo_lines
   * @maxItems 999
   */
  cargoLines?: CargoLine[];
  /**
   * Sea and rail: full container load or less than container load.
   * @title field.booking.loadType
   */
  loadType?: 'FCL' | 'LCL';
  /**
   * @title field.booking.equipment
   * @childTable booking_equipment_lines
   * @maxItems 99
   */
  equipment?: EquipmentLine[];
  /**
   * Sea: receipt/delivery type (CY container yard, SD store door, CFS freight station).
   * @title field.booking.receiptDeliveryType
   */
  receiptDeliveryType?: 'CY/CY' | 'CY/SD' | 'SD/CY' | 'SD/SD' | 'CFS/CFS' | 'CFS/CY' | 'CY/CFS';
  /**
   * @title field.booking.transportDocumentType
   */
  transportDocumentType?: 'BOL' | 'SWB';
  /**
   * Rail: border crossing of the route.
   * @title field.booking.borderCrossing
   * @reference borderCrossing
   * @maxLength 20
   */
  borderCrossing?: string;
  /**
   * @title field.booking.trainDate
   * @format date
   */
  trainDate?: string;
  /**
   * Rail: vehicles shipped, VINs separated by commas or spaces. Each is checked by the shared VIN rule
   * (`@fieldCheck vinList`: a letter I, O or Q refused naming it, a wrong North American check digit warned of).
   * @title field.booking.vins
   * @maxLength 2000
   * @pattern ^[A-Z0-9\s,]+$
   * @formatExamples ["WVWZZZ1JZXW000001", "WVWZZZ1JZXW000001, WVWZZZ1JZXW000002"]
   * @examples ["WVWZZZ1JZXW000001, 1M8GDM9AXKP042788"]
   * @fieldCheck vinList
   */
  vins?: string;
  /**
   * @title field.booking.pieces
   * @childTable booking_piece_lines
   * @maxItems 999
   */
  pieces?: PieceLine[];
  /**
   * Air: IATA special handling codes (DGR, PER, VAL …) separated by spaces.
   * @title field.booking.specialHandling
   * @pattern ^[A-Z]{3}[A-Z ]{0,57}$
   * @maxLength 60
   * @formatExamples ["PER", "DGR ELI"]
   */
  specialHandling?: string;
  /**
   * Air: max(gross kg, volume kg), computed by the server from the pieces (the quote rule).
   * @title field.booking.chargeableKg
   * @readOnly true
   */
  chargeableKg?: number;
  /**
   * Truck: full or part load.
   * @title field.booking.truckLoad
   */
  truckLoad?: 'FTL' | 'LTL';
  /**
   * Truck FTL: the vehicle, one of the FTL price list's types (a quote's Book carries the price's type).
   * @title field.booking.vehicleType
   * @optionsOf truckFtlPrice.vehicleType
   */
  vehicleType?: 'van35' | 'truck7' | 'truck12' | 'megaTrailer' | 'tautliner';
  /**
   * Truck FTL: how many trucks of the vehicle type.
   * @title field.booking.trucks
   * @minimum 1
   * @maximum 99
   * @asType integer
   */
  trucks?: number;
  /**
   * @title field.booking.loadingMetres
   * @minimum 0
   * @maximum 13.6
   */
  loadingMetres?: number;
  /**
   * @title field.booking.pickupFrom
   * @format date-time
   */
  pickupFrom?: string;
  /**
   * @title field.booking.pickupTo
   * @format date-time
   */
  pickupTo?: string;
  /**
   * @title field.booking.deliveryAddress
   * @reference address
   * @maxLength 120
   */
  deliveryAddress?: string;
  /**
   * @title field.booking.deliveryAddressText
   * @maxLength 1000
   * @readOnly true
   */
  deliveryAddressText?: string;
  /**
   * The second factor of the shipment's public tracking page (/cargoTracingHome): with the booking no.,
   * the carrier's reference or a container number, it opens status, route and events to whoever holds
   * the papers. 12 random characters the database gives every booking (migration 0265), shown on the
   * booking's confirmation for the shipper to hand on; never guessable from the number.
   * @title field.booking.lookupCode
   * @maxLength 12
   * @readOnly true
   */
  lookupCode?: string;
  /**
   * The carrier's booking reference, given by the forwarder at confirmation.
   * @title field.booking.carrierBookingReference
   * @maxLength 35
   * @readOnly true
   * @indexed
   */
  carrierBookingReference?: string;
  /**
   * Vessel/voyage, flight or train, given at confirmation.
   * @title field.booking.transportName
   * @maxLength 60
   * @readOnly true
   */
  transportName?: string;
  /**
   * Why the forwarder rejected the booking.
   * @title field.booking.rejectReason
   * @maxLength 500
   * @readOnly true
   */
  rejectReason?: string;
  /**
   * @title field.booking.submittedAt
   * @format date-time
   * @readOnly true
   */
  submittedAt?: string;
  /**
   * Tracking (domains/tracking/trackingSummarySql.ts): the last event that happened.
   * @title field.booking.lastEvent
   * @computed
   */
  lastEvent?: 'LOAD' | 'DISC' | 'GTIN' | 'GTOT' | 'STUF' | 'STRP' | 'PICK' | 'DROP' | 'ARRI' | 'DEPA' | 'RECE' | 'CONF' | 'ISSU' | 'RELS' | 'BKD' | 'RCS' | 'MAN' | 'DEP' | 'ARR' | 'RCF' | 'NFD' | 'DLV' | 'RDEP' | 'BRDR' | 'RARR';
  /**
   * @title field.booking.lastEventAt
   * @format date-time
   * @computed
   */
  lastEventAt?: string;
  /**
   * @title field.booking.lastEventPlace
   * @computed
   */
  lastEventPlace?: string;
  /**
   * Expected arrival at the destination: the actual once arrived, else the latest estimate, else the plan.
   * @title field.booking.trackedEta
   * @format date-time
   * @computed
   */
  trackedEta?: string;
  /**
   * @title field.booking.plannedEta
   * @format date-time
   * @computed
   */
  plannedEta?: string;
  /**
   * @title field.booking.arrivedAt
   * @format date-time
   * @computed
   */
  arrivedAt?: string;
  /**
   * Arrival (actual or estimated) later than planned.
   * @title field.booking.delayed
   * @computed
   */
  delayed?: boolean;
  /**
   * @title field.booking.delayHours
   * @asType integer
   * @computed
   */
  delayHours?: number;
  /**
   * The container numbers its events name.
   * @title field.booking.containerNos
   * @computed
   */
  containerNos?: string;
}
