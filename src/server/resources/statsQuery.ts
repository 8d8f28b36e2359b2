// Reads a stats call's query (groupBy, sum, avg, filter) against the resource's fields: unknown
// fields, a date unit on a field that is not a date, a sum or average of a field that is not a number
// are refused, every one reported. The filter is the list's own (parseListQuery): one compiler.
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import { MAX_STATS_GROUP_FIELDS, STATS_DATE_UNITS, type StatsDateUnit } from '../../shared/wire/resourceContract';
import { invalidInput } from '../http/apiError';
import { translate } from '../i18n/translate';
import type { FieldInfo } from './entityFields';
import { type FilterClause, filterableFields, parseListQuery } from './listQuery';
import { engineMessage } from './messages';
import type { ResourceDef } from './types';

export interface StatsGroupBy {
  field: FieldInfo;
  /** Dates only: the bucket. */
  unit?: StatsDateUnit;
}

export interface StatsSpec {
  groupBy: StatsGroupBy[];
  sums: FieldInfo[];
  avgs: FieldInfo[];
  filters: FilterClause[];
}

const isDate = (f: FieldInfo) => f.format === 'date-time' || f.format === 'date';
const isNumber = (f: FieldInfo) => f.kind === 'number' || f.kind === 'integer';

const names = (raw: unknown): string[] => (typeof raw === 'string' && raw.trim() !== '' ? raw.split(',').map((n) => n.trim()) : []);

export function parseStatsQuery(def: ResourceDef, query: Record<string, unknown>, language: Language): StatsSpec {
  const errors: FieldError[] = [];
  // Computed fields group too (e.g. a booking's delayed flag): the same expression as the list shows.
  const fields = filterableFields(def);
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

  // Computed numbers (a domain's SQL over the row, e.g. transit days) are measures too.
  const measures = new Map(def.fields.filter((f) => f.computed && isNumber(f)).map((f) => [f.name, f]));
  const numericFields = (param: 'sum' | 'avg'): FieldInfo[] => {
    const picked: FieldInfo[] = [];
    for (const name of names(query[param])) {
      const field = fields.get(name) ?? measures.get(name);
      // Server-managed numbers (id, version) are counters, not amounts.
      if (!field) unknown(param, name);
      else if (!isNumber(field) || (field.readOnly && !field.computed)) errors.push({ field: param, message: engineMessage(language, 'statsNotNumber', { field: name }) });
      else if (picked.includes(field)) errors.push({ field: param, message: engineMessage(language, 'statsRepeated', { field: name }) });
      else picked.push(field);
    }
    return picked;
  };
  const sums = numericFields('sum');
  const avgs = numericFields('avg');

  let filters: FilterClause[] = [];
  try {
    filters = parseListQuery(def, { filter: query.filter }, language).filters;
  } catch (error) {
    const fieldErrors = (error as { errors?: FieldError[] }).errors;
    if (!fieldErrors) throw error;
    errors.push(...fieldErrors);
  }
  if (errors.length > 0) throw invalidInput(errors);
  return { groupBy, sums, avgs, filters };
}
