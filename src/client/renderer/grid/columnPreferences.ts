// The grid's columns as the user arranged them (SPEC §9 custom panel): the page file's columns merged
// with the user's saved preference. A saved column the page no longer has is dropped; a page column
// the preference does not know yet appears where the page puts it, with the page's defaults.
import type { GridColumn } from '../../../shared/page/pageSchema';
import { type GridPreference, MAX_COLUMN_WIDTH, MAX_FROZEN, MIN_COLUMN_WIDTH } from '../../../shared/preferences/gridPreference';

export const DEFAULT_COLUMN_WIDTH = 140;

export interface ColumnView {
  column: GridColumn;
  hidden: boolean;
  frozen: boolean;
  width: number;
}

function defaults(column: GridColumn): ColumnView {
  return { column, hidden: false, frozen: column.frozen === true, width: column.width ?? DEFAULT_COLUMN_WIDTH };
}

export function pageDefaults(columns: readonly GridColumn[]): ColumnView[] {
  return columns.map(defaults);
}

export function applyPreference(columns: readonly GridColumn[], pref: GridPreference | null | undefined): ColumnView[] {
  if (!pref) return pageDefaults(columns);
  const byField = new Map(columns.map((c) => [c.field, c]));
  const out: ColumnView[] = [];
  const placed = new Set<string>();
  for (const saved of pref.columns) {
    const column = byField.get(saved.field);
    if (!column || placed.has(saved.field)) continue;
    placed.add(saved.field);
    out.push({ column, hidden: saved.hidden === true, frozen: saved.frozen === true, width: saved.width ?? column.width ?? DEFAULT_COLUMN_WIDTH });
  }
  // New page columns go after the saved column that precedes them in the page file.
  columns.forEach((column, i) => {
    if (placed.has(column.field)) return;
    const before = columns.slice(0, i).findLast((c) => placed.has(c.field));
    const at = before ? out.findIndex((v) => v.column.field === before.field) + 1 : 0;
    out.splice(at, 0, defaults(column));
    placed.add(column.field);
  });
  // A preference stored before the limit existed (or edited by hand) never freezes more than allowed.
  let frozen = 0;
  return out.map((v) => (v.frozen && !v.hidden && ++frozen > MAX_FROZEN ? { ...v, frozen: false } : v));
}

export function toPreference(views: readonly ColumnView[]): GridPreference {
  return {
    columns: views.map((v) => ({
      field: v.column.field,
      ...(v.hidden ? { hidden: true } : {}),
      ...(v.frozen ? { frozen: true } : {}),
      width: v.width,
    })),
  };
}

export function setHidden(views: readonly ColumnView[], field: string, hidden: boolean): ColumnView[] {
  // The last visible column stays: a grid without columns cannot be put right from the grid.
  if (hidden && views.filter((v) => !v.hidden && v.column.field !== field).length === 0) return [...views];
  return views.map((v) => (v.column.field === field ? { ...v, hidden } : v));
}

/** Moves a column to another position (drag and drop, or one step by keyboard). */
export function moveColumn(views: readonly ColumnView[], from: number, to: number): ColumnView[] {
  if (from === to || from < 0 || from >= views.length || to < 0 || to >= views.length) return [...views];
  const out = [...views];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}

export type FreezeResult = { ok: true; views: ColumnView[] } | { ok: false; reason: 'maxFrozen' };

/**
 * A fifth frozen column is refused (SPEC §8 "maximum frozen columns exceeded"). The column moves to
 * the end of the frozen ones, so the panel lists the columns in the order the grid shows them.
 */
export function setFrozen(views: readonly ColumnView[], field: string, frozen: boolean): FreezeResult {
  if (frozen && views.filter((v) => v.frozen && !v.hidden && v.column.field !== field).length >= MAX_FROZEN) return { ok: false, reason: 'maxFrozen' };
  const from = views.findIndex((v) => v.column.field === field);
  if (from < 0) return { ok: true, views: [...views] };
  const rest = views.filter((_, i) => i !== from);
  const lastFrozen = rest.reduce((at, v, i) => (v.frozen ? i : at), -1);
  const out = [...rest];
  out.splice(lastFrozen + 1, 0, { ...views[from], frozen });
  return { ok: true, views: out };
}

export function setWidth(views: readonly ColumnView[], field: string, width: number): ColumnView[] {
  const px = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
  return views.map((v) => (v.column.field === field ? { ...v, width: px } : v));
}
