// A page schema's first calls, started as soon as the page is known rather than once it is drawn (the
// same idea as the dashboard's early calls, for any page): the column preference of each grid in the
// page's flow, and each list the page loads unbound, with exactly the parameters its list controller
// starts with (useListController.ts), prefetched into the query layer, so the controller's first read
// joins it or draws its answer in its first render. app/firstPageCalls.ts says when each may start.
import '../blocks';
import type { PageSchema } from '../../../shared/page/pageSchema';
import { gridPreferenceKey } from '../../../shared/preferences/gridPreference';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../shared/wire/resourceContract';
import type { QueryClient } from '@tanstack/react-query';
import { listRead, preferenceRead } from '../../api/reads';
import type { DataProvider, ListParams } from '../../data/dataProvider';
import type { PreferenceStore } from '../../data/preferenceStore';
import { walkBlocks } from '../registry/blockRegistry';
import { boundFilter } from './bindings';
import { listSpecs } from './pageLists';

/** Each grid's column preference, handed to the grid's first read (grid/useColumnPreferences.ts). */
export function startPreferenceReads(page: PageSchema, preferences: PreferenceStore, queries: QueryClient): void {
  walkBlocks(page.blocks, (block) => {
    if (block.type !== 'grid') return;
    void queries.prefetchQuery(preferenceRead(preferences, gridPreferenceKey(page.name, block.id)));
  });
}

/** The first page of each list not bound to a record or a selection (those wait for their source). */
export function firstListParams(page: PageSchema): Array<{ resource: string; params: ListParams }> {
  return listSpecs(page).flatMap(({ need, resource }) => {
    const base = boundFilter(need.filter, { record: null, selected: () => null });
    if (base === null) return [];
    const params: ListParams = { page: DEFAULT_PAGE, size: need.pageSize ?? DEFAULT_PAGE_SIZE };
    if (need.defaultSort) params.sort = need.defaultSort;
    if (Object.keys(base).length > 0) params.filter = base;
    return [{ resource, params }];
  });
}

export function startFirstLists(page: PageSchema, data: DataProvider, queries: QueryClient): void {
  for (const { resource, params } of firstListParams(page)) void queries.prefetchQuery(listRead(data, resource, params));
}
