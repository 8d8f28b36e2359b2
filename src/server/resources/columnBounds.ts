// What a column can hold, so an out-of-range value is bad input (10002) and never a database error
// (500): integer columns are PostgreSQL int4; numeric ones are bounded to what a JS number holds
// exactly; dates to the years both JavaScript and PostgreSQL read the same. A schema's own tighter
// bound wins.
import type { EntityPropertySchema } from '../../shared/entities/entitySchema';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** A row id sent as text (a query or form value): a positive int4 written as digits, else null. */
export function rowIdOf(text: unknown): number | null {
  const id = typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id <= INT4_MAX ? id : null;
}

/** A row id in an action's payload, as JSON Schema: a positive int4. */
export const ROW_ID = { type: 'integer', minimum: 1, maximum: INT4_MAX };

/** A row id as a grid row carries it (a number) or a record route does (`$param.id`, text): both are taken. */
export const ROW_ID_OR_TEXT = { anyOf: [ROW_ID, { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }] };

/** The id of a payload that passed ROW_ID_OR_TEXT (or ROW_ID), or null when it is no positive int4. */
export function payloadRowId(value: unknown): number | null {
  return typeof value === 'number' ? (Number.isSafeInteger(value) && value > 0 && value <= INT4_MAX ? value : null) : rowIdOf(value);
}

/** Largest magnitude of a `number` field (numeric column) without a schema bound. */
export const NUMBER_LIMIT = 1e15;

const typeOf = (prop: EntityPropertySchema) => (Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type);

/** The property with its column's range added where the schema gives none or a looser one. */
export function withColumnBounds(prop: EntityPropertySchema): EntityPropertySchema {
  const type = typeOf(prop);
  if (type !== 'integer' && type !== 'number') return prop;
  const [low, high] = type === 'integer' ? [INT4_MIN, INT4_MAX] : [-NUMBER_LIMIT, NUMBER_LIMIT];
  return { ...prop, minimum: Math.max(prop.minimum ?? low, low), maximum: Math.min(prop.maximum ?? high, high) };
}

/** A filter or key value for a column of this kind. */
export function inColumnRange(kind: 'integer' | 'number', n: number): boolean {
  if (!Number.isFinite(n)) return false;
  return kind === 'integer' ? Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX : Math.abs(n) <= NUMBER_LIMIT;
}

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?/;

/** A calendar date that exists (no 2026-02-30, no hour 25), year 1 to 9999. */
export function isRealDateText(text: string): boolean {
  const m = DATE_PARTS.exec(text);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  if (y < 1 || mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return false;
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A Date PostgreSQL stores as it is: years 1 to 9999. */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}
