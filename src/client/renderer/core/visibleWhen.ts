// `visibleWhen`: one pure test of a declarative condition on a record, for actions and form fields.
// Hiding is a convenience only: the server's domain hook refuses the same action anyway.
import type { Condition } from '../../../shared/page/pageSchema';
import { readPath } from './valueMapping';

type Record_ = Record<string, unknown> | null | undefined;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

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

/**
 * Is an action with `visibleWhen` offered for these records (a row; on a toolbar the route's record
 * or the selected rows)? It needs at least one record, and every one must meet the condition.
 */
export function actionVisibleOn(condition: Condition | undefined, records: ReadonlyArray<Record<string, unknown>>): boolean {
  if (!condition) return true;
  return records.length > 0 && records.every((r) => conditionHolds(condition, r));
}
