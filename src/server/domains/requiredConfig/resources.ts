// The required-field rules administrators edit (DESIGN "Required-field config"), checked against
// the entities a rule may target.
import cusUserSchema from '../../../../schemas/entities/cusUser.schema.json';
import requiredRuleSchema from '../../../../schemas/entities/requiredRule.schema.json';
import { RULE_TARGET_ENTITIES } from '../../../shared/entities';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { DOMAIN_RESOURCES, findDomainResource } from '../index';
import { requiredRuleCheck } from './requiredRuleCheck';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

/**
 * Every entity a required-field rule may name: the one list RULE_TARGET_ENTITIES (which the rule's
 * schema enum is generated from), resolved to the domains' schemas when a rule is checked (the registry
 * is complete by then), and the customer users' (cususer) schema.
 */
const ruleTargets = (): EntitySchema[] => [
  entity(cusUserSchema),
  ...RULE_TARGET_ENTITIES.flatMap((name) => {
    const def = findDomainResource(name);
    return def ? [def.schema] : [];
  }),
];

/** The menus a resource's submit checks "on submit" rules of (the booking forms, said by the bookings domain). */
const submitRuleMenus = (): string[] => DOMAIN_RESOURCES.flatMap((def) => [...def.submitRuleMenus]);

export const REQUIRED_CONFIG_RESOURCES: ResourceDef[] = [
  defineResource({ name: 'requiredRule', schema: entity(requiredRuleSchema), writers: 'admin', hooks: { check: requiredRuleCheck(ruleTargets, submitRuleMenus) } }),
];
