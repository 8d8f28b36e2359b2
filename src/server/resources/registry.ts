// What the engine needs to serve a resource: an entity with its table, who may read it and who may
// write it (menu grant, kind of user, and a FuncId per write), and its domain's checks and actions.
// Domains define their resources here-shaped and serve them through the engine (engine.ts).
import { flattenMenuTree, MENU_TREE, screenOfRecord, screensOf } from '../../shared/menus/menuTree';
import type { RouteAccess } from '../auth/access';
import { childrenOf, displayOf, type EntitySchema, type FieldInfo, fieldsOf } from './entityFields';
import { type PageWriter, projectPageReadGrants, projectPageWriters } from '../pages/pageGrants';
import { ACTION_NAME } from './resourceAction';
import { noteBinningTable } from './softDelete';
import type { BoundAction, ComputedSql, Grant, OwnedThrough, ResourceAction, ResourceDef, ResourceHooks, ResourceOperation, ResourceSearch, WriteOperation } from './types';

export interface ResourceSpec {
  name: string;
  schema: EntitySchema;
  /**
   * The kind of user who may write: administrators, customers, or either ('any', a company administrator's
   * own users). Which menus write comes from the page files offering the resource's writes
   * (src/server/pages/pageGrants.ts); a page of another kind's menu gains nothing. A read-only resource's
   * writer only owns it: its FuncIds name the resource's actions, and it reads it.
   */
  writers?: 'admin' | 'customer' | 'any';
  /**
   * The write grants given outright, for a resource no page file serves (a test's, the import worker's
   * copy); domain resources say `writers` and leave the menus to their pages. Several grants: any one
   * allows each write its menu lists; the first's menu names the FuncIds and the required-field rules.
   */
  write?: Grant | Grant[];
  /**
   * Who reads (list, get, export, stats) besides the menus whose page files read the resource
   * (src/server/pages/pageGrants.ts): grants no screen gives (a call of another menu). Any one allows;
   * the write grants when absent.
   */
  read?: Grant[];
  /**
   * Keeps the readers to one kind of user's menus (administrators' only): a page of another kind's menu
   * gains nothing by naming the resource. An administrators' menu a company administrator is given
   * (CUSTOMER_ADMIN_EXTRA_MENUS) reads for both; the resource's rowScope says which rows a customer sees.
   */
  readers?: 'admin' | 'customer';
  actions?: ResourceAction[];
  /** One SQL expression per `@computed` field of the entity, e.g. sql`weight_kg * pieces`. */
  computed?: Record<string, ComputedSql>;
  /** Rows of customers' records that administrators write: `field` names the owner's `ownerField`. */
  ownedThrough?: { field: string; owner: ResourceDef; ownerField: string };
  /**
   * Served for reading only: create, update, delete and import answer "read only" (10004) to every
   * reader and change nothing; rows come from elsewhere (a SQL view, the warehouse's receipts).
   * `write` then names only the menu whose FuncIds the resource's named actions use.
   */
  readOnly?: boolean;
  /** Field → column where the column is not the field's snake-case name (e.g. `UserId` → `id`). */
  columns?: Record<string, string>;
  createOnly?: string[];
  /** Column → value every row holds (e.g. `user_type` = `customer`). */
  fixed?: Record<string, string | number | boolean>;
  /** Default true. */
  importable?: boolean;
  requiredOnCreate?: string[];
  specWire?: boolean;
  hooks?: ResourceHooks;
  /** A delete bins the row for BIN_DAYS, restorable (ResourceDef.softDelete); the table has deleted_at and deleted_by. */
  softDelete?: boolean;
  /** Fields a bulk edit (`PUT <name>-bulk`) may set over selected rows; absent: the resource has no bulk edit. */
  bulkEdit?: string[];
  /** Found by the header's global search: by `fields`, with `detail` as a second line, opened on the screen whose page file's `menu.shows` names its records. */
  search?: { fields: string[]; detail?: string };
  /** Menus whose "on submit" required-field rules this resource's submit checks (the booking forms). */
  submitRuleMenus?: readonly string[];
}

/** The access config (auth/access.ts) of one operation, for the permission hook. */
export function accessOf(def: ResourceDef, operation: ResourceOperation | BoundAction): RouteAccess {
  // A read-only resource's writes let its readers through, to be told it is read only.
  if (operation === 'read' || (typeof operation !== 'string' && operation.reads) || (def.readOnly && typeof operation === 'string')) return def.read.length === 1 ? { ...def.read[0] } : { anyOf: def.read.map((g) => ({ ...g })) };
  const func = typeof operation === 'string' ? def.funcIds[operation] : operation.funcId;
  const suffix = func!.slice(def.write.menu.length);
  // Each write grant whose menu lists the same operation allows it too (menu tree funcs).
  const menus = new Map(flattenMenuTree().map((n) => [n.name, new Set(n.funcs ?? [])]));
  const grants = def.writes.filter((g, i) => i === 0 || menus.get(g.menu)?.has(`${g.menu}${suffix}`));
  const one = (g: Grant) => ({ audience: g.audience, menu: g.menu, func: `${g.menu}${suffix}` });
  return grants.length === 1 ? one(grants[0]) : { anyOf: grants.map(one) };
}

/** Menu route name → the kind of user its group serves. */
const GROUP_AUDIENCE = new Map(MENU_TREE.flatMap((group) => group.children.map((menu) => [menu.name, group.audience] as const)));

/** The given grants and the pages' ones (pageGrants.ts) a resource's readers allow, each menu once per audience. */
function withPageReaders(given: Grant[], fromPages: Grant[], readers: 'admin' | 'customer' | undefined): Grant[] {
  const out = [...given];
  for (const g of fromPages) {
    if (readers === 'admin' && GROUP_AUDIENCE.get(g.menu) !== 'admin') continue;
    if (readers === 'customer' && g.audience !== 'customer') continue;
    if (!out.some((o) => o.menu === g.menu && (o.audience === g.audience || o.audience === 'any'))) out.push(g);
  }
  return out;
}

/**
 * The write grants of a resource: given outright, or the menus whose pages offer its writes, as the
 * kinds of user its `writers` allow (a menu serving both kinds, for both: 'any'). The first names the
 * FuncIds and the required-field rules: the menu listing the most of the resource's writes (the company
 * users' menu, with delete, before the customer administrators'), the pages' order between equals.
 */
export function writeGrantsOf(given: ResourceSpec, fromPages: readonly PageWriter[] = projectPageWriters(given.name)): Grant[] {
  if (given.write) return Array.isArray(given.write) ? given.write : [given.write];
  if (!given.writers) throw new Error(`resource ${given.name}: say which kind of user writes it (writers)`);
  const kinds = given.writers;
  const grants = fromPages.flatMap(({ menu, audiences }): Grant[] => {
    const kept = audiences.filter((a) => kinds === 'any' || a === kinds);
    return kept.length === 0 ? [] : [{ audience: kept.length > 1 ? 'any' : kept[0], menu }];
  });
  const funcs = new Map(flattenMenuTree().map((n) => [n.name, new Set(n.funcs ?? [])]));
  const writes = ['create', 'update', 'delete', 'import', ...(given.actions ?? []).filter((a) => !a.reads).map((a) => a.name)];
  const listed = (g: Grant) => writes.filter((w) => funcs.get(g.menu)?.has(`${g.menu}.${w}`)).length;
  return grants.map((g, i) => ({ g, i, n: listed(g) })).sort((a, b) => b.n - a.n || a.i - b.i).map(({ g }) => g);
}

/** A spec with its first write grant: the one whose menu names the FuncIds. */
type FirstWriter = Omit<ResourceSpec, 'write'> & { write: Grant };

/** An action's FuncId must be one the menu tree lists, or no role could ever be granted it. */
function bindActions(spec: FirstWriter, menuFuncs: ReadonlySet<string>): BoundAction[] {
  return (spec.actions ?? []).map((action) => {
    const funcId = `${spec.write.menu}.${action.name}`;
    if (!ACTION_NAME.test(action.name)) throw new Error(`resource ${spec.name}: action name ${action.name} is not lower camel case`);
    // Only a reading action may leave the transaction: a write without one could half-commit.
    if (action.withoutTransaction && !action.reads) throw new Error(`resource ${spec.name}: action ${action.name} writes, so it runs in a transaction (withoutTransaction is for reading actions)`);
    if (action.reads) return { ...action };
    if (!menuFuncs.has(funcId)) throw new Error(`resource ${spec.name}: action ${action.name} needs FuncId ${funcId} in the funcs of menu ${spec.write.menu} (its page file's menu.funcs, schemas/pages; npm run gen)`);
    return { ...action, funcId };
  });
}

function ownedThroughOf(spec: FirstWriter, fields: FieldInfo[]): OwnedThrough {
  const { field: name, owner, ownerField } = spec.ownedThrough!;
  const field = fields.find((f) => f.name === name);
  const ownerColumn = owner.fields.find((f) => f.name === ownerField)?.column;
  if (!field || !ownerColumn) throw new Error(`resource ${spec.name}: ownedThrough names ${name} → ${owner.name}.${ownerField}, which are not fields`);
  if (!owner.customerScoped) throw new Error(`resource ${spec.name}: owner ${owner.name} is not customer-scoped`);
  // Customers may only read such rows: one company's write could name another company's record.
  if (spec.write.audience !== 'admin' || spec.schema['x-customerScoped'] === true) throw new Error(`resource ${spec.name}: rows owned through ${owner.name} are written by administrators only`);
  return { field, owner: owner.name, ownerTable: owner.table, ownerColumn };
}

/** A bulk-editable field is a plain writable field an update takes: not the id, version, a line collection or create-only. */
function bulkFieldsOf(spec: FirstWriter, fields: FieldInfo[]): string[] {
  const names = spec.bulkEdit ?? [];
  for (const name of names) {
    const field = fields.find((f) => f.name === name);
    if (!field || field.readOnly || field.computed || field.column === 'id' || field.column === 'version' || spec.createOnly?.includes(name) || spec.readOnly)
      throw new Error(`resource ${spec.name}: bulkEdit names ${name}, which is not a field an update writes`);
  }
  return names;
}

/** The search's fields are text fields of the entity; its records open on the screens whose page files say they show them. */
function searchOf(spec: FirstWriter, fields: FieldInfo[]): ResourceSearch {
  const given = spec.search!;
  const field = (name: string) => {
    const found = fields.find((f) => f.name === name && !f.writeOnly);
    if (!found) throw new Error(`resource ${spec.name}: search names ${name}, which is not a readable field`);
    return found;
  };
  if (given.fields.length === 0) throw new Error(`resource ${spec.name}: search names no field`);
  const screens = screensOf('shows', spec.name);
  if (screens.length === 0) throw new Error(`resource ${spec.name}: search finds records no screen opens (a page file's menu.shows, schemas/pages; npm run gen)`);
  for (const screen of screens) for (const name of Object.keys(screen.shows!.where ?? {})) field(name);
  return {
    fields: given.fields.map(field),
    ...(given.detail ? { detail: field(given.detail) } : {}),
    screen: (record) => screenOfRecord('shows', spec.name, record) ?? screens[0].name,
  };
}

export function defineResource(given: ResourceSpec): ResourceDef {
  const writes = writeGrantsOf(given);
  if (writes.length === 0) throw new Error(`resource ${given.name}: no page file offers its writes to a menu of its writers (an action's FuncId, or a page's writes list)`);
  const spec: FirstWriter = { ...given, write: writes[0] };
  const { schema } = spec;
  const fields = fieldsOf(schema, spec.columns);
  const byColumn = (column: string) => fields.find((f) => f.column === column)?.name ?? column;
  const known = new Set(fields.map((f) => f.name));
  const sortField = schema['x-defaultSort'] ?? 'id';
  const keyField = schema['x-keyField'] ?? 'id';
  if (!known.has(sortField) || !known.has(keyField)) throw new Error(`resource ${spec.name}: default sort or key field is not a field of ${schema['x-entity']}`);
  const customerScoped = schema['x-customerScoped'] === true;
  // Customer-scoped rows are the writer's company's, or (an administrator writer) the company it names.
  // (A read-only resource has no writer: its `write` only names its actions' menu.)
  const adminWritten = customerScoped && spec.write.audience === 'admin' && spec.readOnly !== true;
  // Rows a customer writes are read by customers only, whatever page names them.
  const read = withPageReaders(spec.read ?? writes, projectPageReadGrants(spec.name), customerScoped && !adminWritten ? 'customer' : spec.readers);
  if (read.length === 0) throw new Error(`resource ${spec.name}: an empty read list would refuse every reader`);
  if (customerScoped && !adminWritten && [...read, spec.write].some((g) => g.audience !== 'customer')) throw new Error(`resource ${spec.name}: rows a customer writes are read by customers only`);
  const menus = new Map(flattenMenuTree().map((n) => [n.name, new Set(n.funcs ?? [])]));
  for (const grant of [...read, ...writes]) if (!menus.has(grant.menu)) throw new Error(`resource ${spec.name}: menu ${grant.menu} is not in the menu tree`);
  const op = (o: WriteOperation) => `${spec.write.menu}.${o}`;
  const computed = new Map(Object.entries(spec.computed ?? {}));
  const ownedThrough = spec.ownedThrough ? ownedThroughOf(spec, fields) : undefined;
  if (spec.softDelete) noteBinningTable(schema['x-table']);
  for (const name of computed.keys()) if (!fields.some((f) => f.name === name && f.computed)) throw new Error(`resource ${spec.name}: ${name} has an expression but is not a @computed field of ${schema['x-entity']}`);
  return {
    name: spec.name,
    schema,
    table: schema['x-table'],
    menuCd: spec.write.menu,
    read,
    write: spec.write,
    writes,
    idField: byColumn('id'),
    versionField: byColumn('version'),
    createOnly: new Set(spec.createOnly ?? []),
    fixed: spec.fixed ?? {},
    importable: spec.importable !== false,
    requiredOnCreate: spec.requiredOnCreate ?? [],
    specWire: spec.specWire === true,
    hooks: spec.hooks ?? {},
    funcIds: { create: op('create'), update: op('update'), delete: op('delete'), import: op('import') },
    customerScoped,
    adminWritten,
    ownedThrough,
    defaultSort: { field: sortField, order: 'asc' },
    keyField,
    fields,
    children: childrenOf(schema),
    actions: bindActions(spec, menus.get(spec.write.menu)!),
    display: displayOf(schema),
    computed,
    readOnly: spec.readOnly === true,
    softDelete: spec.softDelete === true,
    bulkFields: bulkFieldsOf(spec, fields),
    ...(spec.search ? { search: searchOf(spec, fields) } : {}),
    submitRuleMenus: spec.submitRuleMenus ?? [],
  };
}
