// Reads a stats call's query (groupBy, sum, filter) against the resource's fields: unknown fields,
// a date unit on a field that is not a date, a sum of a field that is not a number are refused,
// every one reported.
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import { MAX_STATS_GROUP_FIELDS, STATS_DATE_UNITS, type StatsDateUnit } from '../../shared/wire/resourceContract';
import { invalidInput } from '../http/apiError';
import { translate } from '../i18n/translate';
import type { FieldInfo } from './entityFields';
import { type FilterClause, parseListQuery, queryableFields } from './listQuery';
import { engineMessage } from './messages';
import type { ResourceDef } from './registry';

export interface StatsGroupBy {
  field: FieldInfo;
  /** Dates only: the bucket. */
  unit?: StatsDateUnit;
}

export interface StatsSpec {
  groupBy: StatsGroupBy[];
  sums: FieldInfo[];
  filters: FilterClause[];
}

const isDate = (f: FieldInfo) => f.format === 'date-time' || f.format === 'date';
const isNumber = (f: FieldInfo) => f.kind === 'number' || f.kind === 'integer';

const names = (raw: unknown): string[] => (typeof raw === 'string' && raw.trim() !== '' ? raw.split(',').map((n) => n.trim()) : []);

export function parseStatsQuery(def: ResourceDef, query: Record<string, unknown>, language: Language): StatsSpec {
  const errors: FieldError[] = [];
  const fields = queryableFields(def);
  const unknown = (param: string, name: string) => errors.push({ field: param, message: translate(language, 'validation.unknownField', { field: name }) });

  const groupBy: StatsGroupBy[] = [];
  const grouped = names(query.groupBy);
  if (grouped.length > MAX_STATS_GROUP_FIELDS) errors.push({ field: 'groupBy', message: engineMessage(language, 'statsTooManyFields', { limit: MAX_STATS_GROUP_FIELDS }) });
  for (const item of grouped.slice(0, MAX_STATS_GROUP_FIELDS)) {
    const [name, unit, ...rest] = item.split(':');
    const field = fields.get(name);
    if (!field) unknown('groupBy', name);
    else if (groupBy.some((g) => g.field.name === name)) errors.push({ field: 'groupBy', message: engineMessage(language, 'statsRepeated', { field: name }) });
    else if (unit === undefined) groupBy.push({ field });
    else if (!isDate(field) || rest.length > 0 || !STATS_DATE_UNITS.includes(unit as StatsDateUnit)) {
      errors.push({ field: 'groupBy', message: engineMessage(language, 'statsNotDate', { field: item, units: STATS_DATE_UNITS.join(', ') }) });
    } else groupBy.push({ field, unit: unit as StatsDateUnit });
  }

  const sums: FieldInfo[] = [];
  // A computed amount (a line's quantity × price) sums like a stored one.
  const summable = new Map(def.fields.filter((f) => f.computed).map((f) => [f.name, f]));
  for (const name of names(query.sum)) {
    const field = fields.get(name) ?? summable.get(name);
    // Server-managed numbers (id, version) are counters, not amounts.
    if (!field) unknown('sum', name);
    else if (!isNumber(field) || (field.readOnly && !field.computed)) errors.push({ field: 'sum', message: engineMessage(language, 'statsNotNumber', { field: name }) });
    else if (sums.includes(field)) errors.push({ field: 'sum', message: engineMessage(language, 'statsRepeated', { field: name }) });
    else sums.push(field);
  }

  let filters: FilterClause[] = [];
  try {
    filters = parseListQuery(def, { filter: query.filter }, language).filters;
  } catch (error) {
    const fieldErrors = (error as { errors?: FieldError[] }).errors;
    if (!fieldErrors) throw error;
    errors.push(...fieldErrors);
  }
  if (errors.length > 0) throw invalidInput(errors);
  return { groupBy, sums, filters };
}
