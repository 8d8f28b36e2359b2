// Row selection across pages: the grid (glide-data-grid) knows only the rows of the page it shows, the
// list controller keeps keys from every page. These two functions translate between them.
import { CompactSelection } from '@glideapps/glide-data-grid';
import type { RowId } from '../core/useListController';

/** The grid's row selection for this page's keys. */
export function pageRowSelection(pageIds: readonly RowId[], selectedIds: readonly RowId[]): CompactSelection {
  const wanted = new Set(selectedIds);
  let rows = CompactSelection.empty();
  pageIds.forEach((id, i) => {
    if (wanted.has(id)) rows = rows.add(i);
  });
  return rows;
}

/** Keys selected on other pages stay; this page's part is what the grid now shows selected. */
export function mergePageSelection(selectedIds: readonly RowId[], pageIds: readonly RowId[], selectedIndexes: readonly number[]): RowId[] {
  const onPage = new Set(pageIds);
  const kept = selectedIds.filter((id) => !onPage.has(id));
  const picked = selectedIndexes.flatMap((i) => (i >= 0 && i < pageIds.length ? [pageIds[i]] : []));
  return [...kept, ...picked];
}
