// The required-field rules administrators edit (DESIGN "Required-field config"), checked against
// the entities a rule may target.
import addressSchema from '../../../../schemas/entities/address.schema.json';
import cusUserSchema from '../../../../schemas/entities/cusUser.schema.json';
import importerSchema from '../../../../schemas/entities/importer.schema.json';
import insuredSchema from '../../../../schemas/entities/insured.schema.json';
import pickAddressSchema from '../../../../schemas/entities/pickAddress.schema.json';
import productSchema from '../../../../schemas/entities/product.schema.json';
import requiredRuleSchema from '../../../../schemas/entities/requiredRule.schema.json';
import shipperSchema from '../../../../schemas/entities/shipper.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource, type ResourceDef } from '../../resources/registry';
import { requiredRuleCheck } from './requiredRuleCheck';

const entity = (schema: unknown) => schema as EntitySchema;

/** Every entity a required-field rule may name (forms of the engine's resources and the cususer form). */
const RULE_TARGETS = [addressSchema, importerSchema, insuredSchema, pickAddressSchema, shipperSchema, productSchema, cusUserSchema].map(entity);

export const REQUIRED_CONFIG_RESOURCES: ResourceDef[] = [
  defineResource({ name: 'requiredRule', schema: entity(requiredRuleSchema), write: { audience: 'admin', menu: 'requiredConfig' }, check: requiredRuleCheck(RULE_TARGETS) }),
];
