// Column layout of the grid: the visible columns as the user arranged them (columnPreferences.ts),
// frozen ones first (at most GRID_MAX_FROZEN_COLUMNS); row height by the app's size; tree rows in
// depth-first order with their depth (indent GRID_TREE_INDENT px).
import { GRID_MAX_FROZEN_COLUMNS, GRID_ROW_HEIGHTS } from '../../../shared/constants';
import type { GridColumn, GridSize } from '../../../shared/page/pageSchema';
import type { ColumnView } from './columnPreferences';

/** The leading "⋯" row-actions column (rowActions.tsx); end-to-end drivers click by this geometry. */
export const ACTIONS_COLUMN_WIDTH = 44;

export type ShownColumn = GridColumn & { width: number };

export interface ColumnLayout {
  columns: ShownColumn[];
  /** Columns kept at the left. */
  freeze: number;
  /** More columns asked to be frozen than allowed: only the first ones are. */
  frozenExceeded: boolean;
}

export function layoutColumns(views: readonly ColumnView[]): ColumnLayout {
  const shown = views.filter((v) => !v.hidden).map((v) => ({ ...v, column: { ...v.column, width: v.width } }));
  const frozen = shown.filter((v) => v.frozen).map((v) => v.column);
  const rest = shown.filter((v) => !v.frozen).map((v) => v.column);
  const freeze = Math.min(frozen.length, GRID_MAX_FROZEN_COLUMNS);
  return { columns: [...frozen, ...rest], freeze, frozenExceeded: frozen.length > GRID_MAX_FROZEN_COLUMNS };
}

export function rowHeightFor(size: string | undefined): number {
  return GRID_ROW_HEIGHTS[(size ?? 'mini') as GridSize] ?? GRID_ROW_HEIGHTS.mini;
}

export interface TreeRow<R> {
  row: R;
  depth: number;
}

/** Children follow their parent; rows whose parent is not on the page start at depth 0. */
export function treeOrder<R extends Record<string, unknown>>(rows: readonly R[], keyField: string, parentField: string): TreeRow<R>[] {
  const keys = new Set(rows.map((r) => r[keyField]));
  const children = new Map<unknown, R[]>();
  const roots: R[] = [];
  for (const r of rows) {
    const parent = r[parentField];
    if (parent !== null && parent !== undefined && keys.has(parent) && parent !== r[keyField]) {
      const list = children.get(parent) ?? [];
      list.push(r);
      children.set(parent, list);
    } else roots.push(r);
  }
  const out: TreeRow<R>[] = [];
  const seen = new Set<unknown>();
  const visit = (r: R, depth: number) => {
    if (seen.has(r[keyField])) return; // a cycle in the data must not hang the page
    seen.add(r[keyField]);
    out.push({ row: r, depth });
    for (const c of children.get(r[keyField]) ?? []) visit(c, depth + 1);
  };
  for (const r of roots) visit(r, 0);
  // Rows caught in a parent cycle have no root: show them flat rather than hide them.
  for (const r of rows) if (!seen.has(r[keyField])) visit(r, 0);
  return out;
}
