// Where a navigate action goes: its `to`, or the route its `by` names for the value of the row's field
// (else the page record's), e.g. a booking number opening that booking's page for its mode.
import type { NavigateAction } from '../../../shared/page/pageSchema';
import { readPath } from '../core/valueMapping';
import { routesOfBy } from '../../../shared/page/navigateBy';

type Rec = Record<string, unknown>;

export function navigateRoute(action: Pick<NavigateAction, 'to' | 'by'>, row: Rec | null | undefined, record: Rec | null | undefined): string {
  if (!action.by) return action.to;
  const value = readPath(row ?? record ?? undefined, action.by.field);
  return (value !== undefined && value !== null && routesOfBy(action.by)[String(value)]) || action.to;
}

/** Every route a navigate action may open: it is offered when the user may open one of them. */
export const navigateRoutes = (action: Pick<NavigateAction, 'to' | 'by'>): string[] => [action.to, ...Object.values(action.by ? routesOfBy(action.by) : {})];
