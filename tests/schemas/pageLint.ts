// Cross-checks of a page file beyond its JSON Schema: every resource, field, action, route, FuncId,
// binding and i18n key it names must exist. Page-wide rules are here; each block type's own rules
// come with its registration (src/client/renderer/blocks.ts). Returns the problems (empty when sound),
// each at the JSON pointer of the piece it is about: the value it names where the block or action holds
// it once, else the block or action (lintPageFile writes them `<file> at <pointer>: <message>`).
import { blockTypeOf, pageBlocks } from '../../src/client/renderer/blocks';
import { areReferenceConditions } from '../../src/shared/entities/referenceConditions';
import { choicesKeyOf, OPTIONS_OF } from '../../src/shared/entities/entitySchema';
import { parseBinding } from '../../src/client/renderer/core/bindings';
import { conditionFields } from '../../src/client/renderer/core/visibleWhen';
import type { BlockLint } from '../../src/client/renderer/registry/blockType';
import { formatProblem, type PageProblem } from '../../src/shared/page/pageFileCheck';
import type { PageAction, PageBlock, PageSchema } from '../../src/shared/page/pageSchema';
import { routesOfBy } from '../../src/shared/page/navigateBy';
import { jsonPointers, pointerOfValue } from './jsonPointers';

export interface LintContext {
  /** Resource names the server serves (engine registry and the spec's named resources). */
  resources: Set<string>;
  /** Entity name → its field names. */
  entityFields: Map<string, Set<string>>;
  /** Entity name → field → the values of its choices (fields with an enum). */
  entityChoices?: Map<string, Map<string, string[]>>;
  /** Entity name → field → the field whose choices and labels it takes (`x-optionsOf`). */
  entityOptionsOf?: Map<string, Map<string, string>>;
  /** Entity name → reference field → the resource it refers to (`x-reference`). */
  entityReferences?: Map<string, Map<string, string>>;
  /** Route name → path (menu tree and custom screens). */
  routes: Map<string, string>;
  funcIds: Set<string>;
  /** Paths of the spec's named calls (src/shared/wire/calls.ts). */
  callPaths: Set<string>;
  /** Does this i18n key exist in every required language? Returns the languages lacking it. */
  missingKey(key: string): string[];
}

const FIELD_TITLE = (entity: string, field: string) => `field.${entity}.${field}`;

/** The problems' messages alone (tests of one rule). */
export function lintPage(page: PageSchema, ctx: LintContext): string[] {
  return lintPageProblems(page, ctx).map((p) => p.message);
}

/** Every problem as `<file> at <pointer>: <message>`. */
export function lintPageFile(file: string, page: PageSchema, ctx: LintContext): string[] {
  return lintPageProblems(page, ctx).map((p) => formatProblem(file, p));
}

export function lintPageProblems(page: PageSchema, ctx: LintContext): PageProblem[] {
  const found: PageProblem[] = [];
  const pointers = jsonPointers(page);
  // The block or action being checked: a problem points into it, at the value it names when that is found there.
  let at = '';
  const problems = {
    push(message: string, pointer = at) {
      found.push({ pointer, message });
    },
  };
  /** Where the block or action being checked holds `value`, else the block or action. */
  const near = (value: string) => pointerOfValue(page, at, value) ?? at;
  const keys = new Map<string, string>();
  const key = (k: string | undefined, pointer?: string) => {
    if (k && !keys.has(k)) keys.set(k, pointer ?? near(k));
  };

  const routePath = ctx.routes.get(page.name);
  if (routePath === undefined) problems.push(`route ${page.name} is not in the menu tree nor a custom screen`, '');
  else if (routePath !== page.path) problems.push(`path ${page.path} differs from the menu tree's ${routePath} for ${page.name}`, '');
  key(page.title);
  if (page.resource && !ctx.resources.has(page.resource)) problems.push(`resource ${page.resource} does not exist`, '/resource');
  if (page.recordSource) {
    if (!ctx.callPaths.has(page.recordSource.path)) problems.push(`recordSource: ${page.recordSource.path} is not a call of the API`, '/recordSource/path');
    key(page.recordSource.notFound);
  }

  const entity = page.entity ?? page.resource;
  const entityFields = entity ? ctx.entityFields.get(entity) : undefined;
  const blocks = pageBlocks(page);
  if (page.recordKey && !entityFields?.has(page.recordKey)) problems.push(`recordKey: ${page.recordKey} is not a field of ${entity ?? 'the page (it has no resource)'}`, '/recordKey');
  // A page opened by its record key (`?billNo=`, as other pages link to it) has no id in its route.
  if (page.recordKey) {
    for (const [pointer, text] of stringsOf(page)) {
      if (/^\$param\.id(\||$)/.test(text)) problems.push(`$param.id is empty when the page is opened by its ${page.recordKey} (?${page.recordKey}=…): bind $record.id`, pointer);
    }
  }
  // Forms with an inline schema (records that are no entity, e.g. the spec's cususer) name their own fields.
  const inlineFields = new Set<string>();
  for (const b of blocks) {
    if (b.type === 'form' && b.schema && typeof b.schema.properties === 'object' && b.schema.properties) {
      for (const name of Object.keys(b.schema.properties)) inlineFields.add(name);
    }
  }
  const known = entityFields ?? (inlineFields.size > 0 ? inlineFields : undefined);
  if (entity && !known) problems.push(`entity ${entity} has no schema (schemas/entities) and no form defines its fields`, page.entity ? '/entity' : '/resource');

  const actionIds = new Map<string, PageAction>();
  (page.actions ?? []).forEach((a, i) => {
    if (actionIds.has(a.id)) problems.push(`action id ${a.id} is used twice`, `/actions/${i}/id`);
    actionIds.set(a.id, a);
  });
  const blockIds = new Map<string, PageBlock>();
  for (const b of blocks) {
    if (!b.id) continue;
    if (blockIds.has(b.id)) problems.push(`block id ${b.id} is used twice`, `${pointers.get(b) ?? ''}/id`);
    blockIds.set(b.id, b);
  }
  // Several grids are told apart by id (filters, bindings and column preferences name them).
  const anonymousGrids = blocks.filter((b) => b.type === 'grid' && !b.id);
  if (anonymousGrids.length > 1) problems.push('several grids without an id: give each grid an id', pointers.get(anonymousGrids[1]) ?? '');

  const lint: BlockLint = {
    page,
    pageEntity: entity,
    entityOf: (resource) => (resource === undefined || resource === page.resource ? entity : resource),
    field(name, where, options = {}) {
      const ownEntity = options.entity ?? entity;
      const ownFields = options.fields ?? (ownEntity === entity ? known : ownEntity ? ctx.entityFields.get(ownEntity) : undefined);
      const top = name.split('.')[0];
      if (!ownFields) problems.push(`${where}: field ${name} named on a page without an entity`, near(name));
      else if (!ownFields.has(top)) problems.push(`${where}: field ${name} is not a field of ${ownEntity}`, near(name));
      if (options.title !== false) key(options.title ?? (ownEntity ? FIELD_TITLE(ownEntity, top) : undefined), options.title ? undefined : near(name));
    },
    key,
    action(id, where) {
      const action = actionIds.get(id);
      if (!action) problems.push(`${where}: action ${id} is not defined in actions`, near(id));
      return action;
    },
    resource(name, where) {
      if (!ctx.resources.has(name)) problems.push(`${where}: resource ${name} does not exist`, near(name));
    },
    block(id, where) {
      const block = blockIds.get(id);
      if (!block) problems.push(`${where}: block ${id} does not exist`, near(id));
      return block;
    },
    fieldsOf: (e) => (e === undefined ? undefined : e === entity ? known : ctx.entityFields.get(e)),
    choicesOf: (e, field) => (e ? (ctx.entityChoices?.get(e)?.get(field) ?? []) : []),
    choicesKeyOf: (e, field) => choicesKeyOf(e, field, { [OPTIONS_OF]: e ? ctx.entityOptionsOf?.get(e)?.get(field) : undefined }),
    referenceConditions(field, conditions, where, ownEntity = entity) {
      const target = ownEntity ? ctx.entityReferences?.get(ownEntity)?.get(field) : undefined;
      if (!target) return void problems.push(`${where}: ${field} is not a reference field of ${ownEntity}, so it takes no reference conditions`);
      if (!areReferenceConditions(conditions)) return void problems.push(`${where}: the conditions of ${field} must map fields to a value or a list of values`);
      for (const name of Object.keys(conditions)) if (!ctx.entityFields.get(target)?.has(name)) problems.push(`${where}: condition ${name} of ${field} is not a field of ${target}`, near(name));
    },
    binding(spec, where) {
      const b = parseBinding(spec);
      if (b.source === 'literal') return;
      if (b.source === 'record') {
        if (!page.resource) problems.push(`${where}: $record on a page without a resource`, near(String(spec)));
        lint.field(b.field, where, { title: false });
        return;
      }
      const source = lint.block(b.block, where);
      if (source && source.type !== 'grid') problems.push(`${where}: $selected.${b.block} is a ${source.type}, not a grid`, near(String(spec)));
      else if (source) lint.field(b.field, where, { entity: lint.entityOf(source.resource), title: false });
    },
    problem: (message) => problems.push(message),
  };

  for (const b of blocks) {
    at = pointers.get(b) ?? '';
    key(b.title);
    const type = blockTypeOf(b);
    if (!type) problems.push(`block type ${b.type} is not registered (src/client/renderer/blocks.ts)`);
    else type.lint?.(b, lint);
  }

  for (const [i, a] of (page.actions ?? []).entries()) {
    at = `/actions/${i}`;
    const here = at;
    lintAction(a, page, ctx, { push: (message, property) => problems.push(message, property ? `${here}/${property}` : here) }, key, new Set(blockIds.keys()));
    // A condition reads fields of the records the action is offered on: the rows of the grids offering
    // it (of their own resource), else the page's record.
    const offeredOn = blocks.filter((b) => b.type === 'grid' && (b.rowActions?.includes(a.id) || b.rowDoubleClick === a.id)).map((b) => lint.entityOf((b as { resource?: string }).resource));
    const entities = offeredOn.length > 0 ? [...new Set(offeredOn)] : [entity];
    if (a.visibleWhen) for (const f of conditionFields(a.visibleWhen)) for (const e of entities) lint.field(f, `action ${a.id} visibleWhen`, { title: false, entity: e });
  }
  // openById names an edit action of the page (the route's ?id= opens its form).
  if (page.openById !== undefined && (page.actions ?? []).find((a) => a.id === page.openById)?.kind !== 'edit') problems.push(`openById ${page.openById} is not an edit action of the page`, '/openById');
  for (const [k, pointer] of keys) {
    const missing = ctx.missingKey(k);
    if (missing.length > 0) problems.push(`i18n key ${k} is missing in ${missing.join(', ')}`, pointer);
  }
  return found;
}

function lintAction(a: PageAction, page: PageSchema, ctx: LintContext, problems: { push(message: string, property?: string): void }, key: (k?: string) => void, blockIds: Set<string>) {
  key(a.label ?? `renderer.action.${a.kind}`);
  if (a.funcId && !ctx.funcIds.has(a.funcId)) problems.push(`action ${a.id}: funcId ${a.funcId} is not in the menu tree`, 'funcId');
  switch (a.kind) {
    case 'navigate':
      if (!ctx.routes.has(a.to)) problems.push(`action ${a.id}: route ${a.to} does not exist`, 'to');
      for (const [value, to] of Object.entries(a.by ? routesOfBy(a.by) : {})) if (!ctx.routes.has(to)) problems.push(`action ${a.id}: route ${to} (by ${a.by!.field} ${value}) does not exist`, 'by');
      if (a.by && !('routes' in a.by) && Object.keys(routesOfBy(a.by)).length === 0) problems.push(`action ${a.id}: no screen's menu.shows or menu.edits names records by their ${a.by.as ?? a.by.field}`, 'by');
      key(a.description);
      break;
    case 'create':
    case 'edit':
      if (a.form && !blockIds.has(a.form)) problems.push(`action ${a.id}: form ${a.form} is not a block id`, 'form');
      if (!page.resource) problems.push(`action ${a.id}: ${a.kind} on a page without a resource`);
      break;
    case 'delete':
    case 'export':
      if (!page.resource) problems.push(`action ${a.id}: ${a.kind} on a page without a resource`);
      break;
    case 'import':
      if (!page.resource) problems.push(`action ${a.id}: ${a.kind} on a page without a resource`);
      if (a.path && !ctx.callPaths.has(a.path)) problems.push(`action ${a.id}: ${a.path} is not a call of the API`, 'path');
      key(a.success);
      break;
    case 'call':
      if (!a.action && !a.path) problems.push(`action ${a.id}: a call needs an action or a path`);
      if (a.path && !ctx.callPaths.has(a.path)) problems.push(`action ${a.id}: ${a.path} is not a call of the API`, 'path');
      if (a.resource && !ctx.resources.has(a.resource)) problems.push(`action ${a.id}: resource ${a.resource} does not exist`, 'resource');
      if (a.resource && !a.action) problems.push(`action ${a.id}: resource ${a.resource} names no action`, 'resource');
      key(a.confirm);
      key(a.success);
      for (const id of a.result?.lines?.rowActions ?? []) if (!(page.actions ?? []).some((x) => x.id === id)) problems.push(`action ${a.id}: result line action ${id} is not defined in actions`, 'result');
      for (const id of a.result?.emptyActions ?? []) if (!(page.actions ?? []).some((x) => x.id === id)) problems.push(`action ${a.id}: result action ${id} (offered when it lists nothing) is not defined in actions`, 'result');
      break;
    case 'dialog':
      key(a.title);
      break;
  }
}

/** Every string of `root` with its JSON pointer. */
function stringsOf(root: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [node, pointer] of jsonPointers(root)) {
    for (const [k, v] of Object.entries(node)) if (typeof v === 'string') out.push([`${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, v]);
  }
  return out;
}
