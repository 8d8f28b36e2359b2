// `visibleWhen`: an action or form field offered only while the record meets a condition (the one
// evaluator of shared/page/condition.ts). Hiding is a convenience only: the server's domain hook
// refuses the same action anyway.
import type { Condition } from '../../../shared/page/pageSchema';
import { conditionHolds } from '../../../shared/page/condition';

export { conditionFields, conditionHolds } from '../../../shared/page/condition';

/**
 * Is an action with `visibleWhen` offered for these records (a row; on a toolbar the route's record
 * or the selected rows)? It needs at least one record, and every one must meet the condition.
 */
export function actionVisibleOn(condition: Condition | undefined, records: ReadonlyArray<Record<string, unknown>>): boolean {
  if (!condition) return true;
  return records.length > 0 && records.every((r) => conditionHolds(condition, r));
}
