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

/** Reference data, departures and prices (domains/spaceAndPrices): written by administrators, not a rule target. */
export const SPACE_AND_PRICE_ENTITIES = ['location', 'carrier', 'equipmentType', 'borderCrossing', 'departure', 'seaFclPrice', 'seaLclPrice', 'railFclPrice', 'railLclPrice', 'truckFtlPrice', 'truckLtlPrice', 'airPrice', 'priceComparison'] as const;
export type SpaceAndPriceEntity = (typeof SPACE_AND_PRICE_ENTITIES)[number];

export const ENTITY_NAMES = ['address', 'importer', 'insured', 'pickAddress', 'shipper', 'product', 'requiredRule', 'cusUser', 'location', 'carrier', 'equipmentType', 'borderCrossing', 'departure', 'seaFclPrice', 'seaLclPrice', 'railFclPrice', 'railLclPrice', 'truckFtlPrice', 'truckLtlPrice', 'airPrice', 'priceComparison', 'booking', 'fbaOrder', 'tallyOrder'] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

/** Entities a required-field rule may target: every form's record, but not the rules themselves. */
export type RuleTargetEntity = Exclude<EntityName, 'requiredRule' | SpaceAndPriceEntity>;
export const RULE_TARGET_ENTITIES = ENTITY_NAMES.filter((name): name is RuleTargetEntity => name !== 'requiredRule' && !(SPACE_AND_PRICE_ENTITIES as readonly string[]).includes(name));

/** Server-managed fields: never written by clients (readOnly in every entity schema). */
export const SERVER_MANAGED_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'customerId', 'createdBy'] as const;
