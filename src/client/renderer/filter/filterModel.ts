// Turns the filter form's values into the list call's filter (ListFilter of the wire contract).
import { fieldConditions, type ReferenceConditions } from '../../../shared/entities/referenceConditions';
import type { FilterField, FilterOp, PageSchema } from '../../../shared/page/pageSchema';
import type { FilterCondition, ListFilter } from '../../../shared/wire/resourceContract';
import { todayInChina } from '../../../shared/format/zonedTime';
import { choicesKeyOf } from '../../../shared/entities/entitySchema';
import { type EntityProperty, propertyType } from '../core/entitySchemas';
import { blocksOfType } from '../registry/blockRegistry';

export type FilterInput = NonNullable<FilterField['input']>;

export interface ResolvedFilterField {
  field: string;
  op: FilterOp;
  input: FilterInput;
  titleKey: string;
  options: Array<string | number>;
  optionsKey?: string;
  /** A reference field (`x-reference`): picked from that resource's records, filtered by equality. */
  reference?: string;
  /** The records the picker offers: the field's `x-referenceFilter` and the page's `referenceFilter`. */
  referenceFilter?: ReferenceConditions;
  /** The picked record's field the filter compares (a `picker`'s id, a field's `x-referenceValue`); its key field when none. */
  valueField?: string;
  /** The page file's starting value (`$today±N` resolved). */
  initial?: FilterValue;
}

const TODAY = /^\$today(?:([+-])(\d{1,4}))?$/;
const DAY_MS = 86_400_000;

/** `$today`, `$today+N` or `$today-N` (days) as YYYY-MM-DD in China time; any other text as it is. */
export function resolveToday(text: string | undefined, now: Date): string {
  const match = TODAY.exec(text ?? '');
  if (!match) return text ?? '';
  const days = match[1] ? Number(`${match[1]}${match[2]}`) : 0;
  // Whole days counted on the China date itself (as UTC midnight): no zone or DST shift can skip one.
  return new Date(Date.parse(`${todayInChina(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A filter field's `default` as a form value, `$today±N` resolved. */
export function initialFilterValue(spec: FilterField['default'], now = new Date()): FilterValue | undefined {
  if (spec === undefined) return undefined;
  if (Array.isArray(spec)) return spec.map((v) => resolveToday(v, now));
  if (typeof spec === 'object') return { from: resolveToday(spec.from, now), to: resolveToday(spec.to, now) };
  return resolveToday(spec, now);
}

/** Whether a filter block changes its list as the page opens (a field's default, a link's `?filter=`): the list's unfiltered first page is then not one to draw. */
export function filtersAtStart(page: PageSchema, linkFilter: string | undefined): boolean {
  const filters = blocksOfType(page, 'filter');
  return filters.length > 0 && (!!linkFilter || filters.some((f) => f.fields.some((field) => typeof field !== 'string' && field.default !== undefined)));
}

/** The starting values of every field that has a default. */
export function initialFilterValues(fields: ResolvedFilterField[]): Record<string, FilterValue> {
  return Object.fromEntries(fields.filter((f) => f.initial !== undefined).map((f) => [f.field, f.initial!]));
}

/**
 * A list filter given in the route's query (`?filter=<ListFilter JSON>`, e.g. a dashboard count's link)
 * as form values of the fields this filter shows, so the user sees what the list is filtered by.
 * Conditions on other fields, or of a shape the field's input does not offer, are left out.
 */
export function filterValuesOfLink(fields: ResolvedFilterField[], text: string | undefined): Record<string, FilterValue> {
  let filter: unknown;
  try {
    filter = text ? JSON.parse(text) : undefined;
  } catch {
    return {};
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return {};
  const values: Record<string, FilterValue> = {};
  const scalar = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);
  for (const f of fields) {
    const c = (filter as Record<string, unknown>)[f.field];
    if (c === undefined || c === null) continue;
    const plain = scalar(c);
    if (plain !== undefined) {
      if (f.op === 'eq' || f.op === 'contains') values[f.field] = plain;
      else if (f.op === 'in') values[f.field] = [plain];
      continue;
    }
    const o = c as Record<string, unknown>;
    if (f.op === 'range' && ('from' in o || 'to' in o)) values[f.field] = { from: scalar(o.from) ?? '', to: scalar(o.to) ?? '' };
    else if (f.op === 'in' && Array.isArray(o.in)) values[f.field] = o.in.map(scalar).filter((v): v is string => v !== undefined);
    else if (f.op === 'eq' && scalar(o.eq) !== undefined) values[f.field] = scalar(o.eq)!;
    else if (f.op === 'contains' && typeof o.contains === 'string') values[f.field] = o.contains;
  }
  return values;
}

/** One field's form value: a single text, two for a range, or the picked options. */
export type FilterValue = string | { from: string; to: string } | string[];

export function resolveFilterField(entry: string | FilterField, entity: string, prop: EntityProperty | undefined): ResolvedFilterField {
  const spec: FilterField = typeof entry === 'string' ? { field: entry } : entry;
  const type = propertyType(prop);
  const enumValues = prop?.enum ?? [];
  let input: FilterInput = spec.input ?? 'text';
  if (!spec.input) {
    if (spec.options || enumValues.length > 0) input = 'select';
    else if (type === 'number' || type === 'integer') input = 'number';
    else if (type === 'boolean') input = 'boolean';
    else if (prop?.format === 'date' || prop?.format === 'date-time') input = 'date';
  }
  const reference = spec.picker ?? (typeof prop?.['x-reference'] === 'string' && !spec.input && !spec.options ? prop['x-reference'] : undefined);
  const op: FilterOp = spec.op ?? (input === 'text' && !reference ? 'contains' : 'eq');
  return {
    field: spec.field,
    op,
    input,
    titleKey: spec.title ?? `field.${entity}.${spec.field}`,
    options: spec.options ?? enumValues,
    // The entity's own choices read as the grid shows them (choiceLabel.ts's default key).
    optionsKey: spec.optionsKey ?? (!spec.options && enumValues.length > 0 ? choicesKeyOf(entity, spec.field, prop) : undefined),
    ...(reference ? { reference, referenceFilter: { ...fieldConditions(prop), ...spec.referenceFilter } } : {}),
    // A `picker` filters by the record's id (the field holds ids, e.g. a company's); a reference field by what it holds.
    ...(spec.picker ? { valueField: 'id' } : reference && typeof prop?.['x-referenceValue'] === 'string' ? { valueField: prop['x-referenceValue'] } : {}),
    ...(spec.default !== undefined ? { initial: initialFilterValue(spec.default) } : {}),
  };
}

function scalar(input: FilterInput, text: string): string | number | boolean {
  if (input === 'number') return Number(text);
  if (input === 'boolean') return text === 'true';
  return text;
}

/** Empty inputs are left out; numbers that do not parse are reported instead of being sent. */
export function buildListFilter(fields: ResolvedFilterField[], values: Record<string, FilterValue>): { filter: ListFilter; invalid: string[] } {
  const filter: ListFilter = {};
  const invalid: string[] = [];
  const isBadNumber = (f: ResolvedFilterField, text: string) => f.input === 'number' && text.trim() !== '' && !Number.isFinite(Number(text));
  for (const f of fields) {
    const value = values[f.field];
    if (value === undefined) continue;
    let condition: FilterCondition | undefined;
    if (f.op === 'range' && typeof value === 'object' && !Array.isArray(value)) {
      const from = value.from.trim();
      const to = value.to.trim();
      if (isBadNumber(f, from) || isBadNumber(f, to)) {
        invalid.push(f.field);
        continue;
      }
      if (from || to) {
        const range: { from?: string | number; to?: string | number } = {};
        if (from) range.from = f.input === 'number' ? Number(from) : from;
        if (to) range.to = f.input === 'number' ? Number(to) : to;
        condition = range;
      }
    } else if (f.op === 'in' && Array.isArray(value)) {
      if (value.length > 0) condition = { in: value.map((v) => (f.input === 'number' ? Number(v) : v)) };
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') continue;
      if (isBadNumber(f, text)) {
        invalid.push(f.field);
        continue;
      }
      condition = f.op === 'contains' ? { contains: text } : { eq: scalar(f.input, text) };
    }
    if (condition !== undefined) filter[f.field] = condition;
  }
  return { filter, invalid };
}
