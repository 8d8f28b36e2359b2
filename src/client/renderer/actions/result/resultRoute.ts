// Where an action's `result.navigate` goes for an answer: a fixed route, or the one named for the
// value of an answer's field; with its query values resolved like a result link's.
import type { ActionResult } from '../../../../shared/page/pageSchema';
import { queryText, readPath, resolveMapping } from '../../core/valueMapping';
import { routesOfBy } from '../../../../shared/page/navigateBy';

type Rec = Record<string, unknown>;

export function resultRoute(navigate: NonNullable<ActionResult['navigate']>, sources: { answer: Rec; input: Rec; row: Rec | null; params: Record<string, string> }): { to: string; query: Record<string, string> } | null {
  const by = navigate.by ? routesOfBy(navigate.by)[String(readPath(sources.answer, navigate.by.field))] : undefined;
  const to = by ?? navigate.to;
  if (!to) return null;
  const values = navigate.with ? resolveMapping(navigate.with, { row: sources.row, params: sources.params, input: sources.input, result: sources.answer }) : {};
  return { to, query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, queryText(v)])) };
}
