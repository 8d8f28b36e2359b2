// Reads a list call's query (current, size, sort, order, filter) against the resource's fields:
// unknown fields, bad operators and values of the wrong type are refused, every one reported.
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_FILTER } from '../../shared/wire/resourceContract';
import { invalidInput } from '../http/apiError';
import { translate } from '../i18n/translate';
import { inColumnRange, isRealDateText } from './columnBounds';
import type { FieldInfo } from './entityFields';
import { perResource } from './perResource';
import type { ResourceDef } from './types';

export type FilterValue = string | number | boolean;

export type FilterClause =
  | { field: FieldInfo; op: 'eq'; value: FilterValue }
  | { field: FieldInfo; op: 'contains'; value: string }
  | { field: FieldInfo; op: 'range'; from?: FilterValue; to?: FilterValue }
  /** `orEmpty`: rows without a value match too (null among the values asked). */
  | { field: FieldInfo; op: 'in'; values: FilterValue[]; orEmpty?: boolean }
  /** `$search` (resourceContract.ts): the text in the key field or any display field. */
  | { field: FieldInfo; op: 'search'; value: string; also: FieldInfo[] };

export interface ListSpec {
  page: number;
  size: number;
  sort: { field: FieldInfo; order: 'asc' | 'desc' };
  filters: FilterClause[];
}

/** Owner columns are the engine's business: never filtered, sorted or shown. */
export const HIDDEN_FIELDS = new Set(['customerId']);
/** The longest in-list accepted. */
export const MAX_IN_VALUES = 200;

/** The fields a list sorts on: columns only (a computed field is an expression, not an index). */
export const queryableFields = perResource((def) => new Map(def.fields.filter((f) => !HIDDEN_FIELDS.has(f.name) && !f.computed).map((f) => [f.name, f])));

/** The fields a filter or a grouped count may name: the columns and the computed fields (their SQL
 * expression stands in for the column, fieldSql), so "delayed" means the domain's one rule everywhere. */
export const filterableFields = perResource((def) => new Map(def.fields.filter((f) => !HIDDEN_FIELDS.has(f.name)).map((f) => [f.name, f])));

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The value as the field's type, or undefined when it is not one. */
export function coerceScalar(field: FieldInfo, raw: unknown): FilterValue | undefined {
  if (field.kind === 'number' || field.kind === 'integer') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!inColumnRange(field.kind, n)) return undefined;
    return n;
  }
  if (field.kind === 'boolean') {
    if (raw === true || raw === 'true') return true;
    if (raw === false || raw === 'false') return false;
    return undefined;
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw);
  if ((field.format === 'date-time' || field.format === 'date') && !(DATE_TIME.test(text) && isRealDateText(text))) return undefined;
  if (field.enumValues && !field.enumValues.includes(text)) return undefined;
  if (text.length > 500) return undefined;
  return text;
}

const isOrdered = (f: FieldInfo) => f.kind === 'number' || f.kind === 'integer' || f.format === 'date-time' || f.format === 'date';
const isText = (f: FieldInfo) => f.kind === 'string' && !f.format && !f.enumValues;

function parseInteger(raw: unknown, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Adds a bad parameter's message in the caller's language. A module function, not a closure per call: the
 * server runs under tsx, whose keepNames gives each named closure a defineProperty as it is made.
 */
function bad(errors: FieldError[], language: Language, field: string, key: string, values: Record<string, string | number> = {}): void {
  errors.push({ field, message: translate(language, key, { field, ...values }) });
}

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>, language: Language): ListSpec {
  const errors: FieldError[] = [];
  const fields = queryableFields(def);
  const filterable = filterableFields(def);

  const page = parseInteger(query.current, DEFAULT_PAGE);
  if (page === null) bad(errors, language, 'current', 'validation.wholeNumber', { limit: 1 });
  else if (page < 1) bad(errors, language, 'current', 'validation.minimum', { limit: 1 });
  const size = parseInteger(query.size, DEFAULT_PAGE_SIZE);
  if (size === null) bad(errors, language, 'size', 'validation.wholeNumber', { limit: 1 });
  else if (size < 1) bad(errors, language, 'size', 'validation.minimum', { limit: 1 });
  else if (size > MAX_PAGE_SIZE) bad(errors, language, 'size', 'validation.maximum', { limit: MAX_PAGE_SIZE });

  let sort = { field: fields.get(def.defaultSort.field)!, order: def.defaultSort.order };
  // The order is checked even without a sort field: a bad value is never silently ignored.
  const order = query.order === undefined || query.order === '' ? 'asc' : query.order;
  if (order !== 'asc' && order !== 'desc') bad(errors, language, 'order', 'validation.enum');
  if (query.sort !== undefined && query.sort !== '') {
    const field = typeof query.sort === 'string' ? fields.get(query.sort) : undefined;
    if (!field) bad(errors, language, 'sort', 'validation.unknownField', { field: String(query.sort) });
    else if (order === 'asc' || order === 'desc') sort = { field, order };
  }

  const filters: FilterClause[] = [];
  if (query.filter !== undefined && query.filter !== '') {
    let parsed: unknown;
    try {
      parsed = typeof query.filter === 'string' ? JSON.parse(query.filter) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) bad(errors, language, 'filter', 'error.malformedJson');
    else {
      for (const [name, condition] of Object.entries(parsed as Record<string, unknown>)) {
        if (name === SEARCH_FILTER) {
          if (typeof condition !== 'string' || condition.length > 200) bad(errors, language, `filter/${name}`, 'validation.invalid', { field: name });
          else if (condition.trim() !== '') filters.push(searchClause(def, fields, condition.trim()));
          continue;
        }
        const field = filterable.get(name);
        if (!field) {
          bad(errors, language, `filter/${name}`, 'validation.unknownField', { field: name });
          continue;
        }
        const clause = filterClause(field, condition);
        if (clause) filters.push(clause);
        else bad(errors, language, `filter/${name}`, 'validation.invalid', { field: name });
      }
    }
  }
  if (errors.length > 0) throw invalidInput(errors);
  return { page: page!, size: size!, sort, filters };
}

/** The key field, then each distinct display field (every language's). */
function searchClause(def: ResourceDef, fields: ReadonlyMap<string, FieldInfo>, value: string): FilterClause {
  const key = def.fields.find((f) => f.name === def.keyField)!;
  const display = [...new Set(Object.values(def.display ?? {}))]
    .filter((name) => name !== key.name)
    .map((name) => fields.get(name))
    .filter((f): f is FieldInfo => f !== undefined);
  return { field: key, op: 'search', value, also: display };
}

function filterClause(field: FieldInfo, condition: unknown): FilterClause | undefined {
  if (condition === null || condition === undefined) return undefined;
  if (typeof condition !== 'object') {
    // A plain value: contains for free text, equals for everything else.
    if (isText(field) && typeof condition === 'string') return condition === '' ? undefined : { field, op: 'contains', value: condition };
    const value = coerceScalar(field, condition);
    return value === undefined ? undefined : { field, op: 'eq', value };
  }
  if (Array.isArray(condition)) return undefined;
  const c = condition as Record<string, unknown>;
  const keys = Object.keys(c);
  if (keys.length === 1 && keys[0] === 'eq') {
    const value = coerceScalar(field, c.eq);
    return value === undefined ? undefined : { field, op: 'eq', value };
  }
  if (keys.length === 1 && keys[0] === 'contains') {
    if (!isText(field) || typeof c.contains !== 'string' || c.contains.length > 500) return undefined;
    return { field, op: 'contains', value: c.contains };
  }
  if (keys.length === 1 && keys[0] === 'in') {
    if (!Array.isArray(c.in) || c.in.length === 0 || c.in.length > MAX_IN_VALUES) return undefined;
    // null among the values: "or no value" (a lane's notes and the notes for every lane).
    const orEmpty = c.in.includes(null);
    const values = c.in.filter((v) => v !== null).map((v) => coerceScalar(field, v));
    if (values.some((v) => v === undefined)) return undefined;
    return { field, op: 'in', values: values as FilterValue[], ...(orEmpty ? { orEmpty } : {}) };
  }
  if (keys.length > 0 && keys.every((k) => k === 'from' || k === 'to')) {
    if (!isOrdered(field)) return undefined;
    const present = (v: unknown) => v !== undefined && v !== null && v !== '';
    const from = present(c.from) ? coerceScalar(field, c.from) : undefined;
    const to = present(c.to) ? coerceScalar(field, c.to) : undefined;
    if ((present(c.from) && from === undefined) || (present(c.to) && to === undefined)) return undefined;
    if (from === undefined && to === undefined) return undefined;
    return { field, op: 'range', from, to };
  }
  return undefined;
}
