// Header clicks cycle a column's sort: none, ascending, descending, none again (SPEC §4).
import type { SortOrder } from '../../data/dataProvider';

export interface SortState {
  field: string;
  order: SortOrder;
}

/** The sort after clicking `field`'s header; another column's click starts that column at asc. */
export function nextSort(current: SortState | undefined, field: string): SortState | undefined {
  if (!current || current.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return undefined;
}
