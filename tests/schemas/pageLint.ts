// Cross-checks of a page file beyond its JSON Schema: every resource, field, action, route, FuncId
// and i18n key it names must exist. Returns the problems found (empty when the page is sound).
import type { PageAction, PageBlock, PageSchema } from '../../src/shared/page/pageSchema';

export interface LintContext {
  /** Resource names the server serves (engine registry and the spec's named resources). */
  resources: Set<string>;
  /** Entity name → its field names. */
  entityFields: Map<string, Set<string>>;
  /** Entity name → field → the values of its choices (fields with an enum). */
  entityChoices?: Map<string, Map<string, string[]>>;
  /** Route name → path (menu tree and custom screens). */
  routes: Map<string, string>;
  funcIds: Set<string>;
  /** Paths of the spec's named calls (src/shared/wire/calls.ts). */
  callPaths: Set<string>;
  /** Does this i18n key exist in every required language? Returns the languages lacking it. */
  missingKey(key: string): string[];
}

const FIELD_TITLE = (entity: string, field: string) => `field.${entity}.${field}`;

export function lintPage(page: PageSchema, ctx: LintContext): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const key = (k: string | undefined) => {
    if (k) keys.add(k);
  };

  const routePath = ctx.routes.get(page.name);
  if (routePath === undefined) problems.push(`route ${page.name} is not in the menu tree nor a custom screen`);
  else if (routePath !== page.path) problems.push(`path ${page.path} differs from the menu tree's ${routePath} for ${page.name}`);
  key(page.title);
  if (page.resource && !ctx.resources.has(page.resource)) problems.push(`resource ${page.resource} does not exist`);

  const entity = page.entity ?? page.resource;
  const entityFields = entity ? ctx.entityFields.get(entity) : undefined;
  // Forms with an inline schema (records that are no entity, e.g. the spec's cususer) name their own fields.
  const inlineFields = new Set<string>();
  const walk = (blocks: PageBlock[], visit: (b: PageBlock) => void) => {
    for (const b of blocks) {
      visit(b);
      if (b.type === 'tabs') for (const tab of b.tabs) walk(tab.blocks, visit);
    }
  };
  const allBlocks = (visit: (b: PageBlock) => void) => {
    walk(page.blocks, visit);
    for (const a of page.actions ?? []) if (a.kind === 'dialog') walk(a.blocks, visit);
  };
  allBlocks((b) => {
    if (b.type === 'form' && b.schema && typeof b.schema.properties === 'object' && b.schema.properties) {
      for (const name of Object.keys(b.schema.properties)) inlineFields.add(name);
    }
  });
  const known = entityFields ?? (inlineFields.size > 0 ? inlineFields : undefined);
  if (entity && !known) problems.push(`entity ${entity} has no schema (schemas/entities) and no form defines its fields`);

  const field = (name: string, title: string | undefined, where: string, ownEntity = entity, ownFields = known) => {
    const top = name.split('.')[0];
    if (!ownFields) problems.push(`${where}: field ${name} named on a page without an entity`);
    else if (!ownFields.has(top)) problems.push(`${where}: field ${name} is not a field of ${ownEntity}`);
    key(title ?? (ownEntity ? FIELD_TITLE(ownEntity, top) : undefined));
  };

  const actionIds = new Set<string>();
  for (const a of page.actions ?? []) {
    if (actionIds.has(a.id)) problems.push(`action id ${a.id} is used twice`);
    actionIds.add(a.id);
  }
  const actionRef = (id: string, where: string) => {
    if (!actionIds.has(id)) problems.push(`${where}: action ${id} is not defined in actions`);
  };

  const blockIds = new Set<string>();
  allBlocks((b) => {
    if (b.id) {
      if (blockIds.has(b.id)) problems.push(`block id ${b.id} is used twice`);
      blockIds.add(b.id);
    }
  });

  allBlocks((b) => {
    key(b.title);
    switch (b.type) {
      case 'filter':
        for (const f of b.fields) {
          if (typeof f === 'string') field(f, undefined, 'filter');
          else field(f.field, f.title, 'filter');
        }
        break;
      case 'grid':
        for (const c of b.columns) {
          field(c.field, c.title, 'grid column');
          // Every choice the column shows is labelled: `<optionsKey>.<value>` or the entity's default.
          const choices = entity ? ctx.entityChoices?.get(entity)?.get(c.field) : undefined;
          for (const v of choices ?? []) key(`${c.optionsKey ?? `field.${entity}.${c.field}Option`}.${v}`);
        }
        if (b.defaultSort) field(b.defaultSort.field, undefined, 'grid defaultSort');
        if (b.tree) field(b.tree.parentField, undefined, 'grid tree');
        for (const id of [...(b.toolbar ?? []), ...(b.rowActions ?? []), ...(b.rowDoubleClick ? [b.rowDoubleClick] : [])]) actionRef(id, 'grid');
        key(b.emptyText);
        break;
      case 'form': {
        const formEntity = b.entity ?? entity;
        const ownFields = b.schema ? new Set(Object.keys((b.schema.properties as object | undefined) ?? {})) : formEntity ? ctx.entityFields.get(formEntity) : undefined;
        if (b.entity && !ctx.entityFields.get(b.entity)) problems.push(`form entity ${b.entity} has no schema`);
        const names = [...(b.fields ?? []), ...(b.sections ?? []).flatMap((s) => s.fields), ...Object.keys(b.widgets ?? {}), ...Object.keys(b.widgetOptions ?? {}), ...(b.readOnly ?? []), ...(b.createOnly ?? []), ...Object.keys(b.defaults ?? {})];
        for (const n of new Set(names)) field(n, undefined, 'form', formEntity, ownFields);
        // Fields the form shows by default: every editable field of its schema.
        if (!b.fields && !b.sections && ownFields && !b.schema) for (const n of ownFields) key(formEntity ? FIELD_TITLE(formEntity, n) : undefined);
        for (const s of b.sections ?? []) key(s.title);
        if (b.schema) for (const p of Object.values((b.schema.properties as Record<string, { title?: string }> | undefined) ?? {})) key(p.title);
        break;
      }
      case 'detail':
        for (const g of b.groups) {
          key(g.title);
          for (const f of g.fields) {
            if (typeof f === 'string') field(f, undefined, 'detail');
            else field(f.field, f.title, 'detail');
          }
        }
        break;
      case 'tabs':
        for (const tab of b.tabs) key(tab.title);
        break;
      case 'actions':
        for (const id of b.actions) actionRef(id, 'actions block');
        break;
      case 'custom':
        break;
    }
  });

  for (const a of page.actions ?? []) lintAction(a, page, ctx, problems, key, blockIds);
  for (const k of keys) {
    const missing = ctx.missingKey(k);
    if (missing.length > 0) problems.push(`i18n key ${k} is missing in ${missing.join(', ')}`);
  }
  return problems;
}

function lintAction(a: PageAction, page: PageSchema, ctx: LintContext, problems: string[], key: (k?: string) => void, blockIds: Set<string>) {
  key(a.label ?? `renderer.action.${a.kind}`);
  if (a.funcId && !ctx.funcIds.has(a.funcId)) problems.push(`action ${a.id}: funcId ${a.funcId} is not in the menu tree`);
  switch (a.kind) {
    case 'navigate':
      if (!ctx.routes.has(a.to)) problems.push(`action ${a.id}: route ${a.to} does not exist`);
      key(a.description);
      break;
    case 'create':
    case 'edit':
      if (a.form && !blockIds.has(a.form)) problems.push(`action ${a.id}: form ${a.form} is not a block id`);
      if (!page.resource) problems.push(`action ${a.id}: ${a.kind} on a page without a resource`);
      break;
    case 'delete':
    case 'export':
    case 'import':
      if (!page.resource) problems.push(`action ${a.id}: ${a.kind} on a page without a resource`);
      break;
    case 'call':
      if (!a.action && !a.path) problems.push(`action ${a.id}: a call needs an action or a path`);
      if (a.path && !ctx.callPaths.has(a.path)) problems.push(`action ${a.id}: ${a.path} is not a call of the API`);
      key(a.confirm);
      key(a.success);
      break;
    case 'dialog':
      key(a.title);
      break;
  }
}
