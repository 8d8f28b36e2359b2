// The entity types, by entity name. generators/gen.ts emits schemas/entities/<name>.schema.json for
// each name here (the type is the PascalCase of the name, in the file of that name).
export type { Address } from './address';
export type { CustomerOwned, Stored } from './common';
export type { CusUser } from './cusUser';
export type { Importer } from './importer';
export type { Insured } from './insured';
export type { PickAddress } from './pickAddress';
export type { Product } from './product';
export type { RequiredRule } from './requiredRule';
export type { Shipper } from './shipper';

export const ENTITY_NAMES = ['address', 'importer', 'insured', 'pickAddress', 'shipper', 'product', 'requiredRule', 'cusUser'] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

/** Entities a required-field rule may target: every form's record, but not the rules themselves. */
export type RuleTargetEntity = Exclude<EntityName, 'requiredRule'>;
export const RULE_TARGET_ENTITIES = ENTITY_NAMES.filter((name): name is RuleTargetEntity => name !== 'requiredRule');

/** Server-managed fields: never written by clients (readOnly in every entity schema). */
export const SERVER_MANAGED_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'customerId', 'createdBy'] as const;
