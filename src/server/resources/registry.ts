// Every resource the engine serves: an entity with its table, the menu whose grants and
// required-field rules apply, and who may call it. Adding a resource is one line here.
import addressSchema from '../../../schemas/entities/address.schema.json';
import importerSchema from '../../../schemas/entities/importer.schema.json';
import insuredSchema from '../../../schemas/entities/insured.schema.json';
import pickAddressSchema from '../../../schemas/entities/pickAddress.schema.json';
import productSchema from '../../../schemas/entities/product.schema.json';
import requiredRuleSchema from '../../../schemas/entities/requiredRule.schema.json';
import shipperSchema from '../../../schemas/entities/shipper.schema.json';
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import cusUserSchema from '../../../schemas/entities/cusUser.schema.json';
import { flattenMenuTree } from '../../shared/menus/menuTree';
import { setDefaultAddress } from './actions/setDefaultAddress';
import { requiredRuleCheck } from './checks/requiredRuleCheck';
import { type EntitySchema, type FieldInfo, fieldsOf } from './entityFields';
import type { EntityRecord } from './records';
import { ACTION_NAME, type ResourceAction } from './resourceAction';

export type ResourceOperation = 'create' | 'update' | 'delete' | 'import' | 'export';

export interface ResourceDef {
  /** Wire name: `<name>-list`, `<name>`, `<name>-import`, `<name>-export`. */
  name: string;
  schema: EntitySchema;
  table: string;
  /** Menu whose grant lists and reads, and whose required-field rules apply to writes. */
  menuCd: string;
  /** FuncId each write needs (the menu tree's `<menu>.<operation>`). */
  funcIds: Record<ResourceOperation, string>;
  audience: 'customer' | 'admin';
  /** Rows belong to the caller's company (customer_id). */
  customerScoped: boolean;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  keyField: string;
  fields: FieldInfo[];
  /** Checks beyond the schema, in the resource's own file (checks/); run on every valid write. */
  check?: RecordCheck;
  /** Named actions (actions/), each served as `POST <name>/<action>` and needing its FuncId. */
  actions: BoundAction[];
}

export interface BoundAction extends ResourceAction {
  /** `<menu>.<action>`, listed in the menu tree's funcs so roles can be granted it. */
  funcId: string;
}

export type RecordCheck = (record: EntityRecord, language: Language) => FieldError[];

interface ResourceSpec {
  name: string;
  schema: EntitySchema;
  menuCd: string;
  audience: 'customer' | 'admin';
  check?: RecordCheck;
  actions?: ResourceAction[];
}

/** An action's FuncId must be one the menu tree lists, or no role could ever be granted it. */
function bindActions(spec: ResourceSpec): BoundAction[] {
  const menuFuncs = new Set(flattenMenuTree().find((n) => n.name === spec.menuCd)?.funcs ?? []);
  return (spec.actions ?? []).map((action) => {
    const funcId = `${spec.menuCd}.${action.name}`;
    if (!ACTION_NAME.test(action.name)) throw new Error(`resource ${spec.name}: action name ${action.name} is not lower camel case`);
    if (!menuFuncs.has(funcId)) throw new Error(`resource ${spec.name}: action ${action.name} needs FuncId ${funcId} in the funcs of menu ${spec.menuCd} (src/shared/menus/menuTree.ts)`);
    return { ...action, funcId };
  });
}

export function defineResource(spec: ResourceSpec): ResourceDef {
  const { schema } = spec;
  const fields = fieldsOf(schema);
  const known = new Set(fields.map((f) => f.name));
  const sortField = schema['x-defaultSort'] ?? 'id';
  const keyField = schema['x-keyField'] ?? 'id';
  if (!known.has(sortField) || !known.has(keyField)) throw new Error(`resource ${spec.name}: default sort or key field is not a field of ${schema['x-entity']}`);
  const customerScoped = schema['x-customerScoped'] === true;
  if (customerScoped && spec.audience !== 'customer') throw new Error(`resource ${spec.name}: customer-scoped rows need a customer audience`);
  const op = (o: ResourceOperation) => `${spec.menuCd}.${o}`;
  return {
    name: spec.name,
    schema,
    table: schema['x-table'],
    menuCd: spec.menuCd,
    funcIds: { create: op('create'), update: op('update'), delete: op('delete'), import: op('import'), export: op('export') },
    audience: spec.audience,
    customerScoped,
    defaultSort: { field: sortField, order: 'asc' },
    keyField,
    fields,
    check: spec.check,
    actions: bindActions(spec),
  };
}

const entity = (schema: unknown) => schema as EntitySchema;

/** Every entity a required-field rule may name (forms of the engine's resources and the cususer form). */
const RULE_TARGETS = [addressSchema, importerSchema, insuredSchema, pickAddressSchema, shipperSchema, productSchema, cusUserSchema].map(entity);

export const RESOURCES: ResourceDef[] = [
  defineResource({ name: 'address', schema: entity(addressSchema), menuCd: 'setAddress', audience: 'customer', actions: [setDefaultAddress] }),
  defineResource({ name: 'importer', schema: entity(importerSchema), menuCd: 'setImporter', audience: 'customer' }),
  defineResource({ name: 'insured', schema: entity(insuredSchema), menuCd: 'setInsured', audience: 'customer' }),
  defineResource({ name: 'pickAddress', schema: entity(pickAddressSchema), menuCd: 'setPickAddress', audience: 'customer' }),
  defineResource({ name: 'shipper', schema: entity(shipperSchema), menuCd: 'setShipper', audience: 'customer' }),
  defineResource({ name: 'product', schema: entity(productSchema), menuCd: 'setProduct', audience: 'customer' }),
  defineResource({ name: 'requiredRule', schema: entity(requiredRuleSchema), menuCd: 'requiredConfig', audience: 'admin', check: requiredRuleCheck(RULE_TARGETS) }),
];

export function findResource(name: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.name === name);
}
