// The entity types, by entity name. generators/gen.ts emits schemas/entities/<name>.schema.json for
// each name here (the type is the PascalCase of the name, in the file of that name).
export type { Address } from './address';
export type { Location } from './location';
export type { Carrier } from './carrier';
export type { EquipmentType } from './equipmentType';
export type { BorderCrossing } from './borderCrossing';
export type { Departure } from './departure';
export type { SeaFclPrice } from './seaFclPrice';
export type { SeaLclPrice } from './seaLclPrice';
export type { RailFclPrice } from './railFclPrice';
export type { RailLclPrice } from './railLclPrice';
export type { TruckFtlPrice } from './truckFtlPrice';
export type { TruckLtlPrice } from './truckLtlPrice';
export type { AirPrice } from './airPrice';
export type { PriceComparison } from './priceComparison';
export type { CustomerOwned, Stored } from './common';
export type { CusUser } from './cusUser';
export type { Importer } from './importer';
export type { Insured } from './insured';
export type { PickAddress } from './pickAddress';
export type { Product } from './product';
export type { RequiredRule } from './requiredRule';
export type { Shipper } from './shipper';
export type { Booking } from './booking';
export type { FbaOrder } from './fbaOrder';
export type { TallyOrder } from './tallyOrder';
export type { QuoteVariance } from './quoteVariance';
export type { BookingReview } from './bookingReview';
export type { SavedQuote } from './savedQuote';
export type { QuoteRequest } from './quoteRequest';
export type { ExchangeRate } from './exchangeRate';
export type { ShipmentEvent } from './shipmentEvent';
export type { VoyageCall } from './voyageCall';
export type { WarehouseArrival } from './warehouseArrival';
export type { DeliverySlot } from './deliverySlot';
export type { DeliveryAppointment } from './deliveryAppointment';
export type { Vehicle } from './vehicle';
export type { VehicleEvent } from './vehicleEvent';
export type { DeliveryFee } from './deliveryFee';
export type { Expense } from './expense';
export type { Bill } from './bill';
export type { Role } from './role';
export type { AuditEntry } from './auditEntry';
export type { ReportSql } from './reportSql';
export type { ReportTemplate } from './reportTemplate';
export type { MenuReport } from './menuReport';
export type { AnnouncementType } from './announcementType';
export type { Announcement } from './announcement';
export type { SystemMessage } from './systemMessage';
export type { RecipientAccount } from './recipientAccount';
export type { BookingNote } from './bookingNote';
export type { CodeEntry } from './codeEntry';
export type { CustomerMerchant } from './customerMerchant';
export type { Customer } from './customer';
export type { Webhook } from './webhook';
export type { WebhookDelivery } from './webhookDelivery';

/** Reference data, departures and prices (domains/spaceAndPrices): written by administrators, not a rule target. */
export const SPACE_AND_PRICE_ENTITIES = ['location', 'carrier', 'equipmentType', 'borderCrossing', 'departure', 'seaFclPrice', 'seaLclPrice', 'railFclPrice', 'railLclPrice', 'truckFtlPrice', 'truckLtlPrice', 'airPrice', 'priceComparison', 'exchangeRate'] as const;
export type SpaceAndPriceEntity = (typeof SPACE_AND_PRICE_ENTITIES)[number];

export const ENTITY_NAMES = ['address', 'importer', 'insured', 'pickAddress', 'shipper', 'product', 'requiredRule', 'cusUser', 'location', 'carrier', 'equipmentType', 'borderCrossing', 'departure', 'seaFclPrice', 'seaLclPrice', 'railFclPrice', 'railLclPrice', 'truckFtlPrice', 'truckLtlPrice', 'airPrice', 'priceComparison', 'exchangeRate', 'booking', 'fbaOrder', 'tallyOrder', 'quoteVariance', 'bookingReview', 'savedQuote', 'quoteRequest', 'shipmentEvent', 'voyageCall', 'warehouseArrival', 'deliverySlot', 'deliveryAppointment', 'vehicle', 'vehicleEvent', 'deliveryFee', 'expense', 'bill', 'role', 'auditEntry', 'reportSql', 'reportTemplate', 'menuReport', 'announcementType', 'announcement', 'systemMessage', 'recipientAccount', 'bookingNote', 'codeEntry', 'customerMerchant', 'customer', 'webhook', 'webhookDelivery'] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

/** Tracking events and voyage schedules (domains/tracking): written by operations, not a rule target. */
export const TRACKING_ENTITIES = ['shipmentEvent', 'voyageCall'] as const;
type TrackingEntity = (typeof TRACKING_ENTITIES)[number];

/** Roles, the audit log, customer companies and their merchants (domains/access): administrators' records, not a rule target. */
export const ACCESS_ENTITIES = ['role', 'auditEntry', 'customerMerchant', 'customer'] as const;
type AccessEntity = (typeof ACCESS_ENTITIES)[number];

/** Entities a required-field rule may target: every form's record, but not the rules themselves. */
/** Administration content (domains/content, domains/reports): written by administrators, not a rule target. */
export const CONTENT_ENTITIES = ['reportSql', 'reportTemplate', 'menuReport', 'announcementType', 'announcement', 'systemMessage', 'recipientAccount', 'bookingNote', 'codeEntry'] as const;
type ContentEntity = (typeof CONTENT_ENTITIES)[number];

/** Views of a booking's figures (domains/bookings), served read only: no form edits them, not a rule target. */
export const ORDER_VIEW_ENTITIES = ['quoteVariance', 'bookingReview', 'savedQuote', 'quoteRequest'] as const;
type OrderViewEntity = (typeof ORDER_VIEW_ENTITIES)[number];

/** A company's webhooks and their deliveries (domains/notifications): served by hand-written routes, not a rule target. */
export const NOTIFICATION_ENTITIES = ['webhook', 'webhookDelivery'] as const;
type NotificationEntity = (typeof NOTIFICATION_ENTITIES)[number];

const NOT_RULE_TARGETS: readonly string[] = ['requiredRule', ...SPACE_AND_PRICE_ENTITIES, ...TRACKING_ENTITIES, ...ACCESS_ENTITIES, ...CONTENT_ENTITIES, ...ORDER_VIEW_ENTITIES, ...NOTIFICATION_ENTITIES];

export type RuleTargetEntity = Exclude<EntityName, 'requiredRule' | SpaceAndPriceEntity | TrackingEntity | AccessEntity | ContentEntity | OrderViewEntity | NotificationEntity>;
export const RULE_TARGET_ENTITIES = ENTITY_NAMES.filter((name): name is RuleTargetEntity => !NOT_RULE_TARGETS.includes(name));

/** Server-managed fields: never written by clients (readOnly in every entity schema). */
export const SERVER_MANAGED_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'customerId', 'createdBy'] as const;
