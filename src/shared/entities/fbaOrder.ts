// An Amazon FBA order (DOMAIN.md "Bookings and orders"): the inbound shipment's ids, the fulfilment
// centre, the channel and the cartons, one line per group of identical cartons. Placed one by one or
// imported from a pack list (xlsx/csv), whose content hash is kept so the same file is not imported twice.
import type { CustomerOwned } from './common';

/** A group of identical cartons: how many, their size and weight, and what each holds. */
export interface CartonLine {
  /**
   * @title field.fbaOrder.cartonCount
   * @minimum 1
   * @maximum 100000
   * @asType integer
   */
  cartonCount: number;
  /**
   * @title field.fbaOrder.lengthCm
   * @minimum 0.1
   * @maximum 500
   */
  lengthCm: number;
  /**
   * @title field.fbaOrder.widthCm
   * @minimum 0.1
   * @maximum 500
   */
  widthCm: number;
  /**
   * @title field.fbaOrder.heightCm
   * @minimum 0.1
   * @maximum 500
   */
  heightCm: number;
  /**
   * @title field.fbaOrder.weightKg
   * @minimum 0.01
   * @maximum 1000
   */
  weightKg: number;
  /**
   * Merchant SKU.
   * @title field.fbaOrder.msku
   * @minLength 1
   * @maxLength 40
   */
  msku?: string;
  /**
   * Amazon's fulfilment network SKU (X00…).
   * @title field.fbaOrder.fnsku
   * @pattern ^[A-Z0-9]{10}$
   * @maxLength 10
   */
  fnsku?: string;
  /**
   * Units of the SKU in each carton.
   * @title field.fbaOrder.quantity
   * @minimum 1
   * @maximum 100000
   * @asType integer
   */
  quantity?: number;
}

/**
 * What a submission needs (shared/entities/requiredFor.ts; the FBA forms mark it): Amazon's reference
 * id (its delivery appointments need it), the value declared, and what each carton holds.
 * @title field.entity.fbaOrder
 * @requiredFor {"submit": [
 *   {"fields": ["amazonReferenceId", "declaredValue", "currency"]},
 *   {"lines": "cartons", "fields": ["cartonCount", "lengthCm", "widthCm", "heightCm", "weightKg", "msku", "quantity"]}
 * ]}
 * @table fba_orders
 * @customerScoped
 * @keyField fbaShipmentId
 * @defaultSort id
 */
export interface FbaOrder extends CustomerOwned {
  /**
   * Ours, allocated when the order is first saved: FB + China date + sequence (FB2611290001).
   * @title field.fbaOrder.orderNo
   * @maxLength 20
   * @readOnly true
   * @indexed
   */
  orderNo?: string;
  /**
   * DRAFT until submitted; SUBMITTED ships it under a booking of its channel (bookingNo); changed only
   * by the order's actions, each from the states named here (bookings/fbaOrderActions.ts).
   * @title field.fbaOrder.status
   * @badges {"DRAFT":"neutral","SUBMITTED":"informative","CANCELLED":"severe"}
   * @transitions {"update": ["DRAFT"], "delete": ["DRAFT"], "submit": ["DRAFT"], "cancel": ["DRAFT"]}
   * @readOnly true
   * @indexed
   */
  status?: 'DRAFT' | 'SUBMITTED' | 'CANCELLED';
  /**
   * The booking the order ships under, made by its submission: its tracking and charges are the order's.
   * @title field.fbaOrder.bookingNo
   * @maxLength 20
   * @readOnly true
   * @indexed
   */
  bookingNo?: string;
  /**
   * @title field.fbaOrder.submittedAt
   * @format date-time
   * @readOnly true
   */
  submittedAt?: string;
  /**
   * Amazon's inbound shipment id: FBA and 8 to 10 letters or digits.
   * @title field.fbaOrder.fbaShipmentId
   * @pattern ^FBA[A-Z0-9]{8,10}$
   * @maxLength 13
   * @formatExamples ["FBA15DJCQ2ZP"]
   * @indexed
   */
  fbaShipmentId: string;
  /**
   * @title field.fbaOrder.amazonReferenceId
   * @pattern ^[A-Z0-9]{8}$
   * @maxLength 8
   * @formatExamples ["3XK8DL2Q"]
   */
  amazonReferenceId?: string;
  /**
   * Fulfilment centre code (e.g. ONT8, LGB8, DTM2).
   * @title field.fbaOrder.fulfilmentCentre
   * @pattern ^[A-Z0-9]{3,5}$
   * @maxLength 5
   * @formatExamples ["ONT8", "LGB8"]
   * @indexed
   */
  fulfilmentCentre: string;
  /**
   * @title field.fbaOrder.channel
   * @indexed
   */
  channel: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * @title field.fbaOrder.declaredValue
   * @minimum 0
   * @maximum 1000000000
   */
  declaredValue?: number;
  /**
   * @title field.fbaOrder.currency
   * @pattern ^[A-Z]{3}$
   * @maxLength 3
   * @formatExamples ["USD", "EUR"]
   */
  currency?: string;
  /**
   * The price row quoted for the order (its priceNo on the channel's price list), as on a booking.
   * @title field.fbaOrder.priceReference
   * @maxLength 30
   */
  priceReference?: string;
  /**
   * The all-in quote of the cartons at the price reference, computed by the server at each save by the
   * price screens' quote rules (bookings/bookingQuote.ts); empty while it cannot be priced.
   * @title field.fbaOrder.quotedTotal
   * @displayFormat money
   * @readOnly true
   */
  quotedTotal?: number;
  /**
   * @title field.fbaOrder.quotedCurrency
   * @maxLength 3
   * @readOnly true
   */
  quotedCurrency?: string;
  /**
   * @title field.fbaOrder.remarks
   * @maxLength 1000
   */
  remarks?: string;
  /**
   * @title field.fbaOrder.cartons
   * @childTable fba_order_cartons
   * @maxItems 999
   */
  cartons?: CartonLine[];
  /**
   * max(gross kg, L×W×H cm / 6000) over the cartons, computed by the server at each save by the rule
   * the form shows live (shared/freight/chargeableWeight.ts).
   * @title field.fbaOrder.chargeableKg
   * @readOnly true
   */
  chargeableKg?: number;
  /**
   * The booking it ships under, once submitted, so its page opens that booking's shipment page.
   * @title field.fbaOrder.bookingId
   * @computed
   */
  bookingId?: number;
  /**
   * That booking's mode, which picks the page it opens on.
   * @title field.fbaOrder.bookingMode
   * @computed
   */
  bookingMode?: string;
  /**
   * Σ cartons × kg per carton, computed by the server at each save (shared/freight/chargeableWeight.ts).
   * @title field.fbaOrder.grossKg
   * @readOnly true
   */
  grossKg?: number;
  /**
   * Σ cartons × L×W×H cm / 1,000,000, computed by the server at each save.
   * @title field.fbaOrder.cbm
   * @readOnly true
   */
  cbm?: number;
  /**
   * SHA-256 of the pack list the order was imported from: the same file is recognised.
   * @title field.fbaOrder.importKey
   * @maxLength 64
   * @readOnly true
   * @indexed
   */
  importKey?: string;
}
