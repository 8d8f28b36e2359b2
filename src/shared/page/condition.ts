// One pure test of a declarative condition on a record (the page schema's `visibleWhen` language):
// read by the renderer to offer actions and fields, and by both sides for an entity's own rules
// (what a submit requires, entities/requiredFor.ts), so the browser and the server agree.
import type { Condition } from './pageSchema';

type Record_ = Record<string, unknown> | null | undefined;

/** A dotted path's value in a record (`rows.0.total`), or undefined. */
export function readPath(record: Record_, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** No value: nothing, an empty text or an empty list (what a condition's `eq: null` and `notEmpty` test). */
export const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

// Values from the wire may be text where the page says a number (decimals travel as text): compare as text.
const same = (a: unknown, b: unknown) => a === b || (a !== null && b !== null && a !== undefined && String(a) === String(b));

/** Does `record` meet `condition`? No condition always holds; no record holds only negative tests. */
export function conditionHolds(condition: Condition | undefined, record: Record_): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, record));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, record));
  if ('not' in condition) return !conditionHolds(condition.not, record);
  const value = readPath(record ?? undefined, condition.field);
  if ('eq' in condition) return condition.eq === null ? isEmpty(value) : same(value, condition.eq);
  if ('in' in condition) return condition.in.some((v) => same(value, v));
  return condition.notEmpty ? !isEmpty(value) : isEmpty(value);
}

/** The fields a condition reads (for the schema lint). */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}
