// A value arriving for a form field from elsewhere (a link's query, a picked record of another
// resource) read as that field's shape, so what the target form would refuse arrives as what it takes:
// a choice in any letter case as the field's own ('sea' → 'SEA'), an instant into a date field as its
// calendar day in China time (the wire's zone), numeric text into a number field. Null when it cannot
// be read as one, or is out of the field's range (it is then left out rather than shown as something
// the field cannot hold).
import { TIMEZONE } from '../constants';
import { toDate } from './dateValue';
import { wallTimeOf } from './zonedTime';

export interface FieldShape {
  type?: string | string[];
  format?: string;
  enum?: ReadonlyArray<string | number>;
  minimum?: number;
  maximum?: number;
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of a date or an instant, in `timeZone`; null when it is neither. */
export function calendarDateOf(value: unknown, timeZone: string = TIMEZONE): string | null {
  if (typeof value === 'string' && DATE_TEXT.test(value.trim())) return value.trim();
  const at = toDate(value, timeZone);
  if (!at) return null;
  const w = wallTimeOf(at, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

const typeOf = (shape: FieldShape) => (Array.isArray(shape.type) ? shape.type.find((t) => t !== 'null') : shape.type);

/** The value as the field takes it, or null. */
export function asFieldValue(shape: FieldShape, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (shape.enum) {
    const text = String(value).trim().toLowerCase();
    return shape.enum.find((choice) => String(choice).toLowerCase() === text) ?? null;
  }
  const type = typeOf(shape);
  if (type === 'number' || type === 'integer') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    const inRange = (shape.minimum === undefined || n >= shape.minimum) && (shape.maximum === undefined || n <= shape.maximum);
    return Number.isFinite(n) && inRange && (type === 'number' || Number.isInteger(n)) ? n : null;
  }
  if (type === 'boolean') return value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
  if (shape.format === 'date') return calendarDateOf(value);
  if (shape.format === 'date-time') {
    const at = toDate(value);
    return at ? at.toISOString() : null;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
