// Links between screens are data too (DESIGN "Journeys are data too"): a link that opens a form with
// values (a navigate action's `with`, an action result's links and navigation) must carry what the
// target form takes. Each value is checked against the target form's field: the field exists (and is
// one the form takes or shows), a literal is one of its choices exactly (enum case), a date, a number;
// a value read from a source whose field is known (`$row.`, `$record.`, `$input.`, `$item.`) has choices
// the target has, and an instant goes into a date field only through `|date`. Each problem names the
// page file and the JSON pointer of the value. Values of the server's answer (`$result.`) are not known
// here; the form reads every arriving value as its field takes it anyway (queryPrefill.ts).
import { pageBlocks } from '../../src/client/renderer/blocks';
import type { FormBlock, MappedScalar, MappedValue, PageAction, PageSchema, ValueMapping } from '../../src/shared/page/pageSchema';
import { routesOfBy } from '../../src/shared/page/navigateBy';

export interface FieldSchema {
  type?: string | string[];
  format?: string;
  enum?: Array<string | number>;
  readOnly?: boolean;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  pattern?: string;
}

export interface LinkLintContext {
  /** Every page by route name. */
  pages: Map<string, PageSchema>;
  /** Entity name → its schema (properties). */
  entities: Map<string, { properties: Record<string, FieldSchema> }>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const typeOf = (s: FieldSchema | undefined) => (Array.isArray(s?.type) ? s.type.find((t) => t !== 'null') : s?.type);
const entityOfPage = (page: PageSchema) => page.entity ?? page.resource;

/** The form a route opens with values: its inline form (a form page), with its entity and shown fields. */
function targetForm(page: PageSchema, ctx: LinkLintContext): { entity: string; props: Record<string, FieldSchema>; shown: Set<string> } | null {
  const form = pageBlocks(page).find((b): b is FormBlock => b.type === 'form' && b.display === 'inline');
  const entity = form?.entity ?? entityOfPage(page);
  const schema = entity ? ctx.entities.get(entity) : undefined;
  if (!form || !entity || !schema) return null;
  const shown = new Set([...(form.fields ?? []), ...(form.sections ?? []).flatMap((s) => s.fields)]);
  return { entity, props: schema.properties, shown };
}

/** The schema at a dotted path inside a schema (`containers.0.type`). */
function schemaAt(root: FieldSchema | undefined, path: string[]): FieldSchema | undefined {
  let node = root;
  for (const part of path) {
    if (!node) return undefined;
    node = /^\d+$/.test(part) ? node.items : node.properties?.[part];
  }
  return node;
}

interface Sources {
  /** The entity of `$row` (the rows the action is offered on) and of `$record` (the page's). */
  row?: Record<string, FieldSchema>;
  record?: Record<string, FieldSchema>;
  /** The action's input form. */
  input?: FieldSchema;
}

/** What a scalar spec reads and whether it is converted to a date, or null for a literal. */
function sourceOf(spec: string, sources: Sources, item?: FieldSchema): { schema: FieldSchema | undefined; toDate: boolean; known: boolean } | null {
  if (!spec.startsWith('$')) return null;
  const bar = spec.lastIndexOf('|');
  const toDate = bar > 0 && spec.slice(bar + 1) === 'date';
  const ref = bar > 0 ? spec.slice(0, bar) : spec;
  const [head, ...path] = ref.split('.');
  const root: FieldSchema | undefined =
    head === '$row' ? { properties: sources.row } : head === '$record' ? { properties: sources.record } : head === '$input' ? sources.input : head === '$item' ? item : undefined;
  if (!root || (head !== '$input' && head !== '$item' && !(head === '$row' ? sources.row : sources.record))) return { schema: undefined, toDate, known: false };
  return { schema: schemaAt(root, path), toDate, known: true };
}

/** Why the target field would refuse what a scalar spec gives it, or null. */
function scalarProblem(spec: MappedScalar, target: FieldSchema, sources: Sources, item?: FieldSchema): string | null {
  if (typeof spec !== 'string' || !spec.startsWith('$')) {
    if (target.enum) return target.enum.includes(spec as string) ? null : `${JSON.stringify(spec)} is not one of its choices (${target.enum.join(', ')})`;
    const type = typeOf(target);
    if ((type === 'number' || type === 'integer') && typeof spec !== 'number') return `${JSON.stringify(spec)} is not a number`;
    if (target.format === 'date' && !(typeof spec === 'string' && DATE.test(spec))) return `${JSON.stringify(spec)} is not a date (YYYY-MM-DD)`;
    if (type === 'array') return `${JSON.stringify(spec)} is not a list of lines`;
    return null;
  }
  const source = sourceOf(spec, sources, item);
  if (!source || !source.known) return null;
  if (!source.schema) return `${spec} names no field of its source`;
  const from = source.schema;
  if (target.enum && from.enum) {
    const foreign = from.enum.filter((v) => !target.enum!.includes(v));
    if (foreign.length > 0) return `${spec} gives ${foreign.map((v) => JSON.stringify(v)).join(', ')}, not among its choices (${target.enum.join(', ')})`;
  }
  if (target.format === 'date' && from.format === 'date-time' && !source.toDate) return `${spec} is an instant (date-time) for a date field: read its calendar day with ${spec}|date`;
  if (typeOf(target) === 'array' && typeOf(from) !== 'array') return `${spec} is no list of lines`;
  if (typeOf(target) !== 'array' && typeOf(from) === 'array') return `${spec} is a list, the field takes one value`;
  return null;
}

function valueProblems(spec: MappedValue, target: FieldSchema, sources: Sources, at: string): string[] {
  if (typeof spec !== 'object') {
    const problem = scalarProblem(spec, target, sources);
    return problem ? [`${at}: ${problem}`] : [];
  }
  const items = target.items?.properties;
  if (typeOf(target) !== 'array' || !items) return [`${at}: the field takes one value, not lines`];
  const lines = Array.isArray(spec) ? spec.map((line, i) => ({ line, at: `${at}/${i}`, item: undefined as FieldSchema | undefined })) : [{ line: spec.as, at: `${at}/as`, item: sourceOf(spec.each, sources)?.schema?.items }];
  const out: string[] = [];
  if (!Array.isArray(spec)) {
    const list = sourceOf(spec.each, sources);
    if (list?.known && typeOf(list.schema) !== 'array') out.push(`${at}/each: ${spec.each} is no list`);
  }
  for (const { line, at: lineAt, item } of lines) {
    for (const [column, value] of Object.entries(line)) {
      const columnSchema = items[column];
      if (!columnSchema) out.push(`${lineAt}/${column}: a line has no column ${column}`);
      else {
        const problem = scalarProblem(value, columnSchema, sources, item);
        if (problem) out.push(`${lineAt}/${column}: ${problem}`);
      }
    }
  }
  return out;
}

function mappingProblems(to: string, mapping: ValueMapping | undefined, sources: Sources, at: string, ctx: LinkLintContext): string[] {
  const page = ctx.pages.get(to);
  const form = page ? targetForm(page, ctx) : null;
  if (!mapping || !form) return [];
  const out: string[] = [];
  for (const [field, spec] of Object.entries(mapping)) {
    // The route's record (`?id=`, or the page's record key): the form opens that record, not values.
    if (field === 'id' || field === page!.recordKey) continue;
    const where = `${at}/${field}`;
    const prop = form.props[field];
    if (!prop) out.push(`${where}: ${to}'s form (${form.entity}) has no field ${field}`);
    else if (prop.readOnly && !form.shown.has(field)) out.push(`${where}: ${field} is set by the server and ${to}'s form does not show it`);
    else out.push(...valueProblems(spec, prop, sources, where));
  }
  return out;
}

/** The entity of the rows an action is offered on: its grids' (their own resource), else the page's. */
function rowEntity(page: PageSchema, action: PageAction): string | undefined {
  const grid = pageBlocks(page).find((b) => b.type === 'grid' && (b.rowActions?.includes(action.id) || b.rowDoubleClick === action.id));
  const resource = grid && 'resource' in grid ? (grid as { resource?: string }).resource : undefined;
  return resource ?? entityOfPage(page);
}

/** Problems of every link of `page` that opens a form with values, each naming `file` and the JSON pointer. */
export function lintLinks(page: PageSchema, file: string, ctx: LinkLintContext): string[] {
  const out: string[] = [];
  const record = ctx.entities.get(entityOfPage(page) ?? '')?.properties;
  (page.actions ?? []).forEach((action, i) => {
    const at = `/actions/${i}`;
    const row = ctx.entities.get(rowEntity(page, action) ?? '')?.properties;
    if (action.kind === 'navigate') for (const to of new Set([action.to, ...Object.values(action.by ? routesOfBy(action.by) : {})])) out.push(...mappingProblems(to, action.with, { row, record }, `${at}/with`, ctx));
    if (action.kind === 'call' && action.result) {
      const input = action.input?.schema as FieldSchema | undefined;
      const sources: Sources = { row, record, input };
      (action.result.links ?? []).forEach((link, j) => out.push(...mappingProblems(link.to, link.with, sources, `${at}/result/links/${j}/with`, ctx)));
      const nav = action.result.navigate;
      if (nav?.to) out.push(...mappingProblems(nav.to, nav.with, sources, `${at}/result/navigate/with`, ctx));
    }
  });
  return out.map((p) => `${file} at ${p}`);
}
